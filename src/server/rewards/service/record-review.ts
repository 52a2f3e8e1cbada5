// A review session completed (docs/rules/review.md, docs/rules/rewards.md): the review domain calls
// this in its grading transaction when the last card due on a member's local day is graded. It pays
// the day once (source key `review:YYYY-MM-DD`), however many sessions that day has.
import type { Db } from '../../db/client.ts';
import { payPoints, type PointsAward } from './ledger.ts';
import { capToNow, dayIn } from './periods.ts';
import { timeZoneOf } from './record-learning.ts';

export async function rewardReviewSession(tx: Db, input: { userId: number; day: string; at: Date }): Promise<PointsAward | null> {
  return payPoints(tx, input.userId, { reason: 'review_session', sourceKey: `review:${input.day}`, earnedAt: capToNow(input.at) });
}

/** The member's local day (their stored time zone, UTC until known) of an instant. */
export async function memberDay(db: Db, userId: number, at: Date): Promise<{ timeZone: string; day: string }> {
  const timeZone = await timeZoneOf(db, userId);
  return { timeZone, day: dayIn(timeZone, at) };
}
