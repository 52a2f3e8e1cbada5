// The leaderboards (docs/rules/rewards.md): weekly, monthly and all-time, read from the running
// totals through their rank index. Ties share a rank (1, 2, 2, 4); members who left the board or
// cancelled their account are not ranked, and nobody appears without points.
import { sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardPeriod, LeaderboardRow } from '../../../lib/schemas/rewards.ts';
import { avatarUrl } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { periodStart } from './periods.ts';
import { membersAbove } from './rank-snapshot.ts';

export const LEADERBOARD_SIZE = 50;

type Row = { user_id: number; points: number; rank: number; name: string; avatar_path: string | null };

/**
 * The top of a board. The inner query walks the rank index (points DESC NULLS LAST, user_id, as
 * declared in the schema, so no sort) and stops after `limit` ranked members; rank() over those rows
 * equals the rank over the whole board, because everyone with more points is among them.
 */
export async function topOfBoard(db: Db, period: LeaderboardPeriod, start: string, limit = LEADERBOARD_SIZE): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`SELECT top.*, (rank() OVER (ORDER BY top.points DESC NULLS LAST))::int AS rank FROM (
        SELECT t.user_id, t.points, u.name, u.avatar_path
        FROM points_totals t JOIN users u ON u.id = t.user_id
        WHERE t.period = ${period} AND t.period_start = ${start} AND t.points > 0
          AND NOT u.leaderboard_hidden AND u.cancelled_at IS NULL
        ORDER BY t.points DESC NULLS LAST, t.user_id
        LIMIT ${limit}) top
      ORDER BY top.points DESC NULLS LAST, top.user_id`),
  );
}

/** One member's rank: 1 + the ranked members with more points (rank-snapshot.ts). */
export async function rankOf(db: Db, period: LeaderboardPeriod, start: string, userId: number, exactLimit?: number): Promise<{ points: number; rank: number; hidden: boolean } | null> {
  const [me] = rowsOf<{ points: number | null; hidden: boolean; cancelled: boolean }>(
    await db.execute(sql`SELECT t.points, u.leaderboard_hidden AS hidden, (u.cancelled_at IS NOT NULL) AS cancelled
      FROM users u LEFT JOIN points_totals t ON t.period = ${period} AND t.period_start = ${start} AND t.user_id = u.id
      WHERE u.id = ${userId}`),
  );
  if (!me) return null;
  const points = Number(me.points ?? 0);
  if (me.hidden || me.cancelled || points <= 0) return { points, rank: 0, hidden: Boolean(me.hidden) };
  return { points, rank: (await membersAbove(db, period, start, points, exactLimit)) + 1, hidden: false };
}

export async function getLeaderboard({ db, actor, period, now = new Date() }: { db: Db; actor: Actor; period: LeaderboardPeriod; now?: Date }): Promise<Leaderboard> {
  const start = periodStart(period, now);
  const top = await topOfBoard(db, period, start);
  const toRow = (r: Row): LeaderboardRow => ({
    rank: Number(r.rank), user_id: Number(r.user_id), name: r.name, avatar_url: avatarUrl(r.avatar_path), points: Number(r.points), is_me: Number(r.user_id) === actor.id,
  });
  const rows = top.map(toRow);
  let me = rows.find((r) => r.is_me) ?? null;
  let hidden = false;
  if (!me) {
    const mine = await rankOf(db, period, start, actor.id);
    hidden = Boolean(mine?.hidden);
    if (mine && mine.rank > 0) {
      const [self] = rowsOf<{ name: string; avatar_path: string | null }>(await db.execute(sql`SELECT name, avatar_path FROM users WHERE id = ${actor.id}`));
      me = { rank: mine.rank, user_id: actor.id, name: self?.name ?? actor.name, avatar_url: avatarUrl(self?.avatar_path ?? null), points: mine.points, is_me: true };
    }
  }
  return { period, period_start: period === 'all' ? null : start, rows, me, hidden };
}
