// The demo member's learning history, so a newcomer signing in as her sees a living dashboard: two
// free courses completed and a third begun over the last twelve days (one rest day among them), in
// her own time zone. Her points, badges and streak are NOT written here: each finished lesson goes
// through the real rewards function (rewardLessonFinished), dated when it was finished, exactly as
// the lesson player's saves do (docs/rules/rewards.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newCertificateCode } from '../learning/service/index.ts';
import { rewardLessonFinished } from '../rewards/service/index.ts';
import { rowsOf } from '../shared/sql-rows.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Portland, like her billing address. */
export const DEMO_MEMBER_TIME_ZONE = 'America/Los_Angeles';

/**
 * Which courses, and on how many days ago their lessons were finished: a completed course spreads
 * all its lessons over its days in order; a begun one finishes one lesson per listed day. Courses the
 * end-to-end tests enrol the demo member in (meditation-for-beginners, mindful-mornings) are left
 * alone. Day 4 has no lesson: a rest day inside the streak.
 */
const PLAN: Array<{ slug: string; days: number[]; complete: boolean; quizScore: number }> = [
  { slug: 'desk-body-reset', days: [12, 11, 10, 9, 8, 7], complete: true, quizScore: 100 },
  { slug: 'stress-first-aid', days: [6, 5, 3, 2], complete: true, quizScore: 80 },
  { slug: 'habits-that-stick', days: [1, 0], complete: false, quizScore: 100 },
];

type Lesson = { id: number; kind: 'detail' | 'checklist' | 'quiz' | 'survey' | 'task'; pass_mark: number | null };

export async function seedDemoRewards(tx: Db, memberId: number, now = Date.now()): Promise<void> {
  await tx.execute(sql`UPDATE users SET time_zone = ${DEMO_MEMBER_TIME_ZONE} WHERE id = ${memberId}`);
  const events: Array<{ at: Date; run: () => Promise<void> }> = [];

  for (const plan of PLAN) {
    const [course] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM courses WHERE slug = ${plan.slug}`));
    if (!course) throw new Error(`Demo rewards: no course ${plan.slug}`);
    const lessons = rowsOf<Lesson>(await tx.execute(sql`SELECT id, kind, pass_mark FROM lessons WHERE course_id = ${course.id} ORDER BY position`));
    const done = plan.complete ? lessons : lessons.slice(0, plan.days.length);
    const daysAgo = done.map((_, i) => (plan.complete ? plan.days[Math.floor((i * plan.days.length) / done.length)]! : plan.days[i]!));
    // Mid-morning Portland time (17:00 UTC), a few hours apart on days with two lessons; never in the future.
    const finishedAt = daysAgo.map((d, i) => new Date(Math.min(now - 5 * 60_000, Math.floor((now - d * DAY_MS) / DAY_MS) * DAY_MS + 17 * HOUR_MS + (i % 2) * 3 * HOUR_MS)));
    const completes = done.length === lessons.length;
    const percent = completes ? 100 : Math.max(1, Math.round((done.length * 100) / lessons.length));
    const last = done[done.length - 1]!;
    const [enrolment] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO enrolments (user_id, course_id, status, progress_percent, last_lesson_id, last_read_at, completed_at, created_at, updated_at)
        VALUES (${memberId}, ${course.id}, ${completes ? 'completed' : 'active'}, ${percent}, ${last.id}, ${finishedAt.at(-1)!.toISOString()},
          ${completes ? finishedAt.at(-1)!.toISOString() : null}, ${new Date(finishedAt[0]!.getTime() - HOUR_MS).toISOString()}, ${finishedAt.at(-1)!.toISOString()})
        RETURNING id`),
    );

    // A completed course holds its certificate from the moment it was finished, as a real completion
    // issues it (docs/rules/learning.md, "Certificates"): nothing waits "ready to collect". Past
    // history, so no notification and no e-mail; the PDF is drawn on first download.
    if (completes) {
      await tx.execute(sql`INSERT INTO certificates (code, user_id, course_id, enrolment_id, holder_name, course_title, issued_at)
        SELECT ${newCertificateCode()}, u.id, c.id, ${enrolment!.id}, u.name, c.title, ${finishedAt.at(-1)!.toISOString()}
        FROM users u, courses c WHERE u.id = ${memberId} AND c.id = ${course.id}`);
    }

    for (const [i, lesson] of done.entries()) {
      const at = finishedAt[i]!;
      const quiz = lesson.kind === 'quiz' ? await writeQuizWork(tx, enrolment!.id, lesson, plan.quizScore, at) : null;
      await writeWork(tx, enrolment!.id, lesson, at);
      await tx.execute(sql`INSERT INTO lesson_progress (enrolment_id, lesson_id, completed_at) VALUES (${enrolment!.id}, ${lesson.id}, ${at.toISOString()})`);
      const courseCompleted = completes && i === done.length - 1;
      events.push({
        at,
        run: async () => {
          await rewardLessonFinished(tx, { userId: memberId, lessonId: lesson.id, courseId: course.id, finishedAt: at, quiz, courseCompleted });
        },
      });
    }
  }
  // In the order they happened, so each badge is earned on the day it would have been.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of events) await e.run();
}

async function writeQuizWork(tx: Db, enrolmentId: number, lesson: Lesson, score: number, at: Date) {
  const questions = rowsOf<{ id: number; options: Array<{ id: string }> | string; correct_option_ids: string[] | string }>(
    await tx.execute(sql`SELECT id, options, correct_option_ids FROM quiz_questions WHERE lesson_id = ${lesson.id} ORDER BY position`),
  );
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  // Every answer right for 100 %; otherwise the last question missed.
  const answers: Record<string, string[]> = {};
  questions.forEach((q, i) => {
    const correct = parse(q.correct_option_ids);
    const wrong = parse(q.options).find((o) => !correct.includes(o.id))?.id;
    answers[String(q.id)] = score < 100 && i === questions.length - 1 && wrong ? [wrong] : correct;
  });
  const right = questions.filter((q) => JSON.stringify(answers[String(q.id)]) === JSON.stringify(parse(q.correct_option_ids))).length;
  const scorePercent = Math.round((right * 100) / Math.max(1, questions.length));
  const passed = scorePercent >= (lesson.pass_mark ?? 70);
  const [attempt] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO quiz_attempts (enrolment_id, lesson_id, answers, score_percent, passed, created_at)
      VALUES (${enrolmentId}, ${lesson.id}, ${JSON.stringify(answers)}::jsonb, ${scorePercent}, ${passed}, ${at.toISOString()}) RETURNING id`),
  );
  const work = { attempts: 1, best_score_percent: scorePercent, passed, last_attempt_id: attempt!.id };
  await tx.execute(sql`INSERT INTO lesson_work (enrolment_id, lesson_id, kind, data, submitted, created_at, updated_at)
    VALUES (${enrolmentId}, ${lesson.id}, 'quiz', ${JSON.stringify(work)}::jsonb, true, ${at.toISOString()}, ${at.toISOString()})`);
  return { attempts: 1, passed, scorePercent };
}

async function writeWork(tx: Db, enrolmentId: number, lesson: Lesson, at: Date) {
  let data: Record<string, unknown>;
  if (lesson.kind === 'quiz') return;
  if (lesson.kind === 'detail') data = { finished: true };
  else if (lesson.kind === 'checklist') {
    const items = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM checklist_items WHERE lesson_id = ${lesson.id} ORDER BY id`));
    data = { checked_ids: items.map((i) => Number(i.id)) };
  } else if (lesson.kind === 'survey') {
    const questions = rowsOf<{ id: number; kind: string; options: Array<{ id: string }> | string }>(
      await tx.execute(sql`SELECT id, kind, options FROM survey_questions WHERE lesson_id = ${lesson.id} ORDER BY position`),
    );
    const answers: Record<string, string | number> = {};
    for (const q of questions) {
      const options = typeof q.options === 'string' ? (JSON.parse(q.options) as Array<{ id: string }>) : q.options;
      if (q.kind === 'rating') answers[String(q.id)] = 4;
      else if (q.kind === 'single' && options[0]) answers[String(q.id)] = options[0].id;
      else if (q.kind === 'text') answers[String(q.id)] = 'Shorter sessions fit my day better.';
    }
    data = { answers };
  } else data = { answer: 'Ten minutes after lunch, three days a week, with a reminder on my phone.' };
  await tx.execute(sql`INSERT INTO lesson_work (enrolment_id, lesson_id, kind, data, submitted, created_at, updated_at)
    VALUES (${enrolmentId}, ${lesson.id}, ${lesson.kind}, ${JSON.stringify(data)}::jsonb, true, ${at.toISOString()}, ${at.toISOString()})`);
}
