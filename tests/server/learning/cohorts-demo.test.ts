// The demo's cohorts (src/server/demo/cohorts.ts; docs/rules/cohorts.md): the demo member's dashboard
// says her cohort starts in 3 days, her cohort page lists her, and Stress First Aid has a running
// cohort of past learners beside the upcoming one on its public list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cohortStartsPhrase } from '../../../src/lib/schemas/cohorts.ts';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';
import type { TestContext } from '../../helpers/app.ts';
import { withDemoMember } from '../../helpers/demo.ts';
import { body } from './factories.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  ({ t, token } = await withDemoMember());
});
afterAll(() => t.close());

it('tells the demo member “Your cohort starts in 3 days” and lists her in it', async () => {
  const next = (await body(await t.api('GET', '/v1/auth/home', { token }))).data.next_cohort;
  expect(next).toMatchObject({ title: 'December run', course_url: '/course/stress-first-aid', starts_in_days: 3 });
  expect(cohortStartsPhrase(next.starts_in_days)).toBe('Your cohort starts in 3 days');
  const roster = (await body(await t.api('GET', `/v1/auth/cohorts/${next.id}/members`, { token }))).data;
  expect(roster.members).toEqual([expect.objectContaining({ name: 'Maya Thompson', is_you: true })]);
});

it('has a running cohort of past learners, an upcoming one and a priced one on the course’s list', async () => {
  const rows = rowsOf<{ title: string; members: number; running: boolean }>(
    await t.db.execute(sql`SELECT co.title, (SELECT count(*)::int FROM cohort_members m WHERE m.cohort_id = co.id) AS members, co.starts_at <= now() AS running FROM cohorts co ORDER BY co.starts_at`),
  );
  expect(rows).toEqual([
    { title: 'November run', members: 5, running: true },
    { title: 'December run', members: 1, running: false },
    { title: 'January intensive', members: 0, running: false },
  ]);
  const upcoming = (await body(await t.api('GET', '/v1/courses/stress-first-aid/cohorts'))).data;
  expect(upcoming.map((c: { title: string; seats_left: number; price_cents: number | null }) => [c.title, c.seats_left, c.price_cents])).toEqual([
    ['December run', 11, null],
    ['January intensive', 8, 4900],
  ]);
});

it('lists the demo member’s cohort in her data export', async () => {
  const data = await body(await t.api('GET', '/v1/auth/export', { token }));
  expect(data.cohorts).toEqual([expect.objectContaining({ title: 'December run', course_title: 'Stress First Aid: Calm in Five Minutes', placed_by: 'self' })]);
});
