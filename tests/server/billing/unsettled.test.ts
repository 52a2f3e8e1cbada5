// Payments that did not go through (docs/rules/billing.md): GET /v1/auth/billing/unsettled lists the
// member's failed and unfinished attempts with the reason, a declined renewal marked as one; paid
// payments are not in it, another member's never are, and it needs a token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMERCE_JOBS, scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { subscriptions } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { CARDS, json, paidCourse, pay, planBySlug, subscribe } from '../commerce/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

const unsettled = async (token: string) => {
  const res = await t.api('GET', '/v1/auth/billing/unsettled', { token });
  expect(res.status).toBe(200);
  return (await json(res)).data as Array<Record<string, unknown>>;
};

it('401 without a token', async () => {
  expect((await t.api('GET', '/v1/auth/billing/unsettled')).status).toBe(401);
});

it('lists a declined purchase with its reason and an unfinished one, not the paid ones, and nobody else’s', async () => {
  const m = await t.member();
  const other = await t.member();
  expect(await unsettled(m.token)).toEqual([]);
  const declined = await json(await t.api('POST', `/v1/courses/${(await paidCourse(t, 2900)).id}/buy`, { token: m.token, json: {} }));
  await pay(t, declined.data.url, CARDS.declines);
  const open = await json(await t.api('POST', `/v1/courses/${(await paidCourse(t, 2900)).id}/buy`, { token: m.token, json: {} }));
  const list = await unsettled(m.token);
  expect(list).toEqual([
    expect.objectContaining({ reference: open.data.reference, status: 'pending', reason: null, amount: 2900, currency: 'USD', renewal: false }),
    expect.objectContaining({ reference: declined.data.reference, status: 'failed', reason: 'Your card was declined.', renewal: false }),
  ]);
  await pay(t, open.data.url, CARDS.pays);
  expect((await unsettled(m.token)).map((p) => p.reference)).toEqual([declined.data.reference]);
  expect(await unsettled(other.token)).toEqual([]);
});

it('shows a declined renewal, retried by the job, as a renewal with the provider’s reason', async () => {
  const m = await t.member();
  await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id, undefined, CARDS.renewalsDecline);
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
  const at = new Date(sub!.currentPeriodEnd.getTime() + 3_600_000);
  const worker = createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS], now: () => at });
  await scanRenewals(t.db, at);
  await worker.drain();
  const list = await unsettled(m.token);
  expect(list).toEqual([expect.objectContaining({ status: 'failed', reason: 'Your card was declined.', renewal: true, description: expect.stringContaining('renewal') })]);
});
