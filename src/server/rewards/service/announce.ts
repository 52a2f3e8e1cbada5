// Telling the member what they just earned. Called once the save's transaction has committed, with
// what rewardLessonFinished (or awardBadge) returned. It must not throw: the save it follows has
// already succeeded, and the member's answer should not turn into an error because a notice failed.
// NOT WIRED YET: the notification service (issue 13, Notifications) is being built separately; the
// lead connects it here. Until then this does nothing, and nothing is announced.
import type { Db } from '../../db/client.ts';
import type { Earned } from './record-learning.ts';

export async function announceRewards(_db: Db, _userId: number, earned: Earned): Promise<void> {
  if (!earned.points.length && !earned.badges.length) return;
  // Intentionally empty until the notification service exists (see the comment above).
}
