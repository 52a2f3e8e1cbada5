// Who sees and who organises a live session (docs/rules/live-sessions.md, "Who"). Members see the
// sessions of the courses they are enrolled in, of the cohorts they are in and of the mentors' groups
// they belong to; anyone else
// gets 404, as if the session did not exist. Admins organise every session, an author the sessions of
// the courses they own, a mentor those of their own groups; another organiser's session is 404 too.
// Admins and authors act with a second factor, as everywhere in the studio (docs/security.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export const NOT_AN_ORGANISER = 'Live sessions are scheduled by course authors, administrators and mentors.';
const SECOND_FACTOR_NEEDED = 'Scheduling live sessions needs two-step sign-in. Turn on two-step sign-in or add a passkey in your account settings.';

/** The SQL condition "member `userId` may see session `s`". */
export function visibleTo(userId: number): SQL {
  return sql`((s.course_id IS NOT NULL AND EXISTS (SELECT 1 FROM enrolments e WHERE e.course_id = s.course_id AND e.user_id = ${userId}))
    OR (s.cohort_id IS NOT NULL AND EXISTS (SELECT 1 FROM cohort_members cm WHERE cm.cohort_id = s.cohort_id AND cm.user_id = ${userId}))
    OR (s.group_id IS NOT NULL AND EXISTS (SELECT 1 FROM mentor_group_members gm WHERE gm.group_id = s.group_id AND gm.user_id = ${userId})))`;
}

/** Refuses (403) anyone who may organise nothing; admins and authors need a second factor. */
export function requireOrganiser(actor: Actor): void {
  if (actor.role === 'admin' || actor.role === 'author') {
    if (!actor.secondFactor) throw new AppError('forbidden', SECOND_FACTOR_NEEDED, { errors: { second_factor: [SECOND_FACTOR_NEEDED] } });
    return;
  }
  if (!actor.isMentor) throw new AppError('forbidden', NOT_AN_ORGANISER);
}

/** The SQL condition "the actor organises session `s`". */
export function organisedBy(actor: Actor): SQL {
  if (actor.role === 'admin') return sql`TRUE`;
  const parts: SQL[] = [];
  if (actor.role === 'author') {
    parts.push(sql`s.course_id IN (SELECT id FROM courses WHERE owner_id = ${actor.id})`);
    parts.push(sql`s.cohort_id IN (SELECT h.id FROM cohorts h JOIN courses c ON c.id = h.course_id WHERE c.owner_id = ${actor.id})`);
  }
  if (actor.isMentor) parts.push(sql`s.group_id IN (SELECT id FROM mentor_groups WHERE user_id = ${actor.id})`);
  if (!parts.length) return sql`FALSE`;
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The course the actor may schedule for, or a 422 beside `course_id`. */
export async function courseForOrganiser(db: Db, actor: Actor, courseId: number): Promise<{ id: number; title: string }> {
  const own = actor.role === 'admin' ? sql`TRUE` : actor.role === 'author' ? sql`owner_id = ${actor.id}` : sql`FALSE`;
  const [row] = rowsOf<{ id: number; title: string }>(await db.execute(sql`SELECT id, title FROM courses WHERE id = ${courseId} AND ${own}`));
  if (!row) throw new AppError('validation', 'Choose one of the courses you may schedule sessions for.', { errors: { course_id: ['Choose one of the courses you may schedule sessions for.'] } });
  return row;
}

/** A cohort of a course the actor may schedule for, or a 422 beside `cohort_id`. */
export async function cohortForOrganiser(db: Db, actor: Actor, cohortId: number): Promise<{ id: number; title: string }> {
  const own = actor.role === 'admin' ? sql`TRUE` : actor.role === 'author' ? sql`c.owner_id = ${actor.id}` : sql`FALSE`;
  const [row] = rowsOf<{ id: number; title: string }>(await db.execute(sql`SELECT h.id, h.title FROM cohorts h JOIN courses c ON c.id = h.course_id WHERE h.id = ${cohortId} AND ${own}`));
  if (!row) throw new AppError('validation', 'Choose one of the cohorts you may schedule sessions for.', { errors: { cohort_id: ['Choose one of the cohorts you may schedule sessions for.'] } });
  return row;
}

/** The mentor's own group, or a 422 beside `group_id`. */
export async function groupForOrganiser(db: Db, actor: Actor, groupId: number): Promise<{ id: number; name: string }> {
  const [row] = actor.isMentor ? rowsOf<{ id: number; name: string }>(await db.execute(sql`SELECT id, name FROM mentor_groups WHERE id = ${groupId} AND user_id = ${actor.id}`)) : [];
  if (!row) throw new AppError('validation', 'Choose one of your mentee groups.', { errors: { group_id: ['Choose one of your mentee groups.'] } });
  return row;
}

export type SessionRow = {
  id: number;
  course_id: number | null;
  group_id: number | null;
  cohort_id: number | null;
  organiser_id: number | null;
  title: string;
  description: string;
  starts_at: Date | string;
  time_zone: string;
  duration_minutes: number;
  join_url: string;
  capacity: number;
  status: 'scheduled' | 'cancelled';
  sequence: number;
  recording_url: string | null;
  attendance_marked_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The session the actor organises, optionally locked for the transaction; 404 for anyone else's. */
export async function organisedSession(db: Db, actor: Actor, id: number, options: { lock?: boolean } = {}): Promise<SessionRow> {
  requireOrganiser(actor);
  const [row] = rowsOf<SessionRow>(await db.execute(sql`SELECT s.* FROM live_sessions s WHERE s.id = ${id} AND ${organisedBy(actor)} ${options.lock ? sql`FOR UPDATE` : sql``}`));
  if (!row) throw notFound('live session');
  return row;
}

/** The session member `userId` may see, optionally locked; 404 otherwise. */
export async function visibleSession(db: Db, userId: number, id: number, options: { lock?: boolean } = {}): Promise<SessionRow> {
  const [row] = rowsOf<SessionRow>(await db.execute(sql`SELECT s.* FROM live_sessions s WHERE s.id = ${id} AND ${visibleTo(userId)} ${options.lock ? sql`FOR UPDATE` : sql``}`));
  if (!row) throw notFound('live session');
  return row;
}

export const startOf = (s: Pick<SessionRow, 'starts_at'>) => new Date(s.starts_at);
export const endOf = (s: Pick<SessionRow, 'starts_at' | 'duration_minutes'>) => new Date(new Date(s.starts_at).getTime() + s.duration_minutes * 60_000);
