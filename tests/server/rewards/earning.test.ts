// Earning through the lesson player: what a finished lesson, a quiz passed at the first attempt and a
// completed course pay, the badges they award, and that a raced or replayed save pays once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let c: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db);
});
afterAll(() => t.close());

async function learner() {
  const m = await t.member();
  const enrolmentId = await enrol(t, m.token, c.course.id);
  return { ...m, enrolmentId };
}
const at = (lessonId: number, kind: string) => `/v1/courses/${c.course.id}/${lessonId}/${kind}`;
const ledger = (userId: number) =>
  t.db.execute(sql`SELECT reason, source_key, points FROM points_ledger WHERE user_id = ${userId} ORDER BY id`).then((r) => rowsOf<{ reason: string; source_key: string; points: number }>(r));
const totals = (userId: number) =>
  t.db.execute(sql`SELECT period, points FROM points_totals WHERE user_id = ${userId} ORDER BY period`).then((r) => rowsOf<{ period: string; points: number }>(r));
const badges = (userId: number) =>
  t.db.execute(sql`SELECT badge_key, code FROM badge_awards WHERE user_id = ${userId} ORDER BY badge_key`).then((r) => rowsOf<{ badge_key: string; code: string }>(r));

async function finishCourse(token: string) {
  const ok = async (res: Response) => expect(res.status, await res.clone().text()).toBe(200);
  await ok(await t.api('POST', at(c.lessons.detail.id, 'finish'), { token }));
  await ok(await t.api('POST', at(c.lessons.checklist.id, 'checklist'), { token, json: { checked_ids: c.itemIds } }));
  await ok(await t.api('POST', at(c.lessons.quiz.id, 'quiz'), { token, json: { answers: c.rightAnswers } }));
  const survey = Object.fromEntries(c.surveyQuestions.map((q) => [String(q.id), q.kind === 'rating' ? 4 : q.kind === 'single' ? 'am' : '']));
  await ok(await t.api('POST', at(c.lessons.survey.id, 'survey'), { token, json: { answers: survey, submit: true } }));
  await ok(await t.api('POST', at(c.lessons.task.id, 'task'), { token, json: { answer: 'My plan', submit: true } }));
}

describe('points for learning', () => {
  it('a first lesson pays 10, a streak day 2, and the First Step badge 20', async () => {
    const m = await learner();
    await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token });
    const rows = await ledger(m.id);
    expect(rows.map((r) => [r.reason, r.points])).toEqual([
      ['lesson_finished', 10],
      ['streak_day', 2],
      ['badge_earned', 20],
    ]);
    expect(rows[0]!.source_key).toBe(`lesson:${c.lessons.detail.id}`);
    expect(rows[1]!.source_key).toMatch(/^day:\d{4}-\d{2}-\d{2}$/);
    expect((await badges(m.id)).map((b) => b.badge_key)).toEqual(['first_lesson']);
    expect(await totals(m.id)).toEqual([
      { period: 'all', points: 32 },
      { period: 'month', points: 32 },
      { period: 'week', points: 32 },
    ]);
  });

  it('a whole course: quiz at the first attempt with 100 %, the course, and its badges; the API shows them', async () => {
    const m = await learner();
    await finishCourse(m.token);
    const rows = await ledger(m.id);
    const by = (reason: string) => rows.filter((r) => r.reason === reason);
    expect(by('lesson_finished')).toHaveLength(5);
    expect(by('streak_day')).toHaveLength(1);
    expect(by('quiz_first_attempt')).toEqual([{ reason: 'quiz_first_attempt', source_key: `quiz:${c.lessons.quiz.id}`, points: 5 }]);
    expect(by('course_completed')).toEqual([{ reason: 'course_completed', source_key: `course:${c.course.id}`, points: 50 }]);
    expect((await badges(m.id)).map((b) => b.badge_key)).toEqual(['first_course', 'first_lesson', 'quiz_ace']);
    const total = 5 * 10 + 2 + 5 + 50 + 3 * 20;
    expect((await totals(m.id)).find((r) => r.period === 'all')!.points).toBe(total);

    const res = await t.api('GET', '/v1/auth/points?per_page=3', { token: m.token });
    expect(res.status).toBe(200);
    const page = await body(res);
    expect(page.summary.totals).toEqual({ all_time: total, this_week: total, this_month: total });
    expect(page.summary.level).toMatchObject({ number: 2, name: 'Sprout' });
    expect(page.meta).toEqual({ page: 1, per_page: 3, total: rows.length, last_page: Math.ceil(rows.length / 3) });
    expect(page.data).toHaveLength(3);

    const all = (await body(await t.api('GET', '/v1/auth/points?per_page=50', { token: m.token }))).data as Array<{ reason: string; description: string; link: string | null }>;
    const course = all.find((r) => r.reason === 'course_completed')!;
    expect(course.description).toBe(`Completed the course “${c.course.title}”`);
    expect(course.link).toBe(`/course/${c.course.slug}`);
    const reading = all.find((r) => r.reason === 'lesson_finished' && r.description.includes('Arriving'))!;
    expect(reading.link).toBe(`/lesson/${m.enrolmentId}/${c.course.id}/${c.lessons.detail.id}`);
  });

  it('a quiz passed at the second attempt pays the lesson but no bonus and no Quiz Ace', async () => {
    const m = await learner();
    await t.api('POST', at(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.wrongAnswers } });
    await t.api('POST', at(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.rightAnswers } });
    const reasons = (await ledger(m.id)).map((r) => r.reason);
    expect(reasons).toContain('lesson_finished');
    expect(reasons).not.toContain('quiz_first_attempt');
    expect((await badges(m.id)).map((b) => b.badge_key)).not.toContain('quiz_ace');
  });
});

describe('once only', () => {
  it('two finishes of the same lesson raced: one ledger row, one total, one badge', async () => {
    const m = await learner();
    const results = await Promise.all([1, 2, 3].map(() => t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await ledger(m.id)).filter((r) => r.reason === 'lesson_finished')).toHaveLength(1);
    expect(await badges(m.id)).toHaveLength(1);
    expect((await totals(m.id)).find((r) => r.period === 'all')!.points).toBe(32);
  });

  it('the rewards function itself raced in two transactions pays once (the unique key, not the enrolment lock)', async () => {
    const { rewardLessonFinished } = await import('../../../src/server/rewards/service/index.ts');
    const m = await learner();
    const run = () => t.db.transaction((tx) => rewardLessonFinished(tx as never, { userId: m.id, lessonId: c.lessons.checklist.id, courseId: c.course.id, courseCompleted: false }));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.points.length + b.points.length).toBe(3);
    expect(a.badges.length + b.badges.length).toBe(1);
    expect(await ledger(m.id)).toHaveLength(3);
    expect((await totals(m.id)).map((r) => r.points)).toEqual([32, 32, 32]);
  });

  it('a replayed offline save pays nothing more', async () => {
    const m = await learner();
    const save = () => t.api('POST', at(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: c.itemIds, client_save_id: 'offline-1' } });
    await save();
    await save();
    expect(await ledger(m.id)).toHaveLength(3);
  });
});

describe('a lesson finished offline and synced later', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const earnedAt = async (userId: number) =>
    rowsOf<{ reason: string; earned_at: string }>(await t.db.execute(sql`SELECT reason, earned_at::text FROM points_ledger WHERE user_id = ${userId} ORDER BY id`));

  it('is paid once, dated when it was finished, on the learning day of the member’s time zone', async () => {
    const m = await learner();
    await t.api('PUT', '/v1/auth/timezone', { token: m.token, json: { time_zone: 'Pacific/Auckland' } });
    const finished = daysAgo(3);
    const json = { client_save_id: 'offline-dated-1', finished_at: finished.toISOString() };
    expect((await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token, json })).status).toBe(200);
    expect((await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token, json })).status).toBe(200);
    const rows = await earnedAt(m.id);
    expect(rows.filter((r) => r.reason === 'lesson_finished')).toHaveLength(1);
    for (const r of rows) expect(Math.abs(Date.parse(r.earned_at) - finished.getTime())).toBeLessThan(1000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(finished);
    const days = rowsOf<{ day: string }>(await t.db.execute(sql`SELECT day::text FROM learning_days WHERE user_id = ${m.id}`));
    expect(days).toEqual([{ day }]);
    expect((await ledger(m.id)).find((r) => r.reason === 'streak_day')!.source_key).toBe(`day:${day}`);
  });

  it('a time in the future or more than a week back counts as now; a malformed one is a 422', async () => {
    const m = await learner();
    const before = Date.now();
    await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token, json: { finished_at: new Date(Date.now() + 86_400_000 * 2).toISOString() } });
    await t.api('POST', at(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: c.itemIds, finished_at: daysAgo(30).toISOString() } });
    for (const r of await earnedAt(m.id)) {
      expect(Date.parse(r.earned_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(r.earned_at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const bad = await t.api('POST', at(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.rightAnswers, finished_at: 'yesterday' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.finished_at).toEqual(['Send the time as ISO 8601 with a time zone, e.g. 2026-11-23T09:30:00Z.']);
  });
});

describe('announcements', () => {
  it('each new badge and a new level become one achievements notification, in the list and never twice', async () => {
    const m = await learner();
    await finishCourse(m.token);
    // Saving a finished lesson again earns nothing new and announces nothing.
    expect((await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token })).status).toBe(200);
    const res = await t.api('GET', '/v1/auth/notifications?per_page=50', { token: m.token });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { data: Array<{ type: string; title: string; link: string | null }> };
    // The certificate issued on completion is announced too, by a job that may not have run yet
    // (docs/rules/learning.md); this test is about badges and levels.
    const achievements = list.data.filter((n) => !n.title.startsWith('Your certificate'));
    const titles = achievements.map((n) => n.title).sort();
    expect(titles).toEqual([
      'You earned the badge “Course Complete”',
      'You earned the badge “First Step”',
      'You earned the badge “Quiz Ace”',
      'You reached the level Sprout',
    ]);
    expect(new Set(achievements.map((n) => n.type))).toEqual(new Set(['achievements']));
    expect(achievements.find((n) => n.title.includes('Sprout'))!.link).toBe('/points');
  });

  it('follows the member’s settings: with achievements off in the app, nothing is listed', async () => {
    const m = await learner();
    const settings = (await (await t.api('GET', '/v1/auth/notification-settings', { token: m.token })).json()) as { data: Record<string, Record<string, unknown>> };
    const off = { ...settings.data, achievements: { ...settings.data.achievements, in_app: false } };
    expect((await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: off })).status).toBe(200);
    await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token });
    expect((await badges(m.id)).map((b) => b.badge_key)).toEqual(['first_lesson']);
    const list = (await (await t.api('GET', '/v1/auth/notifications', { token: m.token })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
  });
});
