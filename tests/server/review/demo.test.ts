// The demo member has review cards due today from the quizzes she finished (docs/rules/review.md),
// made by the seed, missed questions first, so a newcomer signing in as her sees review alive.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/auth/tokens.ts';
import { DEMO_ACCOUNTS } from '../../../src/server/demo/seed.ts';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
  const [row] = rowsOf<{ id: number }>(await t.db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_ACCOUNTS.member.email}`));
  memberId = Number(row!.id);
  token = await issueToken(t.db, memberId);
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
