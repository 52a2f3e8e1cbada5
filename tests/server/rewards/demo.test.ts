// The demo member's rewards come from the real rewards function over her seeded lesson history:
// points that add up, badges, a running streak on dated learning days, a place on the boards.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';
import type { TestContext } from '../../helpers/app.ts';
import { withDemoMember } from '../../helpers/demo.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let token: string;
let memberId: number;
beforeAll(async () => {
  ({ t, token, memberId } = await withDemoMember());
});
afterAll(() => t.close());

it('has points that match her ledger, dated over the last two weeks', async () => {
  const page = await body(await t.api('GET', '/v1/auth/points?per_page=50', { token }));
  const [sum] = rowsOf<{ total: number; first: string }>(await t.db.execute(sql`SELECT sum(points)::int AS total, min(earned_at)::text AS first FROM points_ledger WHERE user_id = ${memberId}`));
  expect(page.summary.totals.all_time).toBe(Number(sum!.total));
  expect(page.summary.totals.all_time).toBeGreaterThan(200);
  expect(Date.now() - Date.parse(sum!.first)).toBeGreaterThan(10 * 86_400_000);
  const reasons = new Set(page.data.map((r: { reason: string }) => r.reason));
  for (const reason of ['lesson_finished', 'quiz_first_attempt', 'course_completed', 'streak_day', 'badge_earned']) expect(reasons).toContain(reason);
});

it('has earned badges, and progress on the locked ones', async () => {
  const badges = (await body(await t.api('GET', '/v1/auth/badges', { token }))).data as Array<{ key: string; earned: boolean; progress: { label: string } }>;
  const earned = badges.filter((b) => b.earned).map((b) => b.key);
  expect(earned).toEqual(expect.arrayContaining(['first_lesson', 'first_course', 'quiz_ace', 'streak_7']));
  expect(badges.find((b) => b.key === 'courses_3')!.progress.label).toBe('2 of 3 courses');
  expect(badges.find((b) => b.key === 'explorer')!.progress.label).toBe('2 of 3 categories');
});

it('has a streak of many days in her time zone, bridged by a rest day', async () => {
  const streak = (await body(await t.api('GET', '/v1/auth/streak', { token }))).data;
  expect(streak.time_zone).toBe('America/Los_Angeles');
  expect(streak.current_days).toBeGreaterThanOrEqual(7);
  const [days] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM learning_days WHERE user_id = ${memberId}`));
  expect(Number(days!.n)).toBeGreaterThanOrEqual(10);
});

it('is on the boards', async () => {
  const board = (await body(await t.api('GET', '/v1/leaderboard?period=all', { token }))).data;
  expect(board.me).toMatchObject({ rank: 1, user_id: memberId, is_me: true });
});

it('shows on the dashboard the same streak, points and newest badges as their own pages', async () => {
  // The dashboard reads all three in one statement (src/server/rewards/service/at-a-glance.ts).
  const [home, streak, points, badges] = await Promise.all(
    ['/v1/auth/home', '/v1/auth/streak', '/v1/auth/points', '/v1/auth/badges'].map(async (path) => body(await t.api('GET', path, { token }))),
  );
  expect(home.data.streak).toEqual(streak.data);
  const { weeks, ...summary } = points.summary;
  expect(weeks.some((w: { points: number }) => w.points > 0)).toBe(true);
  expect(home.data.points).toEqual(summary);
  const earned = (badges.data as Array<{ earned: boolean; awarded_at: string; progress: unknown }>).filter((b) => b.earned);
  expect(earned.length).toBeGreaterThan(3);
  const newest = [...earned].sort((a, b) => (a.awarded_at < b.awarded_at ? 1 : a.awarded_at > b.awarded_at ? -1 : 0)).slice(0, 3);
  expect(home.data.latest_badges).toEqual(newest);
});

it('holds a certificate for each course she finished, dated when she finished it, so none waits to be collected', async () => {
  // A seeded completion is a completion: it comes with its certificate (docs/rules/learning.md, "Certificates").
  const completed = rowsOf<{ course_id: number; completed_at: string }>(
    await t.db.execute(sql`SELECT course_id, completed_at::text FROM enrolments WHERE user_id = ${memberId} AND status = 'completed' ORDER BY course_id`),
  );
  expect(completed.length).toBeGreaterThanOrEqual(2);
  const list = (await body(await t.api('GET', '/v1/auth/certificates?per_page=50', { token }))).data as Array<{ course_id: number; issued_at: string; holder_name: string }>;
  expect(list.map((c) => c.course_id).sort((a, b) => a - b)).toEqual(completed.map((c) => Number(c.course_id)));
  for (const c of completed) expect(Date.parse(list.find((l) => l.course_id === Number(c.course_id))!.issued_at)).toBe(Date.parse(c.completed_at));
  const home = (await body(await t.api('GET', '/v1/auth/home', { token }))).data;
  expect(home.stats.certificates).toBe(completed.length);
});
