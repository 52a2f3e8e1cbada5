// Progress after the studio changes a course's lessons (docs/rules/learning-progress.md, "When a
// course changes"): each unfinished enrolment's percentage is counted again over the lessons the
// course has now. Finished enrolments stay finished. Saved work on a removed lesson is never
// deleted; it just stops counting.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { issueCertificate } from './issue-certificate.ts';
import { recordCourseCompleted } from './webhook-events.ts';
import { progressPercent } from './progress.ts';

export type ProgressRecount = { enrolmentId: number; userId: number; before: number; after: number; completedNow: boolean };

export async function recountCourseProgress(tx: Db, courseId: number): Promise<ProgressRecount[]> {
  const rows = rowsOf<{ id: number; user_id: number; progress_percent: number; done: number; total: number }>(
    await tx.execute(sql`SELECT e.id, e.user_id, e.progress_percent,
        (SELECT count(*)::int FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id AND l.course_id = e.course_id AND l.archived_at IS NULL
          WHERE p.enrolment_id = e.id) AS done,
        (SELECT count(*)::int FROM lessons WHERE course_id = e.course_id AND archived_at IS NULL) AS total
      FROM enrolments e WHERE e.course_id = ${courseId} AND e.status = 'active' FOR UPDATE OF e`),
  );
  const changes: ProgressRecount[] = [];
  for (const r of rows) {
    const after = progressPercent(Number(r.done), Number(r.total));
    if (after === Number(r.progress_percent)) continue;
    // Removing the last lesson a member had left finishes the course for them: the certificate opens.
    const completedNow = after === 100;
    await tx.execute(sql`UPDATE enrolments SET progress_percent = ${after}, updated_at = now()
        ${completedNow ? sql`, status = 'completed', completed_at = now()` : sql``} WHERE id = ${r.id}`);
    // The certificate comes with the completion here too (docs/rules/learning.md, "Certificates").
    if (completedNow) {
      await recordCourseCompleted(tx, { id: Number(r.id), userId: Number(r.user_id), courseId }, new Date());
      await issueCertificate(tx, { id: Number(r.id), userId: Number(r.user_id), courseId });
    }
    changes.push({ enrolmentId: Number(r.id), userId: Number(r.user_id), before: Number(r.progress_percent), after, completedNow });
  }
  return changes;
}
