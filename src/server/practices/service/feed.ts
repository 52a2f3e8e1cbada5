// What a member's calendar feed shows of their practices (docs/rules/calendar-feeds.md): the kept
// practices that have a reminder time. A practice planned on some days of the week repeats on those
// days; one left to "the days that suit me" gets its reminder every local day it is not yet done
// (docs/rules/practices.md), so the feed repeats it daily at that time.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practices } from '../../db/schema/index.ts';

export type FeedPractice = { id: number; name: string; description: string; targetDays: number; weekdays: number[] | null; reminderTime: string; createdAt: Date; updatedAt: Date };

export async function practicesForFeed(db: Db, userId: number): Promise<FeedPractice[]> {
  const rows = await db
    .select({ id: practices.id, name: practices.name, description: practices.description, targetDays: practices.targetDays, weekdays: practices.weekdays, reminderTime: practices.reminderTime, createdAt: practices.createdAt, updatedAt: practices.updatedAt })
    .from(practices)
    .where(and(eq(practices.userId, userId), isNull(practices.stoppedAt), isNotNull(practices.reminderTime)))
    .orderBy(asc(practices.id));
  return rows.map((r) => ({ ...r, reminderTime: r.reminderTime! }));
}
