// Revenue, active members and retention (docs/rules/studio.md, "Revenue", "Active members and
// retention"; issue 32 part 3). Revenue from real purchases through the sandbox with 20 % VAT and a
// refund with its credit note: by month, by course, totals, net of refunds with tax apart. Activity
// from hand-dated lesson saves, quiz answers and check-ins, counted by the rollup job: by day, ISO
// week and month, and the monthly cohorts. Admins only: 401, 403 for an author, 422 for bad ranges.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, lessonProgress, payments, practiceCheckIns, practices, quizAttempts, users } from '../../../src/server/db/schema/index.ts';
import { rollUpActivity } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, paidCourse, pay } from '../commerce/helpers.ts';
import { makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { BILLING_TAX_RATES: 'GB=20' } });
  admin = await t.member({ role: 'admin' });
});
afterAll(() => t.close());

const GB = { line1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' };
const get = (path: string, token = admin.token) => t.api('GET', path, { token });
const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('GET /v1/admin/reports/revenue', () => {
  it('sums what was paid this month by month and by course, less a half refund, with the tax apart', async () => {
    const course = await paidCourse(t, 3000);
    const bought: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const member = await t.member();
      const res = await t.api('POST', `/v1/courses/${course.id}/buy`, { token: member.token, json: { billing: GB } });
      const { data } = await json(res);
      await pay(t, data.url);
      const [p] = await t.db.select().from(payments).where(eq(payments.reference, data.reference));
      bought.push(p!.id);
    }
    // 20 % included in 30.00: 5.00 of tax each.
    expect((await t.api('POST', `/v1/admin/payments/${bought[0]}/refund`, { token: admin.token, json: { amount: 1500 } })).status).toBe(200);

    const res = await get(`/v1/admin/reports/revenue?from=${thisMonth()}&to=${thisMonth()}`);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const expected = { currency: 'USD', gross: 6000, refunds: 1500, net: 4500, tax: 750, net_of_tax: 3750, payments: 2, refund_count: 1 };
    expect(data.months).toEqual([{ month: thisMonth(), ...expected }]);
    expect(data.products).toEqual([{ kind: 'course', id: course.id, title: course.title, ...expected }]);
    expect(data.plans).toEqual([]);
    expect(data.totals).toEqual([expected]);
    // A range with nothing in it.
    const empty = (await json(await get('/v1/admin/reports/revenue?from=2020-01&to=2020-03'))).data;
    expect(empty).toMatchObject({ from: '2020-01', to: '2020-03', months: [], plans: [], products: [], totals: [] });
  });

  it('defaults to the last twelve months; 401, 403 for an author or member, 422 for a bad month or range', async () => {
    const { data } = await json(await get('/v1/admin/reports/revenue'));
    expect(data.to).toBe(thisMonth());
    expect(data.months.map((m: { month: string }) => m.month)).toContain(thisMonth());
    expect((await t.api('GET', '/v1/admin/reports/revenue')).status).toBe(401);
    expect((await get('/v1/admin/reports/revenue', (await t.member({ role: 'author' })).token)).status).toBe(403);
    expect((await get('/v1/admin/reports/revenue', (await t.member()).token)).status).toBe(403);
    const bad = await get('/v1/admin/reports/revenue?from=2026-13&to=2026-01');
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.from).toEqual(['Enter a month as YYYY-MM.']);
    const backwards = await json(await get('/v1/admin/reports/revenue?from=2026-05&to=2026-01'));
    expect(backwards.errors.to).toEqual(['The last month cannot be before the first.']);
  });
});

describe('active members and retention', () => {
  let c: LearningCourse;
  const day = (iso: string, hour = 10) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);

  beforeAll(async () => {
    c = await makeLearningCourse(t.db, { title: 'Activity Course' });
    // Three members who joined in January 2025 and one in February.
    const joined = async (iso: string) => {
      const m = await t.member();
      await t.db.update(users).set({ createdAt: day(iso) }).where(eq(users.id, m.id));
      const [e] = await t.db.insert(enrolments).values({ userId: m.id, courseId: c.course.id, createdAt: day(iso) }).returning();
      return { ...m, enrolmentId: e!.id };
    };
    const [a, b, cc, d] = [await joined('2025-01-05'), await joined('2025-01-20'), await joined('2025-01-28'), await joined('2025-02-03')];
    // a: a lesson on 6 Jan and again (another lesson) the same day, and a quiz on 3 Feb; b: one lesson on 21 Jan;
    // cc: nothing; d: lesson 4 Feb, quiz 10 Mar.
    await t.db.insert(lessonProgress).values([
      { enrolmentId: a.enrolmentId, lessonId: c.lessons.detail.id, completedAt: day('2025-01-06', 9) },
      { enrolmentId: a.enrolmentId, lessonId: c.lessons.checklist.id, completedAt: day('2025-01-06', 20) },
      { enrolmentId: b.enrolmentId, lessonId: c.lessons.detail.id, completedAt: day('2025-01-21') },
      { enrolmentId: d.enrolmentId, lessonId: c.lessons.detail.id, completedAt: day('2025-02-04') },
    ]);
    await t.db.insert(quizAttempts).values([
      { enrolmentId: a.enrolmentId, lessonId: c.lessons.quiz.id, answers: {}, scorePercent: 100, passed: true, createdAt: day('2025-02-03') },
      { enrolmentId: d.enrolmentId, lessonId: c.lessons.quiz.id, answers: {}, scorePercent: 100, passed: true, createdAt: day('2025-03-10') },
    ]);
    const [practice] = await t.db.insert(practices).values({ userId: cc.id, name: 'Breathing', targetDays: 7 }).returning();
    await t.db.insert(practiceCheckIns).values({ practiceId: practice!.id, userId: cc.id, day: '2025-03-11', checkedAt: day('2025-03-11') });
    await rollUpActivity(t.db, day('2025-04-01'));
  });

  it('counts members active by day, ISO week and month, each member once per period', async () => {
    const res = await get('/v1/admin/reports/activity?from=2025-01-05&to=2025-02-04');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.days).toHaveLength(31);
    const byDay = Object.fromEntries(data.days.map((d: { start: string; members: number }) => [d.start, d.members]));
    expect(byDay).toMatchObject({ '2025-01-05': 0, '2025-01-06': 1, '2025-01-21': 1, '2025-02-03': 1, '2025-02-04': 1 });
    expect(data.days.reduce((n: number, d: { members: number }) => n + d.members, 0)).toBe(4);
    // ISO weeks from Monday: 6 Jan (a), 20 Jan (b), 3 Feb (a and d).
    const byWeek = Object.fromEntries(data.weeks.map((w: { start: string; members: number }) => [w.start, w.members]));
    expect(byWeek).toMatchObject({ '2024-12-30': 0, '2025-01-06': 1, '2025-01-20': 1, '2025-02-03': 2 });
    expect(data.months).toEqual([
      { start: '2025-01', members: 2 },
      { start: '2025-02', members: 2 },
    ]);
    expect(data.counted_until).toBe(new Date(day('2025-04-01').getTime() - 120_000).toISOString());
  });

  it('lists monthly cohorts: who joined in a month and how many were active in each month after', async () => {
    const res = await get('/v1/admin/reports/retention?from=2025-01&to=2025-02');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const january = data.cohorts.find((c: { month: string }) => c.month === '2025-01');
    expect(january.joined).toBe(3);
    expect(january.months.slice(0, 3)).toEqual([
      { month: '2025-01', offset: 0, active: 2, percent: 67 },
      { month: '2025-02', offset: 1, active: 1, percent: 33 },
      { month: '2025-03', offset: 2, active: expect.any(Number), percent: expect.any(Number) },
    ]);
    const february = data.cohorts.find((c: { month: string }) => c.month === '2025-02');
    expect(february).toMatchObject({ joined: 1, months: expect.arrayContaining([{ month: '2025-02', offset: 0, active: 1, percent: 100 }, { month: '2025-03', offset: 1, active: 1, percent: 100 }]) });
    expect(data.cohorts.map((c: { month: string }) => c.month)).toEqual(['2025-02', '2025-01']);
  });

  it('the rollup counts only what is new, and a second run changes nothing', async () => {
    const before = (await json(await get('/v1/admin/reports/activity?from=2025-01-01&to=2025-03-31'))).data;
    await rollUpActivity(t.db, day('2025-04-01'));
    await rollUpActivity(t.db, day('2025-04-02'));
    const after = (await json(await get('/v1/admin/reports/activity?from=2025-01-01&to=2025-03-31'))).data;
    expect(after.days).toEqual(before.days);
    expect(after.counted_until > before.counted_until).toBe(true);
  });

  it('401, 403 for an author, 422 for bad days or a range over a year', async () => {
    expect((await t.api('GET', '/v1/admin/reports/activity')).status).toBe(401);
    expect((await t.api('GET', '/v1/admin/reports/retention')).status).toBe(401);
    const author = await t.member({ role: 'author' });
    expect((await get('/v1/admin/reports/activity', author.token)).status).toBe(403);
    expect((await get('/v1/admin/reports/retention', author.token)).status).toBe(403);
    expect((await json(await get('/v1/admin/reports/activity?from=2025-02-30'))).errors.from).toEqual(['Enter the first day as a real date, YYYY-MM-DD.']);
    expect((await json(await get('/v1/admin/reports/activity?from=2023-01-01&to=2025-01-01'))).errors.from).toEqual(['Choose at most a year of days.']);
    expect((await json(await get('/v1/admin/reports/retention?from=2025-03&to=2025-01'))).errors.to).toEqual(['The last month cannot be before the first.']);
    const fine = (await json(await get('/v1/admin/reports/activity'))).data;
    expect(fine.days).toHaveLength(30);
  });
});
