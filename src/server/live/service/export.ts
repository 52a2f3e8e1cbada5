// The member's live sessions in their data export (docs/rules/live-sessions.md, "Who"): every RSVP
// with the session's title and start, whether they were marked as there, oldest first.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoDate } from '../../shared/dates.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export type LiveRsvpExport = { title: string; starts_at: string; status: 'going' | 'cancelled'; attended: boolean; answered_at: string };

export async function exportLiveRsvps(db: Db, userId: number): Promise<LiveRsvpExport[]> {
  const rows = rowsOf<{ title: string; starts_at: Date | string; status: 'going' | 'cancelled'; attended_at: Date | string | null; updated_at: Date | string }>(
    await db.execute(sql`SELECT s.title, s.starts_at, r.status, r.attended_at, r.updated_at
      FROM live_rsvps r JOIN live_sessions s ON s.id = r.session_id WHERE r.user_id = ${userId} ORDER BY s.starts_at, r.id`),
  );
  return rows.map((r) => ({ title: r.title, starts_at: isoDate(r.starts_at), status: r.status, attended: r.attended_at !== null, answered_at: isoDate(r.updated_at) }));
}
