// Lesson completion and course progress. Runs inside the save's transaction, after the enrolment row
// has been locked, so two lessons finished at the same moment still count each other and the course
// completes exactly once (the answer that completed it is the only one that says so).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type ProgressChange = { lessonCompletedNow: boolean; progressPercent: number; courseCompleted: boolean };

/**
 * Percentage shown to the member (docs/rules/learning-progress.md): rounded to the nearest whole
 * number, at least 1 once a lesson is done, and 100 only when every lesson is complete.
 */
export function progressPercent(done: number, total: number): number {
  if (total <= 0 || done <= 0) return 0;
  if (done >= total) return 100;
  return Math.max(1, Math.min(99, Math.round((done * 100) / total)));
}

export async function completeLesson(tx: Db, enrolment: { id: number; courseId: number; status: string; progressPercent: number }, lessonId: number): Promise<ProgressChange> {
  const inserted = (await tx.execute(sql`INSERT INTO lesson_progress (enrolment_id, lesson_id) VALUES (${enrolment.id}, ${lessonId})
      ON CONFLICT DO NOTHING RETURNING lesson_id`)) as unknown as { rows: unknown[] };
  if (!inserted.rows.length) return { lessonCompletedNow: false, progressPercent: enrolment.progressPercent, courseCompleted: false };

  const counts = (await tx.execute(sql`SELECT
      (SELECT count(*)::int FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id AND l.course_id = ${enrolment.courseId} AND l.archived_at IS NULL WHERE p.enrolment_id = ${enrolment.id}) AS done,
      (SELECT count(*)::int FROM lessons WHERE course_id = ${enrolment.courseId} AND archived_at IS NULL) AS total`)) as unknown as { rows: Array<{ done: number; total: number }> };
  const { done, total } = counts.rows[0]!;
  const percent = progressPercent(Number(done), Number(total));
  const completesNow = percent === 100 && enrolment.status !== 'completed';
  await tx.execute(sql`UPDATE enrolments SET progress_percent = ${percent}, updated_at = now()
      ${completesNow ? sql`, status = 'completed', completed_at = now()` : sql``}
      WHERE id = ${enrolment.id}`);
  return { lessonCompletedNow: true, progressPercent: percent, courseCompleted: completesNow };
}
