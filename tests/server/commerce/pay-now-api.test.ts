// "Pay now" for an overdue renewal (docs/rules/commerce.md, "Failed renewals"): a member whose
// renewal was declined pays it at once with another card on the sandbox's form; the signed event
// settles it, and the subscription is active again for the next period with one paid renewal and its
// invoice. 401 without a token, 404 for someone else's subscription, 409 when nothing is overdue.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_JOBS, DUPLICATE_REFUND_REASON, scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { creditNotes, invoices, notifications, paymentRefunds, payments, subscriptions } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { CARDS, json, pay, planBySlug, subscribe } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function subOf(userId: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

/** A member whose first renewal was just declined: the subscription is past due. */
async function pastDueMember() {
  const m = await t.member();
  await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id, undefined, CARDS.renewalsDecline);
  const now = new Date((await subOf(m.id)).currentPeriodEnd.getTime() + HOUR);
  const worker = createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS], now: () => now });
  await scanRenewals(t.db, now);
  await worker.drain();
  expect((await subOf(m.id)).status).toBe('past_due');
  return m;
}

const payNow = (id: number, token?: string) => t.api('POST', `/v1/auth/subscription/${id}/pay-now`, { token });

describe('POST /v1/auth/subscription/{id}/pay-now', () => {
  it('answers the checkout; paying there makes the subscription active for the next period with one paid renewal and its invoice', async () => {
    const m = await pastDueMember();
    const before = await subOf(m.id);
    const res = await payNow(before.id, m.token);
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ total: 1900, url: expect.stringContaining('/pay/sandbox/') });
    await pay(t, data.url, CARDS.pays);
    const after = await subOf(m.id);
    expect(after).toMatchObject({ status: 'active', failedRenewals: 0, pastDueSince: null });
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(before.currentPeriodEnd.getTime());
    const renewals = await t.db.select().from(payments).where(and(eq(payments.userId, m.id), eq(payments.reason, 'renewal'))).orderBy(payments.id);
    expect(renewals.map((p) => p.status).filter((s) => s === 'paid')).toHaveLength(1);
    const paid = renewals.find((p) => p.status === 'paid')!;
    expect(paid.reference).toBe(data.reference);
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, paid.id))).toHaveLength(1);
    // Settled: nothing is overdue any more.
    expect((await payNow(before.id, m.token)).status).toBe(409);
  });

  it('is 401 without a token, 404 for someone else’s subscription or an unknown one, and 409 when nothing is overdue', async () => {
    const m = await pastDueMember();
    const sub = await subOf(m.id);
    expect((await payNow(sub.id)).status).toBe(401);
    const other = await t.member();
    const stranger = await payNow(sub.id, other.token);
    expect(stranger.status).toBe(404);
    expect((await payNow(2_000_000_000, m.token)).status).toBe(404);
    const fine = await t.member();
    await subscribe(t, fine.token, (await planBySlug(t, 'membership-monthly')).id);
    const refused = await payNow((await subOf(fine.id)).id, fine.token);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('Nothing is overdue on this subscription: there is nothing to pay now.');
    // Nothing was asked of the provider for the refused ones: the past-due member has no open pay-now payment.
    const open = await t.db.select().from(payments).where(and(eq(payments.userId, m.id), eq(payments.status, 'pending')));
    expect(open).toHaveLength(0);
  });

  it('a pay-now checkout finished after the job’s retry already paid the period is refunded whole at once, with its credit note; the subscription moves one period', async () => {
    const m = await pastDueMember();
    const overdue = await subOf(m.id);
    const opened = await payNow(overdue.id, m.token);
    expect(opened.status).toBe(201);
    const checkout = (await json(opened)).data;
    // The member leaves the checkout open and fixes the saved card at the provider instead; the job's
    // next try (a day after the failure, long past the pay-now hold) charges it and succeeds.
    await t.db.update(subscriptions).set({ providerPaymentMethodId: 'pm_sandbox_fixed_card' }).where(eq(subscriptions.id, overdue.id));
    const retryAt = new Date(overdue.pastDueSince!.getTime() + 24 * HOUR + HOUR);
    const worker = createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS], now: () => retryAt });
    await scanRenewals(t.db, retryAt);
    await worker.drain();
    const renewed = await subOf(m.id);
    expect(renewed.status).toBe('active');
    const periodEnd = renewed.currentPeriodEnd.getTime();
    expect(periodEnd).toBeGreaterThan(overdue.currentPeriodEnd.getTime());

    // Then the old checkout is paid too: money taken twice for one period.
    await pay(t, checkout.url, CARDS.pays);
    await createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS] }).drain();
    const [second] = await t.db.select().from(payments).where(eq(payments.reference, checkout.reference));
    expect(second).toMatchObject({ status: 'refunded', refundedAmount: second!.total });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, second!.id));
    expect(refund).toMatchObject({ status: 'succeeded', amount: second!.total, reason: DUPLICATE_REFUND_REASON, requestedBy: null });
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, second!.id))).toHaveLength(1);
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund!.id))).toHaveLength(1);
    // The subscription kept the one period the job paid.
    const after = await subOf(m.id);
    expect(after).toMatchObject({ status: 'active', failedRenewals: 0 });
    expect(after.currentPeriodEnd.getTime()).toBe(periodEnd);
    const paidRenewals = await t.db.select().from(payments).where(and(eq(payments.userId, m.id), eq(payments.reason, 'renewal'), eq(payments.status, 'paid')));
    expect(paidRenewals).toHaveLength(1);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.dedupeKey, `renewal-paid-twice:${second!.id}`)));
    expect(told.map((n) => n.title)).toEqual(['You paid twice for one renewal: we are refunding it']);
    // The member's billing lists the refund's credit note beside the payment.
    const billing = await json(await t.api('GET', '/v1/auth/billing', { token: m.token }));
    expect(JSON.stringify(billing)).toContain('WS-CN-');
  });
});
