// A class of past learners for the studio's reports (docs/rules/studio.md, "Reports"): twenty members
// who enrolled in Stress First Aid over the last four months and went as far as each did, most of
// those who stopped stopping at its quiz, and the quiz attempts of those who took it. Every one of
// them answered the quiz's first question right, so on a fresh demo the course funnel names its
// drop-off lesson and the item analysis flags a question as too easy. Their accounts cannot sign in
// (no password works for them) and earn no points, so leaderboards and mentors stay as they were.
import { sql } from 'drizzle-orm';
import { unusablePasswordHash } from '../accounts/service/index.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shared/sql-rows.ts';

export const DEMO_CLASS_COURSE = 'stress-first-aid';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const NAMES = [
  'Amara Osei', 'Ben Carter', 'Chloé Martin', 'Dev Patel', 'Elena Rossi', 'Farah Khan', 'George Liu', 'Hana Sato', 'Ivan Petrov', 'Jade Brown',
  'Kofi Mensah', 'Lucía García', 'Marek Nowak', 'Nia Williams', 'Omar Haddad', 'Priya Nair', 'Quinn Murphy', 'Rosa Silva', 'Sam Jensen', 'Tara Byrne',
];

/** Lessons each learner finished, in course order (6 is the whole course); -1 never opened a lesson. */
const REACHED = [6, 6, 6, 6, 5, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 1, 0, -1];

type Lesson = { id: number; kind: string };
type Question = { id: number; correct: string[]; options: Array<{ id: string }> };

/** A wrong choice for a question: the first option not in the key. */
const wrongFor = (q: Question) => [q.options.find((o) => !q.correct.includes(o.id))!.id];

export async function seedDemoClass(tx: Db, now: number): Promise<number> {
  const [course] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM courses WHERE slug = ${DEMO_CLASS_COURSE}`));
  if (!course) throw new Error(`Demo class: no course ${DEMO_CLASS_COURSE}`);
  const lessons = rowsOf<Lesson>(await tx.execute(sql`SELECT id, kind FROM lessons WHERE course_id = ${course.id} AND archived_at IS NULL ORDER BY position`));
  const quiz = lessons.find((l) => l.kind === 'quiz')!;
  const questions = rowsOf<{ id: number; correct_option_ids: string[]; options: Array<{ id: string }> }>(
    await tx.execute(sql`SELECT id, correct_option_ids, options FROM quiz_questions WHERE lesson_id = ${quiz.id} ORDER BY position`),
  ).map((q) => ({ id: q.id, correct: q.correct_option_ids, options: q.options }));
  const quizIndex = lessons.indexOf(quiz);

  for (const [i, name] of NAMES.entries()) {
    const reached = REACHED[i]!;
    // Enrolled one to four months ago, a learner every six days; lessons a day or two apart.
    const enrolledAt = new Date(now - (120 - i * 6) * DAY_MS + 9 * HOUR_MS);
    const finishedAt = (n: number) => new Date(enrolledAt.getTime() + (n + 1) * (30 + (i % 3) * 12) * HOUR_MS);
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
    const [user] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO users (name, email, password_hash, email_verified_at, created_at, updated_at)
        VALUES (${name}, ${`${slug}@learners.wellspring.example`}, ${unusablePasswordHash()}, ${enrolledAt.toISOString()}, ${enrolledAt.toISOString()}, ${enrolledAt.toISOString()}) RETURNING id`),
    );
    const done = lessons.slice(0, Math.max(0, reached));
    const completes = done.length === lessons.length;
    const lastAt = done.length ? finishedAt(done.length - 1) : reached === 0 ? new Date(enrolledAt.getTime() + 2 * HOUR_MS) : null;
    const [enrolment] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO enrolments (user_id, course_id, status, progress_percent, last_lesson_id, last_read_at, completed_at, created_at, updated_at)
        VALUES (${user!.id}, ${course.id}, ${completes ? 'completed' : 'active'}, ${Math.round((done.length * 100) / lessons.length)}, ${reached >= 0 ? lessons[Math.min(done.length, lessons.length - 1)]!.id : null},
          ${lastAt?.toISOString() ?? null}, ${completes ? lastAt!.toISOString() : null}, ${enrolledAt.toISOString()}, ${(lastAt ?? enrolledAt).toISOString()})
        RETURNING id`),
    );
    for (const [n, lesson] of done.entries()) await tx.execute(sql`INSERT INTO lesson_progress (enrolment_id, lesson_id, completed_at) VALUES (${enrolment!.id}, ${lesson.id}, ${finishedAt(n).toISOString()})`);

    // Those who finished the quiz passed it; of those who stopped at it, most tried once and failed.
    const passed = reached > quizIndex;
    const tried = passed || (reached === quizIndex && i % 4 !== 3);
    if (!tried) continue;
    const answers = Object.fromEntries(questions.map((q, k) => [String(q.id), k === 0 || (passed && k !== 3) || (!passed && k === 3) ? q.correct : wrongFor(q)]));
    const right = questions.filter((q) => answers[String(q.id)]!.join() === q.correct.join()).length;
    await tx.execute(sql`INSERT INTO quiz_attempts (enrolment_id, lesson_id, answers, score_percent, passed, created_at)
      VALUES (${enrolment!.id}, ${quiz.id}, ${JSON.stringify(answers)}::jsonb, ${Math.round((right * 100) / questions.length)}, ${passed}, ${finishedAt(quizIndex).toISOString()})`);
  }
  return NAMES.length;
}
