// Stripe end to end through our own route (docs/rules/commerce.md, "Providers"): the app runs with
// PAYMENT_PROVIDER=stripe, the official SDK talking to a local fake of Stripe's API, and every event
// is signed as Stripe signs it (the SDK's test header helper) and posted to
// /v1/payments/webhook/stripe. After each one the test reads what the member sees: the subscription,
// the invoice with its card, a declined renewal on /billing, a half refund's credit note.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_JOBS, registerPaymentProvider, scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { createStripeProvider } from '../../../src/server/commerce/providers/stripe.ts';
import { invoices, paymentEvents, payments, subscriptions } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { startFakeStripe, type FakeStripe } from '../../helpers/fake-stripe.ts';
import { json, planBySlug } from './helpers.ts';

const SECRET = 'whsec_route_test_secret';
const HOUR = 3_600_000;
const sdk = new Stripe('sk_test_unused');
let fake: FakeStripe;
let t: TestContext;
let eventCounter = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  registerPaymentProvider('stripe', () => createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: SECRET, api: fake.api }));
  t = await createTestContext({ seeded: true, env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A Stripe event of `type` about `object`, signed with `secret` and posted to our route. */
async function send(type: string, object: Record<string, unknown>, o: { secret?: string; id?: string; created?: Date } = {}) {
  const id = o.id ?? `evt_route_${++eventCounter}_${Date.now()}`;
  const created = Math.floor((o.created ?? new Date()).getTime() / 1000);
  const payload = JSON.stringify({ id, object: 'event', api_version: '2024-06-20', livemode: false, created, type, data: { object } });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? SECRET });
  const res = await t.api('POST', '/v1/payments/webhook/stripe', { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  return { res, id };
}

const outcomeOf = async (eventId: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0]?.outcome;
const paymentOf = async (reference: string) => (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const subOf = async (userId: number) => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

describe('a membership bought, renewed, declined and refunded through Stripe’s signed events', () => {
  let member: Awaited<ReturnType<TestContext['member']>>;
  let first: { reference: string; total: number };

  it('the checkout is a Stripe Checkout Session for our payment', async () => {
    member = await t.member({ name: 'Stripe Buyer' });
    const plan = await planBySlug(t, 'membership-monthly');
    const res = await t.api('POST', '/v1/subscriptions/payment/request', { token: member.token, json: { plan_id: plan.id } });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data.url).toMatch(/^https:\/\/checkout\.stripe\.fake\/c\/pay\/cs_test_/);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', params: { client_reference_id: data.reference, 'line_items[0][price_data][unit_amount]': String(data.total) } });
    first = data;
    expect((await paymentOf(first.reference)).status).toBe('pending');
  });

  it('an event signed with another secret is 400 and changes nothing', async () => {
    const { res } = await send('checkout.session.completed', { id: 'cs_x', object: 'checkout.session', payment_status: 'paid', client_reference_id: first.reference, metadata: { payment_reference: first.reference }, amount_total: first.total, currency: 'usd' }, { secret: 'whsec_someone_else' });
    expect(res.status).toBe(400);
    expect((await paymentOf(first.reference)).status).toBe('pending');
    const unsigned = await t.api('POST', '/v1/payments/webhook/stripe', { body: '{"id":"evt_x"}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
  });

  it('checkout.session.completed starts the membership; the invoice names the card Stripe reports', async () => {
    const pay = await paymentOf(first.reference);
    const session = { id: pay.providerCheckoutId, object: 'checkout.session', payment_status: 'paid', client_reference_id: first.reference, metadata: { payment_reference: first.reference }, payment_intent: 'pi_route_first', customer: 'cus_route_1', amount_total: first.total, currency: 'usd' };
    const { res, id } = await send('checkout.session.completed', session);
    expect(res.status).toBe(200);
    expect(await outcomeOf(id)).toBe('applied');
    const status = (await json(await t.api('GET', '/v1/auth/subscription/status', { token: member.token }))).data;
    expect(status).toMatchObject({ isSubscribed: true, subscription: { status: 'active' } });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, pay.id));
    expect(invoice).toBeDefined();
    expect(JSON.stringify(invoice)).toContain('4242');
    // The same event again is stored once and has no second effect.
    const again = await send('checkout.session.completed', session, { id });
    expect(again.res.status).toBe(200);
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, pay.id))).toHaveLength(1);
  });

  it('payment_intent.succeeded saves the card for renewals', async () => {
    const intent = { id: 'pi_route_first', object: 'payment_intent', status: 'succeeded', amount: first.total, amount_received: first.total, currency: 'usd', customer: 'cus_route_1', payment_method: 'pm_card_visa', metadata: { payment_reference: first.reference } };
    const { res, id } = await send('payment_intent.succeeded', intent);
    expect(res.status).toBe(200);
    expect(await outcomeOf(id)).toBe('ignored: already paid');
    expect(await subOf(member.id)).toMatchObject({ providerCustomerId: 'cus_route_1', providerPaymentMethodId: 'pm_card_visa' });
  });

  it('the job charges the saved card off-session; Stripe’s event moves the membership to the next period', async () => {
    const before = await subOf(member.id);
    const at = new Date(before.currentPeriodEnd.getTime() + HOUR);
    await scanRenewals(t.db, at);
    await createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS], now: () => at }).drain();
    const charged = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(charged.params).toMatchObject({ customer: 'cus_route_1', payment_method: 'pm_card_visa', off_session: 'true', confirm: 'true' });
    const renewal = await paymentOf(charged.params['metadata[payment_reference]']!);
    expect(renewal).toMatchObject({ reason: 'renewal', status: 'pending' });
    const { res } = await send('payment_intent.succeeded', { id: renewal.providerPaymentId, object: 'payment_intent', status: 'succeeded', amount: renewal.total, amount_received: renewal.total, currency: 'usd', customer: 'cus_route_1', payment_method: 'pm_card_visa', metadata: { payment_reference: renewal.reference } }, { created: at });
    expect(res.status).toBe(200);
    expect((await paymentOf(renewal.reference)).status).toBe('paid');
    const after = await subOf(member.id);
    expect(after.status).toBe('active');
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(before.currentPeriodEnd.getTime());
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, renewal.id))).toHaveLength(1);
  });

  it('a declined renewal makes the membership past due and shows on /billing with Stripe’s reason', async () => {
    await t.db.update(subscriptions).set({ providerPaymentMethodId: 'pm_card_chargeDeclined' }).where(eq(subscriptions.userId, member.id));
    const before = await subOf(member.id);
    const at = new Date(before.currentPeriodEnd.getTime() + HOUR);
    await scanRenewals(t.db, at);
    await createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS], now: () => at }).drain();
    const charged = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(charged.params.payment_method).toBe('pm_card_chargeDeclined');
    const renewal = await paymentOf(charged.params['metadata[payment_reference]']!);
    const intent = {
      id: renewal.providerPaymentId,
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: renewal.total,
      amount_received: 0,
      currency: 'usd',
      customer: 'cus_route_1',
      payment_method: 'pm_card_chargeDeclined',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      metadata: { payment_reference: renewal.reference },
    };
    const { res } = await send('payment_intent.payment_failed', intent, { created: at });
    expect(res.status).toBe(200);
    expect(await subOf(member.id)).toMatchObject({ status: 'past_due', failedRenewals: 1 });
    const unsettled = (await json(await t.api('GET', '/v1/auth/billing/unsettled', { token: member.token }))).data;
    expect(unsettled).toEqual([expect.objectContaining({ reference: renewal.reference, status: 'failed', reason: 'Your card was declined.', renewal: true })]);
  });

  it('the admin refunds half of the first payment: refunds.create with the amount, then charge.refunded issues the credit note', async () => {
    const admin = await t.member({ role: 'admin' });
    const pay = await paymentOf(first.reference);
    const half = Math.floor(pay.total / 2);
    const res = await t.api('POST', `/v1/admin/payments/${pay.id}/refund`, { token: admin.token, json: { amount: half, reason: 'Half, as agreed' } });
    expect(res.status).toBe(200);
    const asked = fake.requests.at(-1)!;
    expect(asked).toMatchObject({ method: 'POST', path: '/v1/refunds', params: { payment_intent: 'pi_route_first', amount: String(half) } });
    // Until Stripe's event arrives the refund is pending and no credit note exists.
    expect((await paymentOf(first.reference)).refundedAmount).toBe(0);
    const charge = { id: 'ch_route_first', object: 'charge', refunded: false, amount_refunded: half, currency: 'usd', payment_intent: 'pi_route_first', metadata: { payment_reference: first.reference } };
    const { res: refunded, id } = await send('charge.refunded', charge);
    expect(refunded.status).toBe(200);
    expect(await outcomeOf(id)).toBe('applied');
    expect(await paymentOf(first.reference)).toMatchObject({ status: 'paid', refundedAmount: half });
    const billing = (await json(await t.api('GET', '/v1/auth/billing', { token: member.token }))).data;
    expect(JSON.stringify(billing)).toMatch(/WS-CN-\d{4}-\d{6}/);

    // A refund nobody asked for (Stripe says more was refunded) is stored, logged and ignored.
    const { res: stray, id: strayId } = await send('charge.refunded', { ...charge, amount_refunded: pay.total });
    expect(stray.status).toBe(200);
    expect(await outcomeOf(strayId)).toBe('ignored: a refund we did not ask for');
    expect(await paymentOf(first.reference)).toMatchObject({ status: 'paid', refundedAmount: half });
    expect(await t.db.select().from(payments).where(and(eq(payments.userId, member.id), eq(payments.status, 'refunded')))).toHaveLength(0);
  });
});
