// Question pools (docs/rules/quizzes.md, "Question pools"): a quiz with a draw count asks each
// attempt that many questions picked at random from its questions. The draw is made on the server
// when the attempt starts (the member opens the quiz, or the attempt before it is graded), stored in
// quiz_draws and read back on every reload, so an attempt keeps its questions and their order; the
// next attempt draws again. A quiz without a draw count asks every question, as before.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quizDraws } from '../../db/schema/index.ts';
import type { QuestionRow } from './grade-quiz.ts';

/** A number in [0, 1). The server uses the operating system's; tests pass a seeded one. */
export type RandomSource = () => number;

// randomInt's range must be below 2^48, so the largest it takes is 2^48 - 1 (exclusive upper end).
const SCALE = 2 ** 48 - 1;
export const systemRandom: RandomSource = () => randomInt(0, SCALE) / SCALE;

/** How many questions an attempt asks: null when it asks the whole pool. */
export function drawSizeOf(lesson: { quizDrawCount: number | null }, poolSize: number): number | null {
  const n = lesson.quizDrawCount;
  return n === null || n >= poolSize ? null : Math.max(1, n);
}

/** `n` questions of the pool in a random order (a partial Fisher–Yates shuffle). */
export function drawFrom(pool: QuestionRow[], n: number, random: RandomSource): QuestionRow[] {
  const rows = [...pool];
  const count = Math.min(n, rows.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (rows.length - i));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows.slice(0, count);
}

type DrawTarget = { lesson: { id: number; quizDrawCount: number | null }; enrolmentId: number; attempt: number; pool: QuestionRow[]; random?: RandomSource | undefined };

/**
 * The questions attempt number `attempt` asks, in its order: the stored draw, or a new one stored
 * now. Questions the author removed since the draw drop out of it; when none is left, the attempt
 * draws again.
 */
export async function questionsOfAttempt(db: Db, { lesson, enrolmentId, attempt, pool, random = systemRandom }: DrawTarget): Promise<QuestionRow[]> {
  const size = drawSizeOf(lesson, pool.length);
  if (size === null) return pool;
  const where = and(eq(quizDraws.enrolmentId, enrolmentId), eq(quizDraws.lessonId, lesson.id), eq(quizDraws.attempt, attempt));
  const [stored] = await db.select().from(quizDraws).where(where).limit(1);
  if (stored) {
    const kept = rowsOf(stored.questionIds, pool);
    if (kept.length) return kept;
  }
  const questionIds = drawFrom(pool, size, random).map((q) => q.id);
  if (stored) {
    await db.update(quizDraws).set({ questionIds }).where(where);
    return rowsOf(questionIds, pool);
  }
  // Two first opens at once: one insert wins and both read what it stored.
  await db.insert(quizDraws).values({ enrolmentId, lessonId: lesson.id, attempt, questionIds }).onConflictDoNothing();
  const [winner] = await db.select().from(quizDraws).where(where).limit(1);
  return rowsOf(winner!.questionIds, pool);
}

function rowsOf(ids: number[], pool: QuestionRow[]): QuestionRow[] {
  const byId = new Map(pool.map((q) => [q.id, q]));
  return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => q !== undefined);
}
