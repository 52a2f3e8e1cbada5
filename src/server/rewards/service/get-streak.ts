// The member's learning streak as the dashboard shows it (docs/rules/rewards.md).
import { sql } from 'drizzle-orm';
import type { Streak } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { dayIn } from './periods.ts';
import { timeZoneOf } from './record-learning.ts';
import { computeStreak, weekStates } from './streak.ts';

export async function getStreak({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<Streak> {
  const timeZone = actor.timeZone ?? (await timeZoneOf(db, actor.id));
  const days = rowsOf<{ day: string }>(await db.execute(sql`SELECT day::text AS day FROM learning_days WHERE user_id = ${actor.id}`));
  return streakOf(days.map((d) => d.day), timeZone, now);
}

/** The streak from the member's learning days (YYYY-MM-DD) as seen in their time zone. */
export function streakOf(days: string[], timeZone: string, now: Date): Streak {
  const today = dayIn(timeZone, now);
  const facts = computeStreak(days.map((day) => String(day).slice(0, 10)), today);
  return { current_days: facts.current, longest_days: facts.longest, rest_days_left: facts.restDaysLeft, week: weekStates(facts, today), time_zone: timeZone };
}
