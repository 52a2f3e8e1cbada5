// The demo member has review cards due today from the quizzes she finished (docs/rules/review.md),
// made by the seed, missed questions first, so a newcomer signing in as her sees review alive.
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

it('has cards from her finished quizzes, due today, missed ones first', async () => {
  const [seeded] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM review_cards WHERE user_id = ${memberId}`));
  expect(Number(seeded!.n)).toBeGreaterThan(0);
  const review = (await body(await t.api('GET', '/v1/auth/review', { token }))).data;
  expect(review.due_today).toBeGreaterThan(0);
  expect(review.cards.length).toBeGreaterThan(0);
  const missed = review.cards.map((c: { missed: boolean }) => c.missed);
  expect(missed).toEqual([...missed].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
});
