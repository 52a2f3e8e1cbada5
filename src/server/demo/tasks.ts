// Task review in the demo (docs/rules/task-review.md): the demo member's submitted tasks become
// submissions, as the lesson player's submit makes them. Her latest one waits for review (in the
// studio's queue, and in the demo mentor's, since she is his mentee); the one before was reviewed by
// the administrator, who asked for a revision with feedback she reads above the task in the player.
// Past history: no notification, no e-mail (the seed stays silent), and no points (only an accepted
// task pays them).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shared/sql-rows.ts';

const DEMO_FEEDBACK =
  'A good start: the three stretches are clear. Please add when in your day you will do them, and one thing that will remind you, then send it again.';

export async function seedDemoTaskReviews(tx: Db, ids: { memberId: number; reviewerId: number }): Promise<void> {
  const work = rowsOf<{ enrolment_id: number; lesson_id: number; answer: string; updated_at: Date | string }>(
    await tx.execute(sql`SELECT w.enrolment_id, w.lesson_id, coalesce(w.data->>'answer', '') AS answer, w.updated_at
      FROM lesson_work w JOIN enrolments e ON e.id = w.enrolment_id
      WHERE e.user_id = ${ids.memberId} AND w.kind = 'task' AND w.submitted ORDER BY w.updated_at, w.lesson_id`),
  );
  if (work.length < 2) throw new Error('Demo task reviews: the demo member needs two submitted tasks');
  for (const [i, w] of work.entries()) {
    const submittedAt = new Date(w.updated_at);
    const reviewed = i === work.length - 2;
    await tx.execute(sql`INSERT INTO task_submissions (enrolment_id, lesson_id, answer, submitted_at, state, reviewer_id, feedback, reviewed_at)
      VALUES (${w.enrolment_id}, ${w.lesson_id}, ${w.answer}, ${submittedAt.toISOString()}, ${reviewed ? 'revise' : 'waiting'}, ${reviewed ? ids.reviewerId : null},
        ${reviewed ? DEMO_FEEDBACK : null}, ${reviewed ? new Date(submittedAt.getTime() + 3 * 3_600_000).toISOString() : null})`);
  }
}
