// "My rank" on a large board (docs/rules/rewards.md, Leaderboards). Counting everyone with more points
// is a range scan as long as the board, so for a member with more than EXACT_RANK_LIMIT members above
// them each instance keeps a sorted copy of the board's points (a few hundred kilobytes for 100,000 members),
// refreshed in the background every SNAPSHOT_TTL_MS, and finds the rank by binary search. The member's
// own points are always current; the others' are at most a few seconds old.
import { sql } from 'drizzle-orm';
import type { LeaderboardPeriod } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export const EXACT_RANK_LIMIT = 1_000;
export const SNAPSHOT_TTL_MS = 15_000;

type Snapshot = { at: number; points: Int32Array; refreshing: Promise<Snapshot> | null };
const snapshots = new WeakMap<Db, Map<string, Snapshot>>();

/** How many of `descending` are greater than `points`. */
export function countGreater(descending: Int32Array, points: number): number {
  let lo = 0;
  let hi = descending.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (descending[mid]! > points) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

async function load(db: Db, period: LeaderboardPeriod, start: string): Promise<Snapshot> {
  const rows = rowsOf<{ points: number }>(
    await db.execute(sql`SELECT t.points FROM points_totals t JOIN users u ON u.id = t.user_id
      WHERE t.period = ${period} AND t.period_start = ${start} AND t.points > 0
        AND NOT u.leaderboard_hidden AND u.cancelled_at IS NULL
      ORDER BY t.points DESC NULLS LAST`),
  );
  return { at: Date.now(), points: Int32Array.from(rows, (r) => Number(r.points)), refreshing: null };
}

/** The board's points, sorted from most; a stale copy is served while a fresh one loads. */
async function snapshotOf(db: Db, period: LeaderboardPeriod, start: string, now = Date.now()): Promise<Snapshot> {
  let byBoard = snapshots.get(db);
  if (!byBoard) snapshots.set(db, (byBoard = new Map()));
  const key = `${period}:${start}`;
  const current = byBoard.get(key);
  if (!current) {
    const fresh = await load(db, period, start);
    byBoard.set(key, fresh);
    return fresh;
  }
  if (now - current.at > SNAPSHOT_TTL_MS && !current.refreshing) {
    current.refreshing = load(db, period, start)
      .then((fresh) => {
        byBoard.set(key, fresh);
        return fresh;
      })
      .catch(() => {
        current.refreshing = null;
        return current;
      });
  }
  return current;
}

/**
 * Ranked members with more than `points`: counted exactly when at most EXACT_RANK_LIMIT totals are
 * above (the top of any board), from the snapshot below that.
 */
export async function membersAbove(db: Db, period: LeaderboardPeriod, start: string, points: number, exactLimit = EXACT_RANK_LIMIT): Promise<number> {
  const [size] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM points_totals
      WHERE period = ${period} AND period_start = ${start} AND points > ${points} LIMIT ${exactLimit + 1}) above`),
  );
  if (Number(size?.n ?? 0) <= exactLimit) {
    const [above] = rowsOf<{ n: number }>(
      // A correlated lookup per row found (at most exactLimit, through the users key), never a scan of users.
      await db.execute(sql`SELECT count(*)::int AS n FROM points_totals t
        WHERE t.period = ${period} AND t.period_start = ${start} AND t.points > ${points}
          AND (SELECT NOT u.leaderboard_hidden AND u.cancelled_at IS NULL FROM users u WHERE u.id = t.user_id)`),
    );
    return Number(above?.n ?? 0);
  }
  return countGreater((await snapshotOf(db, period, start)).points, points);
}
