// Per-question answer statistics of a quiz (docs/rules/quizzes.md, "Answer statistics"), read from the
// answers every graded attempt keeps (quiz_attempts.answers, keyed by question id), so attempts made
// before question pools count as well. A question is counted as asked by the attempts whose answers
// name it; correct means exactly the options of the current answer key.
import { asc, eq, sql } from 'drizzle-orm';
import { ITEM_FLAG_MIN_ASKED, type QuizItemFlag, type QuizStatistics } from '../../../lib/schemas/quiz-statistics.ts';
import type { Db } from '../../db/client.ts';
import { quizQuestions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { lessonFor } from './course-access.ts';

type Rows<T> = { rows: T[] };

/**
 * The discrimination index (docs/rules/quizzes.md, "Item analysis"): the share of passing attempts
 * that answered right less the share of failing attempts that did, from -1 to 1, two decimals; null
 * until both groups have asked it.
 */
export function discriminationOf(askedPassed: number, correctPassed: number, askedFailed: number, correctFailed: number): number | null {
  if (askedPassed === 0 || askedFailed === 0) return null;
  return Math.round((correctPassed / askedPassed - correctFailed / askedFailed) * 100) / 100;
}

/** A question worth a look, once it was asked ITEM_FLAG_MIN_ASKED times (docs/rules/quizzes.md, "Item analysis"). */
export function flagOf(asked: number, correct: number, discrimination: number | null): QuizItemFlag | null {
  if (asked < ITEM_FLAG_MIN_ASKED) return null;
  if (correct === asked) return 'too_easy';
  if (correct === 0) return 'too_hard';
  if (discrimination !== null && discrimination < 0) return 'reversed';
  return null;
}

export async function quizStatistics({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<QuizStatistics> {
  const { lesson } = await lessonFor(db, actor, id, { lock: false });
  if (lesson.kind !== 'quiz') throw new AppError('not_found', 'This lesson is not a quiz.');
  const [questions, totals, perQuestion, wrongChoices] = await Promise.all([
    db.select().from(quizQuestions).where(eq(quizQuestions.lessonId, id)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    db.execute(sql`SELECT count(*)::int AS attempts, count(DISTINCT enrolment_id)::int AS members FROM quiz_attempts WHERE lesson_id = ${id}`),
    // One row per question: the attempts that answered it, and those whose choice is the answer key as a set.
    // Split by the attempt's result too: the discrimination compares the two groups.
    db.execute(sql`SELECT a.key AS question_id, count(*)::int AS asked,
        count(*) FILTER (WHERE a.value @> q.correct_option_ids AND q.correct_option_ids @> a.value)::int AS correct,
        count(*) FILTER (WHERE qa.passed)::int AS asked_passed,
        count(*) FILTER (WHERE qa.passed AND a.value @> q.correct_option_ids AND q.correct_option_ids @> a.value)::int AS correct_passed,
        count(*) FILTER (WHERE NOT qa.passed AND a.value @> q.correct_option_ids AND q.correct_option_ids @> a.value)::int AS correct_failed
      FROM quiz_attempts qa CROSS JOIN LATERAL jsonb_each(qa.answers) a
      JOIN quiz_questions q ON q.lesson_id = qa.lesson_id AND q.id::text = a.key
      WHERE qa.lesson_id = ${id}
      GROUP BY a.key`),
    // One row per question and wrong option chosen, with how often.
    db.execute(sql`SELECT a.key AS question_id, o.option_id, count(*)::int AS times
      FROM quiz_attempts qa CROSS JOIN LATERAL jsonb_each(qa.answers) a
      CROSS JOIN LATERAL jsonb_array_elements_text(a.value) AS o(option_id)
      JOIN quiz_questions q ON q.lesson_id = qa.lesson_id AND q.id::text = a.key
      WHERE qa.lesson_id = ${id} AND NOT (q.correct_option_ids @> jsonb_build_array(o.option_id))
      GROUP BY a.key, o.option_id`),
  ]);
  const total = (totals as unknown as Rows<{ attempts: number; members: number }>).rows[0];
  const counts = new Map((perQuestion as unknown as Rows<{ question_id: string; asked: number; correct: number; asked_passed: number; correct_passed: number; correct_failed: number }>).rows.map((r) => [Number(r.question_id), r]));
  const wrong = new Map<number, Map<string, number>>();
  for (const r of (wrongChoices as unknown as Rows<{ question_id: string; option_id: string; times: number }>).rows) {
    const qid = Number(r.question_id);
    if (!wrong.has(qid)) wrong.set(qid, new Map());
    wrong.get(qid)!.set(r.option_id, Number(r.times));
  }
  return {
    lesson_id: lesson.id,
    attempts: Number(total?.attempts ?? 0),
    members: Number(total?.members ?? 0),
    quiz_draw_count: lesson.quizDrawCount,
    questions: questions.map((q) => {
      const row = counts.get(q.id);
      const asked = Number(row?.asked ?? 0);
      const correct = Number(row?.correct ?? 0);
      const discrimination = discriminationOf(Number(row?.asked_passed ?? 0), Number(row?.correct_passed ?? 0), asked - Number(row?.asked_passed ?? 0), Number(row?.correct_failed ?? 0));
      const chosen = wrong.get(q.id);
      // The question's option order breaks ties, so the answer does not depend on the database's.
      let top: { option_id: string; label: string; times_chosen: number } | null = null;
      for (const o of q.options) {
        const times = chosen?.get(o.id) ?? 0;
        if (times > 0 && (!top || times > top.times_chosen)) top = { option_id: o.id, label: o.label, times_chosen: times };
      }
      return {
        question_id: q.id,
        position: q.position,
        prompt: q.prompt,
        kind: q.kind,
        times_asked: asked,
        times_correct: correct,
        correct_percent: asked ? Math.round((correct * 100) / asked) : null,
        most_chosen_wrong: top,
        discrimination,
        flag: flagOf(asked, correct, discrimination),
      };
    }),
  };
}
