// The rewards part of the member dashboard (GET /v1/auth/home): the streak, the points summary and the
// newest badges, read in one statement instead of three. Each statement costs the server about half
// a millisecond of its one thread on the embedded database (docs/performance.md, "PGlite's per-query
// parsers"), and the dashboard is the members' most frequent request. What each part means is worked
// out by the same code as the streak, points and badges endpoints (streakOf, summaryOf, latestOf).
import { sql } from 'drizzle-orm';
import type { Badge, PointsSummary, Streak } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { latestOf, type Award } from './get-badges.ts';
import { summaryOf, summaryTotalsWhere, type PeriodTotal } from './get-points.ts';
import { streakOf } from './get-streak.ts';
import { timeZoneOf } from './record-learning.ts';

export type RewardsAtAGlance = { streak: Streak; points: PointsSummary; latestBadges: Badge[] };

export async function rewardsAtAGlance({ db, actor, badges, now = new Date() }: { db: Db; actor: Actor; badges: number; now?: Date }): Promise<RewardsAtAGlance> {
  const timeZone = actor.timeZone ?? (await timeZoneOf(db, actor.id));
  // One row always comes back, each list at least `[]`; both drivers hand json over parsed.
  const [row] = rowsOf<{ days: string[]; totals: PeriodTotal[]; awards: Award[] }>(
    await db.execute(sql`SELECT
      (SELECT coalesce(json_agg(day::text), '[]'::json) FROM learning_days WHERE user_id = ${actor.id}) AS days,
      (SELECT coalesce(json_agg(json_build_object('period', period, 'period_start', period_start::text, 'points', points)), '[]'::json)
        FROM points_totals WHERE ${summaryTotalsWhere(actor.id, now)}) AS totals,
      (SELECT coalesce(json_agg(json_build_object('badge_key', badge_key, 'code', code, 'awarded_at', awarded_at)), '[]'::json)
        FROM badge_awards WHERE user_id = ${actor.id}) AS awards`),
  );
  return {
    streak: streakOf(row!.days, timeZone, now),
    points: summaryOf(row!.totals, now),
    latestBadges: latestOf(row!.awards, badges),
  };
}
