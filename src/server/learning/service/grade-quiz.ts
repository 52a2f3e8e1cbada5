// Quiz grading on the server. Questions go to the player without their answer keys; a submission is
// checked for completeness, graded by points (a question is right when exactly the correct options
// are chosen), recorded as an attempt, and answered with per-question feedback. The best attempt
// counts; the correct options are shown only once the learner has passed.
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_PASS_MARK, type QuizFeedback, type QuizQuestion, type QuizResult } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizQuestions } from '../../db/schema/index.ts';
import { AppError, type FieldErrors } from '../../errors.ts';

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;

/** What lesson_work.data holds for a quiz lesson. */
export type QuizWork = { attempts: number; best_score_percent: number; passed: boolean; last_attempt_id: number };

export const passMarkOf = (lesson: { passMark: number | null }) => lesson.passMark ?? DEFAULT_PASS_MARK;

export async function quizQuestionsOf(db: Db, lessonId: number): Promise<QuestionRow[]> {
  return db.select().from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
}

/** The questions as a learner sees them before answering: no answer keys, no explanations. */
export function publicQuestions(rows: QuestionRow[]): QuizQuestion[] {
  return rows.map((q) => ({ id: q.id, position: q.position, prompt: q.prompt, kind: q.kind, options: q.options, points: q.points }));
}

/** Checks that every question is answered with options it has (one for single and true/false). */
export function validateQuizAnswers(rows: QuestionRow[], answers: Record<string, string[]>): Record<string, string[]> {
  const errors: FieldErrors = {};
  const byId = new Map(rows.map((q) => [String(q.id), q]));
  for (const key of Object.keys(answers)) {
    if (!byId.has(key)) errors[`answers.${key}`] = ['This question is not part of the quiz.'];
  }
  const clean: Record<string, string[]> = {};
  for (const q of rows) {
    const chosen = [...new Set(answers[String(q.id)] ?? [])];
    const field = `answers.${q.id}`;
    if (!chosen.length) {
      errors[field] = ['Choose an answer.'];
    } else if (q.kind !== 'multiple' && chosen.length > 1) {
      errors[field] = ['Choose one answer.'];
    } else if (chosen.some((c) => !q.options.some((o) => o.id === c))) {
      errors[field] = ['Choose one of the offered answers.'];
    }
    clean[String(q.id)] = chosen;
  }
  if (Object.keys(errors).length) {
    const unanswered = rows.filter((q) => errors[`answers.${q.id}`]?.[0] === 'Choose an answer.').length;
    const message = unanswered ? `Answer every question before submitting (${unanswered} left).` : 'Some answers are not valid.';
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

export function feedbackFor(rows: QuestionRow[], answers: Record<string, string[]>, revealAnswers: boolean): QuizFeedback[] {
  return rows.map((q) => {
    const selected = answers[String(q.id)] ?? [];
    return {
      question_id: q.id,
      correct: sameSet(selected, q.correctOptionIds),
      selected,
      correct_option_ids: revealAnswers ? q.correctOptionIds : null,
      explanation: q.explanation,
    };
  });
}

export function quizResult(rows: QuestionRow[], attempt: AttemptRow, work: QuizWork, passMark: number): QuizResult {
  return {
    attempt_id: attempt.id,
    score_percent: attempt.scorePercent,
    passed: attempt.passed,
    pass_mark: passMark,
    best_score_percent: work.best_score_percent,
    attempts: work.attempts,
    submitted_at: attempt.createdAt.toISOString(),
    questions: feedbackFor(rows, attempt.answers, work.passed),
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
