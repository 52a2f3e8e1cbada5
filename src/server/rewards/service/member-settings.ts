// The member's rewards settings: the time zone their learning days are counted in (sent by the
// browser) and whether they appear on the leaderboard (docs/rules/rewards.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export async function setTimeZone({ db, actor, timeZone }: { db: Db; actor: Actor; timeZone: string }): Promise<{ time_zone: string }> {
  const rows = rowsOf<{ time_zone: string }>(
    await db.execute(sql`UPDATE users SET time_zone = ${timeZone}, updated_at = now() WHERE id = ${actor.id} AND cancelled_at IS NULL RETURNING time_zone`),
  );
  if (!rows[0]) throw notFound('account');
  return { time_zone: rows[0].time_zone };
}

export async function setLeaderboardPrivacy({ db, actor, hidden }: { db: Db; actor: Actor; hidden: boolean }): Promise<{ hidden: boolean }> {
  const rows = rowsOf<{ hidden: boolean }>(
    await db.execute(sql`UPDATE users SET leaderboard_hidden = ${hidden}, updated_at = now() WHERE id = ${actor.id} AND cancelled_at IS NULL RETURNING leaderboard_hidden AS hidden`),
  );
  if (!rows[0]) throw notFound('account');
  return { hidden: Boolean(rows[0].hidden) };
}
