// What a member's calendar feed shows of their practices (docs/rules/calendar-feeds.md): the kept
// practices that have a reminder time. A practice keeps a number of days a week, not which days
// (docs/rules/practices.md), and its reminder comes on every local day it is not yet done, so the feed
// repeats it daily at that time.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practices } from '../../db/schema/index.ts';

export type FeedPractice = { id: number; name: string; description: string; targetDays: number; reminderTime: string; createdAt: Date; updatedAt: Date };

export async function practicesForFeed(db: Db, userId: number): Promise<FeedPractice[]> {
  const rows = await db
    .select({ id: practices.id, name: practices.name, description: practices.description, targetDays: practices.targetDays, reminderTime: practices.reminderTime, createdAt: practices.createdAt, updatedAt: practices.updatedAt })
    .from(practices)
    .where(and(eq(practices.userId, userId), isNull(practices.stoppedAt), isNotNull(practices.reminderTime)))
    .orderBy(asc(practices.id));
  return rows.map((r) => ({ ...r, reminderTime: r.reminderTime! }));
}
