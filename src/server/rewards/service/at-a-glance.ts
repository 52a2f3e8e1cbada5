// The rewards part of the member dashboard (GET /v1/auth/home): the streak, the points summary and the
// newest badges, read in one statement instead of three. Each statement costs the server about half
// a millisecond of its one thread on the embedded database (docs/performance.md, "PGlite's per-query
// parsers"), and the dashboard is the members' most frequent request. What each part means is worked
// out by the same code as the streak, points and badges endpoints (streakOf, summaryOf, latestOf).
import { sql, type SQL } from 'drizzle-orm';
import type { Badge, PointsSummary, Streak } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { latestOf, type Award } from './get-badges.ts';
import { summaryOf, summaryPeriods, summaryTotalsFilter, type PeriodTotal } from './get-points.ts';
import { streakOf } from './get-streak.ts';
import { timeZoneOf } from './record-learning.ts';

export type RewardsAtAGlance = { streak: Streak; points: PointsSummary; latestBadges: Badge[] };

export type RewardsAtAGlanceRow = { days: string[]; totals: PeriodTotal[]; awards: Award[] };

export async function rewardsAtAGlance({ db, actor, badges, now = new Date() }: { db: Db; actor: Actor; badges: number; now?: Date }): Promise<RewardsAtAGlance> {
  const timeZone = actor.timeZone ?? (await timeZoneOf(db, actor.id));
  // One row always comes back, each list at least `[]`; both drivers hand json over parsed.
  const c = rewardsAtAGlanceColumns(sql`${actor.id}`, summaryPeriods(now));
  const [row] = rowsOf<RewardsAtAGlanceRow>(await db.execute(sql`SELECT ${c.days} AS days, ${c.totals} AS totals, ${c.awards} AS awards`));
  return rewardsAtAGlanceOf(row!, timeZone, now, badges);
}

/**
 * The three columns (days, totals, awards) of the rewards at a glance, for a statement that reads
 * more beside them: `userId` may be a column of the outer query and the periods placeholders
 * (summaryPeriods gives their values at a moment), so the dashboard reads everything in one
 * prepared statement (member/service/home.ts).
 */
export function rewardsAtAGlanceColumns(userId: SQL, periods: { month: unknown; firstWeek: unknown; thisWeek: unknown }): { [K in keyof RewardsAtAGlanceRow]: SQL<RewardsAtAGlanceRow[K]> } {
  return {
    days: sql<string[]>`(SELECT coalesce(json_agg(day::text), '[]'::json) FROM learning_days WHERE user_id = ${userId})`,
    totals: sql<PeriodTotal[]>`(SELECT coalesce(json_agg(json_build_object('period', period, 'period_start', period_start::text, 'points', points)), '[]'::json)
        FROM points_totals WHERE ${summaryTotalsFilter(userId, periods)})`,
    awards: sql<Award[]>`(SELECT coalesce(json_agg(json_build_object('badge_key', badge_key, 'code', code, 'awarded_at', awarded_at)), '[]'::json)
        FROM badge_awards WHERE user_id = ${userId})`,
  };
}

/** What those columns mean for the member at `now` in their time zone, worded in the request's language. */
export function rewardsAtAGlanceOf(row: RewardsAtAGlanceRow, timeZone: string, now: Date, badges: number): RewardsAtAGlance {
  return {
    streak: streakOf(row.days, timeZone, now),
    points: summaryOf(row.totals, now),
    latestBadges: latestOf(row.awards, badges),
  };
}
