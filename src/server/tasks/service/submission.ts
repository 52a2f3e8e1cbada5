// One task submission with the history of that task (docs/rules/task-review.md, "Reviewing"): every
// submission the member sent for the lesson, newest first, each with its review.
import { sql } from 'drizzle-orm';
import type { TaskRevision, TaskSubmission } from '../../../lib/schemas/tasks.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { authorityOver, iso, loadSubmission, type SubmissionRow } from './access.ts';

type HistoryRow = Pick<SubmissionRow, 'id' | 'answer' | 'attachment_name' | 'attachment_size' | 'submitted_at' | 'state' | 'reviewer_id' | 'reviewer_name' | 'feedback' | 'reviewed_at'> & { has_file: boolean };

export const fileDownloadPath = (id: number) => `/v1/task-reviews/${id}/file`;

function revisionOf(r: HistoryRow, revision: number): TaskRevision {
  return {
    id: Number(r.id),
    revision,
    answer: r.answer,
    file: r.has_file ? { name: r.attachment_name ?? 'file', size: r.attachment_size === null ? null : Number(r.attachment_size), download_path: fileDownloadPath(Number(r.id)) } : null,
    submitted_at: iso(r.submitted_at),
    state: r.state,
    feedback: r.feedback,
    reviewer: r.reviewer_id === null ? null : { id: Number(r.reviewer_id), name: r.reviewer_name ?? '' },
    reviewed_at: r.reviewed_at === null ? null : iso(r.reviewed_at),
  };
}

export async function submissionView(db: Db, row: SubmissionRow, canReview: boolean): Promise<TaskSubmission> {
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`SELECT s.id, s.answer, s.attachment_name, s.attachment_size, (s.attachment_path IS NOT NULL) AS has_file, s.submitted_at, s.state,
        s.reviewer_id, r.name AS reviewer_name, s.feedback, s.reviewed_at
      FROM task_submissions s LEFT JOIN users r ON r.id = s.reviewer_id
      WHERE s.enrolment_id = ${row.enrolment_id} AND s.lesson_id = ${row.lesson_id} ORDER BY s.id DESC`),
  );
  const history = rows.map((r, i) => revisionOf(r, rows.length - i));
  const self = history.find((h) => h.id === Number(row.id))!;
  return {
    ...self,
    course: { id: Number(row.course_id), title: row.course_title },
    lesson: { id: Number(row.lesson_id), title: row.lesson_title, prompt: row.task_prompt ?? '' },
    member: { id: Number(row.member_id), name: row.member_name },
    can_review: canReview && row.state === 'waiting',
    history,
  };
}

export async function getTaskSubmission({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<TaskSubmission> {
  const row = await loadSubmission(db, id);
  const authority = await authorityOver(db, actor, row);
  return submissionView(db, row, authority !== 'member');
}
