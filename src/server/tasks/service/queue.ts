// The reviewers' queues (docs/rules/task-review.md, "The queue"): waiting submissions, oldest first,
// paged. The studio's: every course for an admin, the courses an author owns for an author, with an
// optional course filter. A mentor's: their accepted mentees' submissions, in any course.
import { sql, type SQL } from 'drizzle-orm';
import type { TaskQueueItem } from '../../../lib/schemas/tasks.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { NOT_A_MENTOR } from '../../mentors/service/index.ts';
import { AppError } from '../../errors.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { iso, requireStudioReviewer } from './access.ts';

type Page = { page: number; perPage: number };
type Row = { id: number; submitted_at: Date | string; course_id: number; course_title: string; lesson_id: number; lesson_title: string; member_id: number; member_name: string; revision: number };

async function waiting(db: Db, scope: SQL, { page, perPage }: Page): Promise<{ data: TaskQueueItem[]; meta: PageMeta }> {
  const from = sql`FROM task_submissions s
    JOIN enrolments e ON e.id = s.enrolment_id
    JOIN users u ON u.id = e.user_id
    JOIN lessons l ON l.id = s.lesson_id AND l.archived_at IS NULL
    JOIN courses c ON c.id = e.course_id
    WHERE s.state = 'waiting' AND ${scope}`;
  const [rows, total] = await Promise.all([
    db.execute(sql`SELECT s.id, s.submitted_at, c.id AS course_id, c.title AS course_title, l.id AS lesson_id, l.title AS lesson_title, u.id AS member_id, u.name AS member_name,
        (SELECT count(*) FROM task_submissions h WHERE h.enrolment_id = s.enrolment_id AND h.lesson_id = s.lesson_id AND h.id <= s.id)::int AS revision
      ${from} ORDER BY s.submitted_at, s.id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.execute(sql`SELECT count(*)::int AS n ${from}`),
  ]);
  const data = rowsOf<Row>(rows).map((r) => ({
    id: Number(r.id),
    course: { id: Number(r.course_id), title: r.course_title },
    lesson: { id: Number(r.lesson_id), title: r.lesson_title },
    member: { id: Number(r.member_id), name: r.member_name },
    submitted_at: iso(r.submitted_at),
    revision: Number(r.revision),
  }));
  return { data, meta: pageMeta(page, perPage, Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0)) };
}

export async function studioTaskQueue({ db, actor, courseId, page, perPage }: { db: Db; actor: Actor; courseId?: number | undefined } & Page) {
  requireStudioReviewer(actor);
  const owned = actor.role === 'admin' ? sql`true` : sql`c.owner_id = ${actor.id}`;
  const course = courseId ? sql`c.id = ${courseId}` : sql`true`;
  return waiting(db, sql`${owned} AND ${course}`, { page, perPage });
}

export async function mentorTaskQueue({ db, actor, page, perPage }: { db: Db; actor: Actor } & Page) {
  if (!actor.isMentor) throw new AppError('forbidden', NOT_A_MENTOR());
  return waiting(db, sql`e.user_id IN (SELECT invitee_id FROM mentor_invitations WHERE user_id = ${actor.id} AND status = 'accepted' AND invitee_id IS NOT NULL)`, { page, perPage });
}
