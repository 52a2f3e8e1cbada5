// Quiz grading on the server (docs/rules/quizzes.md). Questions go to the player without their
// answer keys, options shuffled per attempt; a submission is checked for completeness, graded by
// points (a question is right when exactly the correct options are chosen) and recorded as an
// attempt. The answer gives the score; the per-question review only once the member has passed or
// used every attempt, so a failed attempt cannot be mined for the right answers. The best attempt counts.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_PASS_MARK, QUIZ_MAX_ATTEMPTS, type QuizFeedback, type QuizQuestion, type QuizResult } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizQuestions } from '../../db/schema/index.ts';
import { AppError, fieldError, type FieldErrors } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

/** What lesson_work.data holds for a quiz lesson. */
export type QuizWork = { attempts: number; best_score_percent: number; passed: boolean; last_attempt_id: number };

export const passMarkOf = (lesson: { passMark: number | null }) => lesson.passMark ?? DEFAULT_PASS_MARK;

export async function quizQuestionsOf(db: Db, lessonId: number): Promise<QuestionRow[]> {
  return db.select().from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}

/** How many attempts the member has left. */
export const attemptsLeft = (work: Pick<QuizWork, 'attempts'> | null) => Math.max(0, QUIZ_MAX_ATTEMPTS - (work?.attempts ?? 0));

/** The per-question review opens once the member has passed or has no attempt left. */
export const reviewOpen = (work: QuizWork) => work.passed || attemptsLeft(work) === 0;

/** Refuses an attempt beyond the last one. */
export function assertAttemptLeft(work: QuizWork | null): void {
  if (attemptsLeft(work) === 0) throw fieldError('answers', m.errors_quiz_attempts_used({ max: QUIZ_MAX_ATTEMPTS }));
}

/**
 * The options of a choice question in the order of one attempt: sorted by a hash of the enrolment,
 * the attempt number, the question and the option, so an attempt shows the same order on every
 * reload and each attempt its own, with nothing stored. True/false keeps "True, False".
 */
function optionsInAttemptOrder(q: QuestionRow, enrolmentId: number, attempt: number): QuestionRow['options'] {
  if (q.kind === 'true_false') return q.options;
  const rank = (optionId: string) => createHash('sha256').update(`${enrolmentId}:${attempt}:${q.id}:${optionId}`).digest('hex');
  return q.options
    .map((option) => ({ option, rank: rank(option.id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map(({ option }) => option);
}

/**
 * The questions as a member sees them before answering attempt number `attempt` (1 for the first):
 * no answer keys, no explanations, options in that attempt's order. A visitor's preview has no
 * enrolment and uses 0.
 */
export function publicQuestions(rows: QuestionRow[], enrolmentId: number, attempt: number): QuizQuestion[] {
  return rows.map((q) => ({ id: q.id, position: q.position, prompt: q.prompt, kind: q.kind, options: optionsInAttemptOrder(q, enrolmentId, attempt), points: q.points }));
}

/** Checks that every question is answered with options it has (one for single and true/false). */
export function validateQuizAnswers(rows: QuestionRow[], answers: Record<string, string[]>): Record<string, string[]> {
  const errors: FieldErrors = {};
  const byId = new Map(rows.map((q) => [String(q.id), q]));
  for (const key of Object.keys(answers)) {
    // With a question pool, a question of the quiz that this attempt did not draw is refused too.
    if (!byId.has(key)) errors[`answers.${key}`] = [m.errors_question_not_in_attempt()];
  }
  const clean: Record<string, string[]> = {};
  const chooseAnAnswer = m.errors_choose_an_answer();
  for (const q of rows) {
    const chosen = [...new Set(answers[String(q.id)] ?? [])];
    const field = `answers.${q.id}`;
    if (!chosen.length) {
      errors[field] = [chooseAnAnswer];
    } else if (q.kind !== 'multiple' && chosen.length > 1) {
      errors[field] = [m.errors_choose_one_answer()];
    } else if (chosen.some((c) => !q.options.some((o) => o.id === c))) {
      errors[field] = [m.errors_choose_offered_answer()];
    }
    clean[String(q.id)] = chosen;
  }
  if (Object.keys(errors).length) {
    const unanswered = rows.filter((q) => errors[`answers.${q.id}`]?.[0] === chooseAnAnswer).length;
    const message = unanswered ? m.errors_answer_every_question({ count: unanswered }) : m.errors_some_answers_invalid();
    throw new AppError('validation', message, { errors });
  }
  return clean;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function gradeQuiz(rows: QuestionRow[], answers: Record<string, string[]>, passMark: number) {
  let earned = 0;
  let total = 0;
  for (const q of rows) {
    total += q.points;
    if (sameSet(answers[String(q.id)] ?? [], q.correctOptionIds)) earned += q.points;
  }
  const scorePercent = total > 0 ? Math.round((earned * 100) / total) : 100;
  return { scorePercent, passed: scorePercent >= passMark };
}

/** The per-question review of one attempt. Only for reviewOpen(work): it gives the answers away. */
function reviewOf(rows: QuestionRow[], answers: Record<string, string[]>): QuizFeedback[] {
  return rows.map((q) => {
    const selected = answers[String(q.id)] ?? [];
    return { question_id: q.id, prompt: q.prompt, options: q.options, correct: sameSet(selected, q.correctOptionIds), selected, correct_option_ids: q.correctOptionIds, explanation: q.explanation };
  });
}

/**
 * An attempt's result as the member sees it now (`work` is their quiz state after it). `pool` is the
 * quiz's questions (the review covers those the attempt asked, which are the keys of its answers);
 * `next` the questions of the attempt after it (docs/rules/quizzes.md, "Question pools").
 */
export function quizResult(pool: QuestionRow[], attempt: AttemptRow, work: QuizWork, passMark: number, next: QuestionRow[]): QuizResult {
  const left = attemptsLeft(work);
  const asked = pool.filter((q) => String(q.id) in attempt.answers);
  return {
    attempt_id: attempt.id,
    score_percent: attempt.scorePercent,
    passed: attempt.passed,
    pass_mark: passMark,
    best_score_percent: work.best_score_percent,
    attempts: work.attempts,
    max_attempts: QUIZ_MAX_ATTEMPTS,
    attempts_left: left,
    submitted_at: attempt.createdAt.toISOString(),
    questions: reviewOpen(work) ? reviewOf(asked, attempt.answers) : null,
    next_questions: left > 0 ? publicQuestions(next, attempt.enrolmentId, work.attempts + 1) : null,
  };
}

export async function attemptById(db: Db, id: number): Promise<AttemptRow | null> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id)).limit(1);
  return row ?? null;
}

export function asQuizWork(data: Record<string, unknown> | null | undefined): QuizWork | null {
  if (!data || typeof data.last_attempt_id !== 'number') return null;
  return {
    attempts: Number(data.attempts ?? 0),
    best_score_percent: Number(data.best_score_percent ?? 0),
    passed: Boolean(data.passed),
    last_attempt_id: data.last_attempt_id,
  };
}
