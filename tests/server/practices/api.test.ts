// The practices API as members see it (docs/rules/practices.md): adopting (own and from a lesson),
// the week streak, check-ins (offline ids, dates back), rewards for a met week, the history calendar,
// reminders sent once at the local hour, and 401, 422 and another member's 404 on every route.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeAwards, jobs, lessonPractices, notifications, pointsLedger, practiceCheckIns, users } from '../../../src/server/db/schema/index.ts';
import { createWorker, type JobRow } from '../../../src/server/jobs/index.ts';
import { PRACTICE_JOBS, scanPracticeReminders } from '../../../src/server/practices/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let course: LearningCourse;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  course = await makeLearningCourse(t.db, { title: 'Breathing Room' });
  await t.db.insert(lessonPractices).values({ lessonId: course.lessons.detail.id, name: '10 minutes of breathing', description: 'Sit and breathe out slowly.', targetDays: 5 });
});
afterAll(() => t.close());

const adopt = (token: string, json: unknown) => t.api('POST', '/v1/auth/practices', { token, json });
const checkIn = (token: string, id: number, json: unknown = {}) => t.api('POST', `/v1/auth/practices/${id}/check-ins`, { token, json });

describe('adopting a practice', () => {
  it('adopts one of the member’s own and lists it with an empty week', async () => {
    const me = await t.member();
    const res = await adopt(me.token, { name: '  Evening walk ', target_days: 3, reminder_time: '18:30' });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ name: 'Evening walk', target_days: 3, reminder_time: '18:30', lesson: null, streak_weeks: 0, checked_in_today: false, check_ins: 0 });
    expect(data.this_week.days).toHaveLength(7);
    const list = (await body(await t.api('GET', '/v1/auth/practices', { token: me.token }))).data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([data.id]);
  });

  it('adopts the practice a lesson suggests, once', async () => {
    const me = await t.member();
    const suggestion = await t.api('GET', `/v1/auth/lessons/${course.lessons.detail.id}/practice`, { token: me.token });
    expect(suggestion.status).toBe(200);
    expect((await body(suggestion)).data).toEqual({ lesson_id: course.lessons.detail.id, name: '10 minutes of breathing', description: 'Sit and breathe out slowly.', target_days: 5, adopted_practice_id: null });
    const first = await adopt(me.token, { name: '10 minutes of breathing', target_days: 5, lesson_id: course.lessons.detail.id });
    expect(first.status).toBe(201);
    const practice = (await body(first)).data;
    expect(practice.lesson).toEqual({ id: course.lessons.detail.id, title: 'Arriving' });
    expect(practice.description).toBe('Sit and breathe out slowly.');
    const again = await adopt(me.token, { name: 'Breathing again', target_days: 4, lesson_id: course.lessons.detail.id });
    expect(again.status).toBe(200);
    expect((await body(again)).data.id).toBe(practice.id);
    const after = (await body(await t.api('GET', `/v1/auth/lessons/${course.lessons.detail.id}/practice`, { token: me.token }))).data;
    expect(after.adopted_practice_id).toBe(practice.id);
    const none = await t.api('GET', `/v1/auth/lessons/${course.lessons.quiz.id}/practice`, { token: me.token });
    expect((await body(none)).data).toBeNull();
  });

  it('refuses bad input with field errors (422)', async () => {
    const me = await t.member();
    for (const [json, field] of [
      [{ name: '', target_days: 3 }, 'name'],
      [{ name: 'Walk', target_days: 8 }, 'target_days'],
      [{ name: 'Walk', target_days: 0 }, 'target_days'],
      [{ name: 'Walk', target_days: 3, reminder_time: '25:00' }, 'reminder_time'],
      [{ name: 'Walk', target_days: 3, lesson_id: course.lessons.quiz.id }, 'lesson_id'],
      [{ name: 'x'.repeat(81), target_days: 3 }, 'name'],
    ] as const) {
      const res = await adopt(me.token, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await body(res)).errors)).toContain(field);
    }
    const res = await t.api('PUT', '/v1/auth/practices/1', { token: me.token, json: { target_days: 'three' } });
    expect(res.status).toBe(422);
  });

  it('needs a token (401) on every route', async () => {
    for (const [method, path] of [
      ['GET', '/v1/auth/practices'],
      ['POST', '/v1/auth/practices'],
      ['GET', '/v1/auth/practices/1'],
      ['PUT', '/v1/auth/practices/1'],
      ['DELETE', '/v1/auth/practices/1'],
      ['POST', '/v1/auth/practices/1/check-ins'],
      ['GET', '/v1/auth/lessons/1/practice'],
    ] as const) {
      const res = await t.api(method, path, { json: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x', target_days: 2 } });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('hides a practice from everyone else (404) and changes nothing of it', async () => {
    const owner = await t.member();
    const other = await t.member();
    const practice = (await body(await adopt(owner.token, { name: 'Private walk', target_days: 2 }))).data;
    for (const [method, path, json] of [
      ['GET', `/v1/auth/practices/${practice.id}`, undefined],
      ['PUT', `/v1/auth/practices/${practice.id}`, { name: 'Taken over' }],
      ['POST', `/v1/auth/practices/${practice.id}/check-ins`, { note: 'not mine' }],
      ['DELETE', `/v1/auth/practices/${practice.id}`, undefined],
    ] as const) {
      const res = await t.api(method, path, { token: other.token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const mine = (await body(await t.api('GET', `/v1/auth/practices/${practice.id}`, { token: owner.token }))).data;
    expect(mine).toMatchObject({ name: 'Private walk', check_ins: 0 });
    expect((await body(await t.api('GET', '/v1/auth/practices', { token: other.token }))).data).toEqual([]);
  });

  it('renames, retargets, clears the reminder, and stops a practice', async () => {
    const me = await t.member();
    const p = (await body(await adopt(me.token, { name: 'Stretch', target_days: 2, reminder_time: '07:00' }))).data;
    const res = await t.api('PUT', `/v1/auth/practices/${p.id}`, { token: me.token, json: { name: 'Morning stretch', target_days: 4, reminder_time: null } });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toMatchObject({ name: 'Morning stretch', target_days: 4, reminder_time: null });
    expect((await t.api('DELETE', `/v1/auth/practices/${p.id}`, { token: me.token })).status).toBe(204);
    expect((await body(await t.api('GET', '/v1/auth/practices', { token: me.token }))).data).toEqual([]);
    expect((await t.api('GET', `/v1/auth/practices/${p.id}`, { token: me.token })).status).toBe(404);
  });
});

describe('checking in', () => {
  it('counts days, meets the week, pays the week once and awards the first practice badge', async () => {
    const me = await t.member();
    await t.db.update(users).set({ timeZone: 'Pacific/Auckland' }).where(eq(users.id, me.id));
    const p = (await body(await adopt(me.token, { name: 'Breathe', target_days: 2 }))).data;
    const now = Date.now();
    // Yesterday (queued offline) and today; a second check-in today adds no day.
    const first = await checkIn(me.token, p.id, { checked_at: new Date(now - DAY).toISOString(), client_id: 'offline-0001', feeling: 4, note: 'Calmer' });
    expect(first.status).toBe(201);
    const r1 = (await body(first)).data;
    expect(r1.check_in).toMatchObject({ feeling: 4, note: 'Calmer' });
    const r2 = (await body(await checkIn(me.token, p.id))).data;
    const r3 = (await body(await checkIn(me.token, p.id, { note: 'Again' }))).data;
    expect(r3.practice.checked_in_today).toBe(true);
    expect(r3.practice.check_ins).toBe(3);
    // Yesterday might fall in last week (today a Monday in Auckland): then this week has one day.
    const sameWeek = r2.practice.this_week.days_done === 2;
    if (sameWeek) {
      expect(r2.practice.this_week.met).toBe(true);
      expect(r2.points_earned).toBe(10 + 20);
      expect(r2.badges_earned).toEqual([{ key: 'practice_week_1', name: 'Kept Promise' }]);
      expect(r2.practice.streak_weeks).toBe(1);
      expect(r3.points_earned).toBe(0);
    }
    const paid = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, me.id), eq(pointsLedger.reason, 'practice_week')));
    expect(paid).toHaveLength(sameWeek ? 1 : 0);
    // The same offline check-in sent again is stored once.
    const resent = await checkIn(me.token, p.id, { checked_at: new Date(now - DAY).toISOString(), client_id: 'offline-0001', feeling: 4, note: 'Calmer' });
    expect(resent.status).toBe(200);
    expect((await body(resent)).data).toMatchObject({ created: false, check_in: { id: r1.check_in.id } });
    // The history: a 12-week SVG calendar with a title, the weeks as figures and the notes.
    const detail = (await body(await t.api('GET', `/v1/auth/practices/${p.id}`, { token: me.token }))).data;
    expect(detail.calendar_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img"/);
    expect(detail.calendar_svg).toContain('<title id="pc-title">History of Breathe</title>');
    expect(detail.weeks).toHaveLength(12);
    expect(detail.recent_check_ins.map((c: { note: string }) => c.note)).toContain('Calmer');
  });

  it('refuses a check-in dated more than 7 days back, and bad feelings and notes (422)', async () => {
    const me = await t.member();
    const p = (await body(await adopt(me.token, { name: 'Journal', target_days: 1 }))).data;
    for (const [json, field] of [
      [{ checked_at: new Date(Date.now() - 8 * DAY).toISOString() }, 'checked_at'],
      [{ feeling: 6 }, 'feeling'],
      [{ feeling: 0 }, 'feeling'],
      [{ note: 'x'.repeat(1001) }, 'note'],
      [{ client_id: 'a b' }, 'client_id'],
      [{ checked_at: 'yesterday' }, 'checked_at'],
    ] as const) {
      const res = await checkIn(me.token, p.id, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await body(res)).errors)).toContain(field);
    }
  });

  it('keeps the streak in weeks: a missed day in a met week never breaks it', async () => {
    const { summarise } = await import('../../../src/server/practices/service/index.ts');
    // Target 3. Weeks of 2026-10-26, 11-02, 11-09 met with gaps; 11-16 missed; this week (11-23) 1 day.
    const days = ['2026-10-26', '2026-10-28', '2026-10-30', '2026-11-02', '2026-11-05', '2026-11-08', '2026-11-10', '2026-11-11', '2026-11-13', '2026-11-17', '2026-11-23'];
    const s = summarise(days, 3, '2026-10-26', '2026-11-25');
    expect(s).toMatchObject({ streak_weeks: 0, longest_weeks: 3, weeks_met: 3 });
    expect(s.this_week.days.map((d) => d.state)).toEqual(['done', 'missed', 'today', 'future', 'future', 'future', 'future']);
    // Last week met: the week in progress does not break the streak; meeting it adds one.
    const s2 = summarise([...days, '2026-11-18', '2026-11-19'], 3, '2026-10-26', '2026-11-24');
    expect(s2.streak_weeks).toBe(4);
    const s3 = summarise([...days, '2026-11-18', '2026-11-19', '2026-11-24', '2026-11-25'], 3, '2026-10-26', '2026-11-25');
    expect(s3.streak_weeks).toBe(5);
  });

  it('awards 4 weeks in a row from the ledger, through the rewards service', async () => {
    const me = await t.member();
    const p = (await body(await adopt(me.token, { name: 'Walk', target_days: 1 }))).data;
    const { rewardPracticeWeek } = await import('../../../src/server/rewards/service/index.ts');
    const weeks = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];
    const earned = [];
    for (const w of weeks) earned.push(await t.db.transaction((tx) => rewardPracticeWeek(tx, { userId: me.id, practiceId: p.id, weekStart: w, at: new Date(`${w}T12:00:00Z`) })));
    expect(earned[0]!.badges.map((b) => b.key)).toEqual(['practice_week_1']);
    expect(earned[3]!.badges.map((b) => b.key)).toEqual(['practice_weeks_4']);
    const again = await t.db.transaction((tx) => rewardPracticeWeek(tx, { userId: me.id, practiceId: p.id, weekStart: weeks[3]!, at: new Date() }));
    expect(again).toEqual({ points: [], badges: [] });
    const awards = await t.db.select().from(badgeAwards).where(eq(badgeAwards.userId, me.id));
    expect(awards.map((a) => a.badgeKey).sort()).toEqual(['practice_week_1', 'practice_weeks_4']);
    const badges = (await body(await t.api('GET', '/v1/auth/badges', { token: me.token }))).data;
    expect(badges.find((b: { key: string }) => b.key === 'practice_weeks_12').progress).toEqual({ current: 4, target: 12, label: '4 of 12 weeks in a row' });
  });
});

describe('reminders', () => {
  it('sends one reminder at the member’s local hour, however many instances scan', async () => {
    const me = await t.member();
    await t.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, me.id));
    const p = (await body(await adopt(me.token, { name: 'Tea ceremony', target_days: 3, reminder_time: '07:30' }))).data;
    const done = (await body(await adopt(me.token, { name: 'Already done', target_days: 3, reminder_time: '07:00' }))).data;
    await t.db.insert(practiceCheckIns).values({ practiceId: done.id, userId: me.id, day: '2030-03-05' }); // done that local day already
    // 07:10 in Tokyo is 22:10 UTC the day before.
    const at = new Date('2030-03-04T22:10:00Z');
    const ctx = { deps: t.deps, job: {} as JobRow, payload: {}, now: at };
    await scanPracticeReminders(ctx);
    await scanPracticeReminders(ctx); // a second instance
    await scanPracticeReminders({ ...ctx, now: new Date('2030-03-04T21:10:00Z') }); // 06:10 local: not yet
    const queued = await t.db.select().from(jobs).where(like(jobs.key, `practice-reminder:${p.id}:%`));
    expect(queued.map((j) => j.key)).toEqual([`practice-reminder:${p.id}:2030-03-05`]);
    const worker = createWorker({ deps: t.deps, definitions: [...PRACTICE_JOBS], now: () => at });
    await worker.drain();
    await worker.drain();
    const sent = await t.db.select().from(notifications).where(and(eq(notifications.userId, me.id), eq(notifications.type, 'reminders')));
    expect(sent.map((n) => [n.title, n.link])).toEqual([['Time for “Tea ceremony”', '/dashboard']]);
    const count = await t.db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE key LIKE ${`practice-reminder:${done.id}:%`}`);
    expect((count as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? 0).toBe(0);
  });

  it('reminds only on the planned days when the member chose some (2030-03-05 is a Tuesday)', async () => {
    const me = await t.member();
    await t.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, me.id));
    const monWed = (await body(await adopt(me.token, { name: 'Mon and Wed', target_days: 2, weekdays: [3, 1], reminder_time: '07:30' }))).data;
    const tue = (await body(await adopt(me.token, { name: 'Tue only', target_days: 1, weekdays: [2], reminder_time: '07:30' }))).data;
    expect(monWed.weekdays).toEqual([1, 3]);
    const at = new Date('2030-03-04T22:10:00Z'); // 07:10 on Tuesday in Tokyo
    await scanPracticeReminders({ deps: t.deps, job: {} as JobRow, payload: {}, now: at });
    const keys = (await t.db.select().from(jobs).where(like(jobs.key, 'practice-reminder:%'))).map((j) => j.key);
    expect(keys).toContain(`practice-reminder:${tue.id}:2030-03-05`);
    expect(keys.filter((k) => k?.startsWith(`practice-reminder:${monWed.id}:`))).toEqual([]);
  });
});

describe('planned days', () => {
  it('keeps planned days sorted, at least as many as the target, and clears them with []', async () => {
    const me = await t.member();
    const made = await adopt(me.token, { name: 'Evening walk', target_days: 3, weekdays: [5, 1, 3] });
    expect(made.status).toBe(201);
    const p = (await body(made)).data;
    expect(p.weekdays).toEqual([1, 3, 5]);
    const put = (json: unknown) => t.api('PUT', `/v1/auth/practices/${p.id}`, { token: me.token, json });
    // A higher target than the days planned is refused beside the days, whichever field changes.
    const higher = await put({ target_days: 4 });
    expect(higher.status).toBe(422);
    expect((await body(higher)).errors.weekdays).toEqual(['Choose at least 4 days, as many as your target, or none for the days that suit you.']);
    const fewer = await put({ weekdays: [1] });
    expect(fewer.status).toBe(422);
    const stored = (await body(await t.api('GET', `/v1/auth/practices/${p.id}`, { token: me.token }))).data;
    expect(stored).toMatchObject({ target_days: 3, weekdays: [1, 3, 5] });
    expect((await body(await put({ target_days: 4, weekdays: [1, 2, 3, 5] }))).data.weekdays).toEqual([1, 2, 3, 5]);
    expect((await body(await put({ weekdays: [] }))).data.weekdays).toBeNull();
  });

  it('refuses days that are not days of the week, twice the same day, or fewer than the target (422)', async () => {
    const me = await t.member();
    for (const weekdays of [[0], [8], [1, 1], ['mon'], [1.5]]) {
      const res = await adopt(me.token, { name: 'Bad days', target_days: 1, weekdays });
      expect(res.status, JSON.stringify(weekdays)).toBe(422);
      expect((await body(res)).errors.weekdays).toEqual(['Choose days of the week from Monday to Sunday, each once.']);
    }
    const few = await adopt(me.token, { name: 'Too few', target_days: 3, weekdays: [1, 2] });
    expect(few.status).toBe(422);
    expect((await body(few)).errors.weekdays).toEqual(['Choose at least 3 days, as many as your target, or none for the days that suit you.']);
    expect((await body(await t.api('GET', '/v1/auth/practices', { token: me.token }))).data).toEqual([]);
  });
});
