// Who may see and answer a task submission (docs/rules/task-review.md, "Who reviews"): the member who
// sent it (to read it and download its file), an admin, the author who owns the course, and the
// member's mentor (an accepted invitation). Anyone else gets 404, as if it did not exist. Admins and
// authors act with a second factor, as everywhere in the studio (docs/security.md, "Second factor").
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export type SubmissionRow = {
  id: number;
  enrolment_id: number;
  lesson_id: number;
  lesson_title: string;
  task_prompt: string | null;
  course_id: number;
  course_title: string;
  owner_id: number | null;
  member_id: number;
  member_name: string;
  answer: string;
  attachment_path: string | null;
  attachment_name: string | null;
  attachment_size: number | null;
  submitted_at: Date | string;
  state: 'waiting' | 'accepted' | 'revise' | 'superseded';
  reviewer_id: number | null;
  reviewer_name: string | null;
  feedback: string | null;
  reviewed_at: Date | string | null;
};

export type Authority = 'member' | 'admin' | 'author' | 'mentor';

const SECOND_FACTOR_NEEDED = 'Reviewing tasks needs two-step sign-in. Turn on two-step sign-in or add a passkey in your account settings.';

/** The submission with its course, lesson and member; `lock` holds it for the rest of the transaction. */
export async function loadSubmission(db: Db, id: number, options: { lock?: boolean } = {}): Promise<SubmissionRow> {
  const rows = rowsOf<SubmissionRow>(
    await db.execute(sql`SELECT s.id, s.enrolment_id, s.lesson_id, l.title AS lesson_title, l.task_prompt, c.id AS course_id, c.title AS course_title,
        c.owner_id, u.id AS member_id, u.name AS member_name, s.answer, s.attachment_path, s.attachment_name,
        s.attachment_size, s.submitted_at, s.state, s.reviewer_id, r.name AS reviewer_name, s.feedback, s.reviewed_at
      FROM task_submissions s
      JOIN enrolments e ON e.id = s.enrolment_id
      JOIN users u ON u.id = e.user_id
      JOIN lessons l ON l.id = s.lesson_id
      JOIN courses c ON c.id = e.course_id
      LEFT JOIN users r ON r.id = s.reviewer_id
      WHERE s.id = ${id}
      ${options.lock ? sql`FOR UPDATE OF s` : sql``}`),
  );
  if (!rows[0]) throw notFound('task submission');
  return rows[0];
}

/** Whether `mentorId` is `memberId`'s mentor (an accepted invitation, docs/rules/mentors.md). */
export async function isMentorOf(db: Db, mentorId: number, memberId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`SELECT 1 FROM mentor_invitations WHERE user_id = ${mentorId} AND invitee_id = ${memberId} AND status = 'accepted' LIMIT 1`));
  return rows.length > 0;
}

/** What the actor is to this submission, or a 404 when nothing (a 403 for staff without a second factor). */
export async function authorityOver(db: Db, actor: Actor, row: SubmissionRow): Promise<Authority> {
  if (Number(row.member_id) === actor.id) return 'member';
  const staff = actor.role === 'admin' || (actor.role === 'author' && row.owner_id !== null && Number(row.owner_id) === actor.id);
  if (staff && actor.secondFactor) return actor.role === 'admin' ? 'admin' : 'author';
  if (actor.isMentor && (await isMentorOf(db, actor.id, Number(row.member_id)))) return 'mentor';
  if (staff) throw new AppError('forbidden', SECOND_FACTOR_NEEDED, { errors: { second_factor: [SECOND_FACTOR_NEEDED] } });
  throw notFound('task submission');
}

/** The studio's queue is for authors and admins with a second factor. */
export function requireStudioReviewer(actor: Actor): void {
  if (actor.role !== 'admin' && actor.role !== 'author') throw new AppError('forbidden', 'Task review in the studio is for authors and administrators.');
  if (!actor.secondFactor) throw new AppError('forbidden', SECOND_FACTOR_NEEDED, { errors: { second_factor: [SECOND_FACTOR_NEEDED] } });
}

export const iso = (v: Date | string) => new Date(v).toISOString();
