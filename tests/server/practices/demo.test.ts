// The demo member keeps practices with weeks of history (docs/rules/practices.md): the breathing
// practice a Stress First Aid lesson suggests and an evening walk of her own, with met weeks paid and
// the first practice badge earned through the rewards service, and lessons that suggest practices.
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

it('has two practices with weeks of history, one adopted from a lesson', async () => {
  const list = (await body(await t.api('GET', '/v1/auth/practices', { token }))).data as Array<{ id: number; name: string; weekdays: number[] | null; lesson: { title: string } | null; weeks_met: number; longest_weeks: number; check_ins: number }>;
  expect(list.map((p) => [p.name, p.weekdays])).toEqual([
    ['5 minutes of extended-exhale breathing', null],
    ['Evening walk', [2, 4, 6]],
  ]);
  expect(list[0]!.lesson?.title).toBe('Three five-minute tools');
  expect(list[0]!.weeks_met).toBeGreaterThanOrEqual(4);
  expect(list[0]!.longest_weeks).toBeGreaterThanOrEqual(2);
  expect(list[1]!.weeks_met).toBeGreaterThanOrEqual(2);
  const detail = (await body(await t.api('GET', `/v1/auth/practices/${list[0]!.id}`, { token }))).data;
  expect(detail.weeks.filter((w: { days_done: number }) => w.days_done > 0).length).toBeGreaterThanOrEqual(5);
  expect(detail.recent_check_ins.some((c: { note: string }) => c.note.length > 0)).toBe(true);
});

it('was paid for her met weeks and earned the first practice badge', async () => {
  const [paid] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM points_ledger WHERE user_id = ${memberId} AND reason = 'practice_week'`));
  expect(Number(paid!.n)).toBeGreaterThanOrEqual(6);
  const badges = (await body(await t.api('GET', '/v1/auth/badges', { token }))).data as Array<{ key: string; earned: boolean }>;
  expect(badges.find((b) => b.key === 'practice_week_1')!.earned).toBe(true);
});

it('has lessons that suggest a practice', async () => {
  const [lesson] = rowsOf<{ lesson_id: number }>(await t.db.execute(sql`SELECT lesson_id FROM lesson_practices lp JOIN lessons l ON l.id = lp.lesson_id WHERE l.title = 'Your first ten-minute sit'`));
  const suggestion = (await body(await t.api('GET', `/v1/auth/lessons/${lesson!.lesson_id}/practice`, { token }))).data;
  expect(suggestion).toMatchObject({ name: '10 minutes of sitting', target_days: 4, adopted_practice_id: null });
});

it('has a private journal with entries, moods and lesson prompts', async () => {
  const list = await body(await t.api('GET', '/v1/auth/journal', { token }));
  expect(list.meta.total).toBeGreaterThanOrEqual(4);
  expect(list.data[0].course.title).toBe('Stress First Aid: Calm in Five Minutes');
  const chart = (await body(await t.api('GET', '/v1/auth/journal/mood', { token }))).data;
  expect(chart.days.filter((d: { mood: string | null }) => d.mood).length).toBeGreaterThanOrEqual(4);
  const [lesson] = rowsOf<{ id: number }>(await t.db.execute(sql`SELECT id FROM lessons WHERE title = 'Your first ten-minute sit'`));
  const panel = (await body(await t.api('GET', `/v1/auth/journal/lessons/${lesson!.id}`, { token }))).data;
  expect(panel.prompt).toBe('What did you notice when your attention wandered, and how did it feel to come back?');
});
