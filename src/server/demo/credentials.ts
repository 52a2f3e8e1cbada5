// A badge award for the demo member, so /badge/{code} and its Open Badges credential can be seen
// (and tested end to end) before the rewards rules award badges themselves. Once the rewards seed
// awards the demo member's badges, this file goes: those awards have pages and credentials too.
import type { Db } from '../db/client.ts';
import { badgeAwards } from '../db/schema/index.ts';

/** Fixed, so the demo's badge page has a link to share and the e2e spec a page to visit. */
export const DEMO_BADGE_CODE = 'DEMO-FIRST-STEP';

export async function seedDemoBadgeAward(db: Db, member: { id: number; name: string }, awardedAt: Date): Promise<void> {
  await db.insert(badgeAwards).values({ userId: member.id, badgeKey: 'first_lesson', code: DEMO_BADGE_CODE, holderName: member.name, awardedAt }).onConflictDoNothing();
}
