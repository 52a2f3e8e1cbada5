// Payments and refunds in the studio (docs/rules/studio.md, "Payments and refunds";
// docs/rules/commerce.md, "Refunds"): the list with its status filter, a refund through the sandbox
// provider whose signed event marks the payment refunded (shown on the member's billing and invoice),
// a second refund 409, audited; 401, 403, 404, 422. The stripe provider's refund against the fake API.
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../../src/server/commerce/providers/stripe.ts';
import { paymentEventsOf } from '../../../src/server/commerce/service/index.ts';
import { payments, plans } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { startFakeStripe, type FakeStripe } from '../../helpers/fake-stripe.ts';
import { subscribe } from '../commerce/helpers.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let planId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Refund Admin', role: 'admin' });
  const [plan] = await t.db.insert(plans).values({ slug: 'refund-monthly', membership: 'membership', name: 'Membership, monthly', interval: 'month', amount: 1900 }).returning();
  planId = plan!.id;
});
afterAll(() => t.close());

async function paidPayment() {
  const member = await t.member();
  const { reference } = await subscribe(t, member.token, planId);
  const [p] = await t.db.select().from(payments).where(eq(payments.reference, reference));
  return { member, payment: p! };
}

describe('who may see payments and refund', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const { payment } = await paidPayment();
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/payments'],
      ['POST', `/v1/admin/payments/${payment.id}/refund`, {}],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect(await auditRows(t, 'payment', payment.id)).toEqual([]);
  });
});

describe('payments', () => {
  it('lists payments with member, amount, status and invoice number, filtered by status; 422', async () => {
    const { member, payment } = await paidPayment();
    const res = await t.api('GET', '/v1/admin/payments?status=paid', { token: admin.token });
    expect(res.status).toBe(200);
    const listed = (await body(res)).data.find((p: { id: number }) => p.id === payment.id);
    expect(listed).toMatchObject({ member: { id: member.id, email: member.email }, total: 1900, currency: 'USD', status: 'paid', refunded_at: null });
    expect(listed.invoice_number).toMatch(/-\d{4}-\d{6}$/);
    const refunded = (await body(await t.api('GET', '/v1/admin/payments?status=refunded', { token: admin.token }))).data;
    expect(refunded.map((p: { id: number }) => p.id)).not.toContain(payment.id);
    const bad = await t.api('GET', '/v1/admin/payments?status=lost&per_page=0', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['per_page', 'status']);
  });

  it('refunds a paid payment through the sandbox: its event marks it refunded, the member sees it; twice is 409', async () => {
    const { member, payment } = await paidPayment();
    const res = await t.api('POST', `/v1/admin/payments/${payment.id}/refund`, { token: admin.token, json: { reason: 'Asked by e-mail' } });
    expect(res.status).toBe(200);
    const refunded = (await body(res)).data;
    expect(refunded).toMatchObject({ id: payment.id, status: 'refunded' });
    expect(refunded.refunded_at).not.toBeNull();
    const events = await paymentEventsOf(t.db, payment.id);
    expect(events.at(-1)).toMatchObject({ provider: 'sandbox', type: 'payment.refunded', outcome: 'applied' });

    const billing = (await body(await t.api('GET', '/v1/auth/billing', { token: member.token }))).data;
    expect(billing[0]).toMatchObject({ status: 'refunded' });
    const invoice = await t.api('GET', `/v1/auth/billing/${billing[0].id}`, { token: member.token });
    expect((await body(invoice)).data.status).toBe('refunded');

    const again = await t.api('POST', `/v1/admin/payments/${payment.id}/refund`, { token: admin.token, json: {} });
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe('This payment was already refunded.');

    const rows = await auditRows(t, 'payment', payment.id);
    // The request, then the state the payment ends in once the provider confirmed it (issue 32 part 6).
    expect(rows.map((r) => r.action)).toEqual(['payment.refund', 'payment.refund_confirmed']);
    expect(rows[0]).toMatchObject({ actorId: admin.id, before: { refund_status: null, refund_requested_at: null, refunded_amount: 0 }, after: { refund_status: 'pending', amount: 1900, currency: 'USD', reason: 'Asked by e-mail', revoke_access: false } });
    expect(rows[0]!.after).not.toHaveProperty('status');
    expect(rows[1]).toMatchObject({ actorId: admin.id, before: { status: 'paid', refunded_amount: 0 }, after: { status: 'refunded', refunded_amount: 1900, refund_status: 'succeeded' } });
    const listed = (await body(await t.api('GET', `/v1/admin/audit?record_type=payment&record_id=${payment.id}&action=payment.refund_confirmed`, { token: admin.token }))).data;
    expect(listed).toHaveLength(1);
    expect(listed[0].changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'paid', after: 'refunded', before_full: null, after_full: null }]));
  });

  it('refuses a payment that is not paid (409), an unknown one (404) and a bad body (422)', async () => {
    const member = await t.member();
    const req = await t.api('POST', '/v1/subscriptions/payment/request', { token: member.token, json: { plan_id: planId } });
    const [pending] = await t.db.select().from(payments).where(eq(payments.reference, (await body(req)).data.reference));
    const res = await t.api('POST', `/v1/admin/payments/${pending!.id}/refund`, { token: admin.token, json: {} });
    expect(res.status).toBe(409);
    expect((await body(res)).message).toBe('Only a paid payment can be refunded.');
    expect((await t.api('POST', '/v1/admin/payments/2147483647/refund', { token: admin.token, json: {} })).status).toBe(404);
    const bad = await t.api('POST', `/v1/admin/payments/${pending!.id}/refund`, { token: admin.token, json: { reason: 'x'.repeat(501), extra: 1 } });
    expect(bad.status).toBe(422);
  });
});

describe('the stripe provider’s refund', () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());

  it('calls refunds.create for the payment intent, once per payment, and reads charge.refunded back', async () => {
    const secret = 'whsec_test_refunds';
    const provider = createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: secret, api: fake.api });
    const result = await provider.refund({ paymentReference: 'pay_ref1', refundReference: 'rf_ref1', providerPaymentId: 'pi_123', amount: 950, currency: 'USD' });
    expect(result.status).toBe('succeeded');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(sent.params).toMatchObject({ payment_intent: 'pi_123', amount: '950', 'metadata[payment_reference]': 'pay_ref1', 'metadata[refund_reference]': 'rf_ref1' });
    expect(sent.headers['idempotency-key']).toBe('refund:rf_ref1');

    const payload = JSON.stringify({
      id: 'evt_refund1',
      object: 'event',
      type: 'charge.refunded',
      created: 1_790_000_000,
      data: { object: { id: 'ch_1', object: 'charge', refunded: false, amount_refunded: 950, currency: 'usd', payment_intent: 'pi_123', metadata: { payment_reference: 'pay_ref1' } } },
    });
    const header = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
    const event = await provider.parseWebhook(payload, new Headers({ 'Stripe-Signature': header }));
    // A partial refund is read too: all Stripe has refunded on the charge so far, matched to our refunds by commerce.
    expect(event).toMatchObject({ type: 'payment.refunded', paymentReference: 'pay_ref1', providerPaymentId: 'pi_123', currency: 'USD', refund: { refundedTotal: 950, reference: null } });
    expect(event.amount).toBeUndefined();
  });
});
