// A task's revision history (docs/rules/task-review.md): every submit of a task lesson is kept as a
// submission waiting for review, in the save's transaction. A newer submit supersedes one that is
// still waiting (the reviewer answers the latest); reviewed ones keep their state and feedback.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskSubmissions, users } from '../../db/schema/index.ts';

export async function recordSubmission(
  tx: Db,
  s: { enrolmentId: number; lessonId: number; answer: string; file: { path: string; name: string } | null; size: number | null },
): Promise<void> {
  await tx
    .update(taskSubmissions)
    .set({ state: 'superseded' })
    .where(and(eq(taskSubmissions.enrolmentId, s.enrolmentId), eq(taskSubmissions.lessonId, s.lessonId), eq(taskSubmissions.state, 'waiting')));
  await tx.insert(taskSubmissions).values({
    enrolmentId: s.enrolmentId,
    lessonId: s.lessonId,
    answer: s.answer,
    attachmentPath: s.file?.path ?? null,
    attachmentName: s.file?.name ?? null,
    attachmentSize: s.file ? s.size : null,
  });
}

/** Whether a stored task file belongs to a submission (then it is never removed). */
export async function fileInHistory(db: Db, path: string): Promise<boolean> {
  const rows = await db.select({ id: taskSubmissions.id }).from(taskSubmissions).where(eq(taskSubmissions.attachmentPath, path)).limit(1);
  return rows.length > 0;
}

export type TaskReviewView = { state: 'waiting' | 'accepted' | 'revise'; feedback: string | null; reviewer_name: string | null; submitted_at: string; reviewed_at: string | null; revisions: number };

/** The player's view of a task's latest submission and its review; null before the first submit. */
export async function latestReview(db: Db, enrolmentId: number, lessonId: number): Promise<TaskReviewView | null> {
  const rows = await db
    .select({ state: taskSubmissions.state, feedback: taskSubmissions.feedback, reviewer: users.name, submittedAt: taskSubmissions.submittedAt, reviewedAt: taskSubmissions.reviewedAt, revisions: sql<number>`count(*) over ()` })
    .from(taskSubmissions)
    .leftJoin(users, eq(users.id, taskSubmissions.reviewerId))
    .where(and(eq(taskSubmissions.enrolmentId, enrolmentId), eq(taskSubmissions.lessonId, lessonId)))
    .orderBy(desc(taskSubmissions.submittedAt), desc(taskSubmissions.id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  // The latest is never superseded (only an older waiting one is); the type says so for the player.
  const state = row.state === 'superseded' ? 'waiting' : row.state;
  return { state, feedback: row.feedback, reviewer_name: row.reviewer, submitted_at: row.submittedAt.toISOString(), reviewed_at: row.reviewedAt?.toISOString() ?? null, revisions: Number(row.revisions) };
}
