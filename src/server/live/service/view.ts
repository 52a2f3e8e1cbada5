// How a live session reads (docs/rules/live-sessions.md): for a member, with their own answer and the
// join link only while they are going and the session has not ended; for its organiser, with every
// RSVP and attendance.
import { sql, type SQL } from 'drizzle-orm';
import type { LiveSession, OrganisedLiveSession } from '../../../lib/schemas/live.ts';
import { localDateTimeIn } from '../../../lib/live-time.ts';
import type { Db } from '../../db/client.ts';
import { isoDate } from '../../shared/dates.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { endOf, type SessionRow } from './access.ts';

type Row = SessionRow & { audience_name: string | null; organiser_name: string | null; going: number; my_status: 'going' | 'cancelled' | null; my_attended_at: Date | string | null };

/** The sessions matching `where`, with their audience, organiser, count going and `userId`'s own answer. */
export async function sessionRows(db: Db, where: SQL, userId: number, tail: SQL = sql``): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`SELECT s.*, COALESCE(c.title, h.title || ' (' || hc.title || ')', g.name) AS audience_name, o.name AS organiser_name,
        (SELECT count(*)::int FROM live_rsvps r WHERE r.session_id = s.id AND r.status = 'going') AS going,
        mr.status AS my_status, mr.attended_at AS my_attended_at
      FROM live_sessions s
      LEFT JOIN courses c ON c.id = s.course_id
      LEFT JOIN mentor_groups g ON g.id = s.group_id
      LEFT JOIN cohorts h ON h.id = s.cohort_id
      LEFT JOIN courses hc ON hc.id = h.course_id
      LEFT JOIN users o ON o.id = s.organiser_id
      LEFT JOIN live_rsvps mr ON mr.session_id = s.id AND mr.user_id = ${userId}
      WHERE ${where} ${tail}`),
  );
}

function common(r: Row) {
  return {
    id: Number(r.id),
    title: r.title,
    description: r.description,
    starts_at: isoDate(r.starts_at),
    ends_at: endOf(r).toISOString(),
    time_zone: r.time_zone,
    starts_at_local: localDateTimeIn(new Date(r.starts_at), r.time_zone),
    duration_minutes: Number(r.duration_minutes),
    audience: { kind: r.course_id ? ('course' as const) : r.cohort_id ? ('cohort' as const) : ('group' as const), id: Number(r.course_id ?? r.cohort_id ?? r.group_id ?? 0), name: r.audience_name ?? '' },
    organiser_name: r.organiser_name,
    capacity: Number(r.capacity),
    going: Number(r.going),
    status: r.status,
    recording_url: r.recording_url,
  };
}

export function memberView(r: Row, now: Date): LiveSession {
  const going = r.my_status === 'going';
  const open = r.status === 'scheduled' && endOf(r).getTime() > now.getTime();
  return {
    ...common(r),
    rsvp: r.my_status,
    attended: r.my_status && r.attendance_marked_at ? !!r.my_attended_at : null,
    join_url: going && open ? r.join_url : null,
    // The recording is for the session's members (the rows come from a visible session).
    recording_url: r.recording_url,
  };
}

export async function organiserView(db: Db, r: Row): Promise<OrganisedLiveSession> {
  const rsvps = rowsOf<{ user_id: number; name: string; status: 'going' | 'cancelled'; attended_at: Date | string | null }>(
    await db.execute(sql`SELECT r.user_id, u.name, r.status, r.attended_at FROM live_rsvps r JOIN users u ON u.id = r.user_id WHERE r.session_id = ${r.id} ORDER BY u.name, r.user_id`),
  );
  return {
    ...common(r),
    join_url: r.join_url,
    sequence: Number(r.sequence),
    rsvps: rsvps.map((x) => ({ user_id: Number(x.user_id), name: x.name, status: x.status, attended: r.attendance_marked_at ? !!x.attended_at : null })),
    created_at: isoDate(r.created_at),
    updated_at: isoDate(r.updated_at),
  };
}
