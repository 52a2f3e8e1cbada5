// Review cards (docs/rules/review.md): one per quiz question a member answered, made once the quiz's
// per-question review is open to them (passed, or every attempt used), so review never shows the
// answers of a quiz still being attempted. Missed questions come first; cards come back on days of
// the member's time zone, scheduled by FSRS. Review never touches the quiz, its result or a certificate.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { QUIZ_MAX_ATTEMPTS } from '../../../lib/schemas/learning.ts';
import type { GradeResult, ReviewAnswer, ReviewCard, ReviewDue, ReviewSession } from '../../../lib/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { courses, lessons, quizQuestions, reviewCards, reviewLogs } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { announceRewards, dayIn, memberDay, rewardReviewSession } from '../../rewards/service/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { newSchedule, nextSchedule } from './schedule.ts';

type Ctx = { db: Db; actor: Actor; now?: Date };

/** At most this many due cards are sent at once; the rest follow once these are graded. */
export const REVIEW_BATCH = 50;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Makes the cards of one quiz lesson for a member, from every attempt stored on that enrolment:
 * inserting the missing ones (first due the day after `answeredAt`) and marking as missed any
 * question answered wrong. Nothing else of an existing card changes, so it is safe to call again.
 * Runs inside the caller's transaction (the quiz save).
 */
export async function cardsFromQuiz(tx: Db, input: { userId: number; enrolmentId: number; lessonId: number; answeredAt: Date }): Promise<void> {
  const questions = await tx.select().from(quizQuestions).where(eq(quizQuestions.lessonId, input.lessonId));
  if (!questions.length) return;
  const attempts = rowsOf<{ answers: Record<string, string[]> }>(
    await tx.execute(sql`SELECT answers FROM quiz_attempts WHERE enrolment_id = ${input.enrolmentId} AND lesson_id = ${input.lessonId}`),
  );
  const schedule = newSchedule(input.answeredAt);
  const { day } = await memberDay(tx, input.userId, schedule.due);
  for (const q of questions) {
    const answered = attempts.filter((a) => Array.isArray(a.answers?.[String(q.id)]));
    if (!answered.length) continue;
    const missed = answered.some((a) => !sameSet(a.answers[String(q.id)]!, q.correctOptionIds));
    await tx
      .insert(reviewCards)
      .values({ userId: input.userId, questionId: q.id, lessonId: q.lessonId, missed, dueOn: day, ...schedule })
      .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.questionId], set: { missed: true }, setWhere: sql`excluded.missed AND NOT ${reviewCards.missed}` });
  }
}

/** True when lesson_work.data of a quiz opens its per-question review (docs/rules/quizzes.md). */
export function quizReviewOpen(data: unknown): boolean {
  const w = (data ?? {}) as { passed?: unknown; attempts?: unknown };
  return w.passed === true || (typeof w.attempts === 'number' && w.attempts >= QUIZ_MAX_ATTEMPTS);
}

/**
 * Quizzes answered before review existed (or seeded) get their cards on the member's first look:
 * one query finds quiz lessons whose review is open and that still have a question without a card.
 */
export async function ensureCards(db: Db, userId: number): Promise<void> {
  const pending = rowsOf<{ enrolment_id: number; lesson_id: number; answered_at: Date | string }>(
    await db.execute(sql`SELECT w.enrolment_id, w.lesson_id,
        (SELECT min(a.created_at) FROM quiz_attempts a WHERE a.enrolment_id = w.enrolment_id AND a.lesson_id = w.lesson_id) AS answered_at
      FROM lesson_work w JOIN enrolments e ON e.id = w.enrolment_id
      WHERE e.user_id = ${userId}
        AND ((w.data->>'passed') = 'true' OR coalesce((w.data->>'attempts')::int, 0) >= ${QUIZ_MAX_ATTEMPTS})
        AND EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.enrolment_id = w.enrolment_id AND a.lesson_id = w.lesson_id)
        AND EXISTS (SELECT 1 FROM quiz_questions q WHERE q.lesson_id = w.lesson_id
          AND NOT EXISTS (SELECT 1 FROM review_cards c WHERE c.user_id = ${userId} AND c.question_id = q.id))`),
  );
  // Each write is an upsert that changes nothing when repeated, so no transaction is needed (and the
  // demo seed calls this inside its own).
  for (const p of pending) {
    await cardsFromQuiz(db, { userId, enrolmentId: Number(p.enrolment_id), lessonId: Number(p.lesson_id), answeredAt: new Date(p.answered_at) });
  }
}

async function sessionOf(db: Db, userId: number, today: string): Promise<ReviewSession> {
  const [counts] = rowsOf<{ due: number; total: number; reviewed: number; points: number }>(
    await db.execute(sql`SELECT
        (SELECT count(*)::int FROM review_cards WHERE user_id = ${userId} AND due_on <= ${today}) AS due,
        (SELECT count(*)::int FROM review_cards WHERE user_id = ${userId}) AS total,
        (SELECT count(DISTINCT card_id)::int FROM review_logs WHERE user_id = ${userId} AND reviewed_on = ${today}) AS reviewed,
        (SELECT coalesce(sum(points), 0)::int FROM points_ledger WHERE user_id = ${userId} AND reason = 'review_session' AND source_key = ${`review:${today}`}) AS points`),
  );
  const due = Number(counts?.due ?? 0);
  const reviewed = Number(counts?.reviewed ?? 0);
  return { today, due_today: due, reviewed_today: reviewed, total_cards: Number(counts?.total ?? 0), complete: reviewed > 0 && due === 0, points_earned: Number(counts?.points ?? 0) };
}

/** The dashboard's figures: cards due today and how many exist (cards are made lazily here too). */
export async function reviewSummary({ db, actor, now = new Date() }: Ctx): Promise<ReviewSession> {
  await ensureCards(db, actor.id);
  const { day } = await memberDay(db, actor.id, now);
  return sessionOf(db, actor.id, day);
}

/** GET /v1/auth/review: today's session and the cards due, missed ones first, without their answers. */
export async function dueCards({ db, actor, now = new Date() }: Ctx): Promise<ReviewDue> {
  await ensureCards(db, actor.id);
  const { day } = await memberDay(db, actor.id, now);
  const rows = await db
    .select({ card: reviewCards, question: quizQuestions, lessonTitle: lessons.title, courseTitle: courses.title })
    .from(reviewCards)
    .innerJoin(quizQuestions, eq(quizQuestions.id, reviewCards.questionId))
    .innerJoin(lessons, eq(lessons.id, reviewCards.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(reviewCards.userId, actor.id), lte(reviewCards.dueOn, day)))
    .orderBy(desc(reviewCards.missed), asc(reviewCards.dueOn), asc(quizQuestions.lessonId), asc(quizQuestions.position), asc(reviewCards.id))
    .limit(REVIEW_BATCH);
  const cards: ReviewCard[] = rows.map((r) => ({
    id: r.card.id,
    missed: r.card.missed,
    due_on: String(r.card.dueOn).slice(0, 10),
    reps: r.card.reps,
    lesson: { id: r.card.lessonId, title: r.lessonTitle, course_title: r.courseTitle },
    question: { prompt: r.question.prompt, kind: r.question.kind, options: r.question.options.map((o) => ({ id: o.id, label: o.label })) },
  }));
  return { ...(await sessionOf(db, actor.id, day)), cards };
}

async function ownCard(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ card: reviewCards, question: quizQuestions })
    .from(reviewCards)
    .innerJoin(quizQuestions, eq(quizQuestions.id, reviewCards.questionId))
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
    .limit(1);
  if (!row) throw notFound('review card');
  return row;
}

/** GET /v1/auth/review/{id}/answer: the right options and the explanation, for the "reveal" step. */
export async function cardAnswer({ db, actor, id }: Ctx & { id: number }): Promise<ReviewAnswer> {
  const { card, question } = await ownCard(db, actor.id, id);
  return { card_id: card.id, correct_option_ids: question.correctOptionIds, explanation: question.explanation };
}

/**
 * POST /v1/auth/review/{id}/grade: schedules the card's next day with FSRS and logs the grade. The
 * grade that leaves nothing due today completes the day's session, which pays `review_session` once
 * per local day (docs/rules/rewards.md).
 */
export async function gradeCard({ db, actor, now = new Date(), id, grade }: Ctx & { id: number; grade: 1 | 2 | 3 | 4 }): Promise<GradeResult> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    // The card row is locked, so two grades of one card (a double key press) count once.
    const locked = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM review_cards WHERE id = ${id} AND user_id = ${actor.id} FOR UPDATE`));
    if (!locked.length) throw notFound('review card');
    const { card, question } = await ownCard(tx, actor.id, id);
    const { timeZone, day } = await memberDay(tx, actor.id, now);
    const dueOn = String(card.dueOn).slice(0, 10);
    if (dueOn > day) throw new AppError('conflict', m.errors_card_not_due({ date: dueOn }));
    const next = nextSchedule(card, grade, now);
    const nextDueOn = dayIn(timeZone, next.due) > day ? dayIn(timeZone, next.due) : addDay(day);
    await tx.update(reviewCards).set({ ...next, dueOn: nextDueOn }).where(eq(reviewCards.id, card.id));
    await tx.insert(reviewLogs).values({ cardId: card.id, userId: actor.id, grade, reviewedOn: day, reviewedAt: now, nextDueOn });
    let session = await sessionOf(tx, actor.id, day);
    if (session.complete && session.points_earned === 0) {
      const paid = await rewardReviewSession(tx, { userId: actor.id, day, at: now });
      if (paid) {
        await announceRewards(tx, actor.id, { points: [paid], badges: [] });
        session = { ...session, points_earned: paid.points };
      }
    }
    const interval = Math.round((Date.parse(`${nextDueOn}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
    return { card_id: card.id, grade, next_due_on: nextDueOn, interval_days: interval, correct_option_ids: question.correctOptionIds, explanation: question.explanation, session };
  });
}

function addDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** How many cards a member has due on a day (for other domains' cheap summaries). */
export async function countDue(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviewCards).where(and(eq(reviewCards.userId, userId), lte(reviewCards.dueOn, day)));
  return Number(row?.n ?? 0);
}
