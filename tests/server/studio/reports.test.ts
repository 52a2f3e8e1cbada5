// The course funnel and the quiz's item analysis (docs/rules/studio.md, "Reports"; docs/rules/quizzes.md,
// "Item analysis"; issue 32 parts 1, 2), on hand-built enrolments with known times: counts, percentages,
// median hours between steps, the drop-off lesson, the enrolment-month cohorts and the filters;
// difficulty, discrimination and flags. Authors see their own course only; 401, 403, 404, 422.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments, lessonProgress, quizAttempts } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let author: Awaited<ReturnType<TestContext['member']>>;
let otherAuthor: Awaited<ReturnType<TestContext['member']>>;
let c: LearningCourse;

const T0 = Date.parse('2026-09-10T08:00:00Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000);

/** How far each of the September enrolments got: the number of lessons finished in order (-1: never opened one). */
const SEPTEMBER = [5, 5, 4, 3, 2, 2, 2, 1, -1, -1];
/** Hours after enrolment at which each lesson (in course order) is finished. */
const FINISHED_AT = [2, 5, 29, 30, 40];

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ role: 'admin' });
  author = await t.member({ role: 'author' });
  otherAuthor = await t.member({ role: 'author' });
  c = await makeLearningCourse(t.db, { title: 'Funnel Course' });
  await t.db.update(courses).set({ ownerId: author.id }).where(eq(courses.id, c.course.id));
  const order = [c.lessons.detail, c.lessons.checklist, c.lessons.quiz, c.lessons.survey, c.lessons.task];
  const enrolOne = async (createdAt: Date, reached: number) => {
    const m = await t.member();
    const done = reached === order.length;
    const [e] = await t.db
      .insert(enrolments)
      .values({ userId: m.id, courseId: c.course.id, createdAt, lastReadAt: reached >= 0 ? new Date(createdAt.getTime() + 3_600_000) : null, completedAt: done ? new Date(createdAt.getTime() + 41 * 3_600_000) : null, status: done ? 'completed' : 'active' })
      .returning();
    for (let i = 0; i < reached; i += 1) await t.db.insert(lessonProgress).values({ enrolmentId: e!.id, lessonId: order[i]!.id, completedAt: new Date(createdAt.getTime() + FINISHED_AT[i]! * 3_600_000) });
    return e!.id;
  };
  const ids: number[] = [];
  for (const reached of SEPTEMBER) ids.push(await enrolOne(at(0), reached));
  for (let i = 0; i < 2; i += 1) await enrolOne(new Date('2026-10-05T12:00:00Z'), -1);

  // Item analysis: three passing attempts (q1, q2 right; q3 wrong), three failing (q1 right; q2, q3 the other way).
  const [q1, q2, q3] = c.questions.map((q) => String(q.id));
  for (const [i, enrolmentId] of ids.slice(0, 6).entries()) {
    const passed = i < 3;
    const answers = passed ? { [q1!]: ['b'], [q2!]: ['a', 'c'], [q3!]: ['true'] } : { [q1!]: ['b'], [q2!]: ['b'], [q3!]: ['false'] };
    await t.db.insert(quizAttempts).values({ enrolmentId, lessonId: c.lessons.quiz.id, answers, scorePercent: passed ? 67 : 67, passed });
  }
});
afterAll(() => t.close());

const funnel = (query = '', token = admin.token, id = c.course.id) => t.api('GET', `/v1/admin/courses/${id}/funnel${query ? `?${query}` : ''}`, { token });

describe('course funnel', () => {
  it('counts each step with its percentages and median hours, and names the lesson where most stop', async () => {
    const res = await funnel();
    expect(res.status, await res.clone().text()).toBe(200);
    const data = (await body(res)).data;
    expect(data.steps.map((s: { label: string; members: number }) => [s.label, s.members])).toEqual([
      ['Enrolled', 12],
      ['Started', 8],
      ['Arriving', 8],
      ['Set up your space', 7],
      ['Check in', 4],
      ['How was it?', 3],
      ['Your plan', 2],
      ['Completed the course', 2],
    ]);
    expect(data.steps.map((s: { percent_of_enrolled: number }) => s.percent_of_enrolled)).toEqual([100, 67, 67, 58, 33, 25, 17, 17]);
    expect(data.steps.map((s: { percent_of_previous: number | null }) => s.percent_of_previous)).toEqual([null, 67, 100, 88, 57, 75, 67, 100]);
    expect(data.steps.map((s: { median_hours_from_previous: number | null }) => s.median_hours_from_previous)).toEqual([null, 1, 2, 3, 24, 1, 10, 1]);
    expect(data.drop_off).toEqual({ lesson_id: c.lessons.quiz.id, title: 'Check in', stopped: 3, percent_of_previous: 43 });
    expect(data.cohorts).toEqual([
      { month: '2026-10', enrolled: 2, started: 0, completed: 0 },
      { month: '2026-09', enrolled: 10, started: 8, completed: 2 },
    ]);
  });

  it('filters by enrolment days and by month of enrolment', async () => {
    const october = (await body(await funnel('cohort=2026-10'))).data;
    expect(october.steps.map((s: { members: number }) => s.members)).toEqual([2, 0, 0, 0, 0, 0, 0, 0]);
    expect(october.drop_off).toBeNull();
    const september = (await body(await funnel('from=2026-09-01&to=2026-09-30'))).data;
    expect(september.steps[0].members).toBe(10);
    expect(september.filters).toEqual({ from: '2026-09-01', to: '2026-09-30', cohort: null });
    expect(september.cohorts).toEqual([{ month: '2026-09', enrolled: 10, started: 8, completed: 2 }]);
    expect((await body(await funnel('to=2000-01-01'))).data.steps[0].members).toBe(0);
  });

  it('is the course author’s and the admins’: 401, 403, 404 and 422 otherwise', async () => {
    expect((await funnel('', author.token)).status).toBe(200);
    expect((await funnel('', otherAuthor.token)).status).toBe(404);
    expect((await funnel('', (await t.member()).token)).status).toBe(403);
    expect((await t.api('GET', `/v1/admin/courses/${c.course.id}/funnel`)).status).toBe(401);
    expect((await funnel('', admin.token, 999_999)).status).toBe(404);
    for (const [query, field] of [['cohort=2026-13', 'cohort'], ['from=2026-02-30', 'from'], ['from=2026-03-02&to=2026-03-01', 'to']] as const) {
      const res = await funnel(query);
      expect(res.status).toBe(422);
      expect(Object.keys((await body(res)).errors)).toEqual([field]);
    }
  });
});

describe('quiz item analysis', () => {
  it('gives each question its difficulty and discrimination, and flags the too easy and the reversed', async () => {
    const res = await t.api('GET', `/v1/admin/lessons/${c.lessons.quiz.id}/quiz-statistics`, { token: author.token });
    expect(res.status).toBe(200);
    const questions = (await body(res)).data.questions as Array<{ prompt: string; correct_percent: number; discrimination: number | null; flag: string | null }>;
    expect(questions.map((q) => [q.prompt, q.correct_percent, q.discrimination, q.flag])).toEqual([
      ['How long is the out-breath?', 100, 0, 'too_easy'],
      ['Which help you rest?', 50, 1, null],
      ['Practice needs to be long.', 50, -1, 'reversed'],
    ]);
  });
});
