// The stripe provider (src/server/commerce/providers/stripe.ts) with the official SDK against a local
// fake of Stripe's API on loopback: Checkout Sessions for a subscription's first period and a
// one-time purchase, webhook signatures checked by the SDK, events normalised, renewals charged
// off-session (paid and declined). Never the internet.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider, UnsupportedStripeEvent } from '../../../src/server/commerce/providers/stripe.ts';
import { WebhookSignatureError, type CheckoutRequest } from '../../../src/server/commerce/providers/types.ts';
import { startFakeStripe, type FakeStripe } from '../../helpers/fake-stripe.ts';

const SECRET = 'whsec_test_secret_for_the_fake';
let fake: FakeStripe;
let provider: ReturnType<typeof createStripeProvider>;
const sdk = new Stripe('sk_test_unused');

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: SECRET, api: fake.api });
});
afterAll(() => fake.close());

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  mode: 'subscription',
  paymentReference: `pay_${Math.random().toString(36).slice(2)}`,
  customer: { userId: 7, email: 'maya@example.test', name: 'Maya' },
  description: 'Membership, monthly',
  subtotal: 1900,
  discountAmount: 380,
  total: 1520,
  currency: 'USD',
  plan: { id: 1, interval: 'month' },
  successUrl: 'http://localhost:4321/subscriptions/success?ref=x',
  cancelUrl: 'http://localhost:4321/subscriptions/error?ref=x',
  ...overrides,
});

function signed(event: Record<string, unknown>, { secret = SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ object: 'event', api_version: '2024-06-20', livemode: false, ...event });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, headers: new Headers({ 'Stripe-Signature': header }) };
}

describe('createCheckout', () => {
  it('creates a Checkout Session for a subscription’s first period: our total, the card saved for renewals, our reference', async () => {
    const req = request();
    const session = await provider.createCheckout(req);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.fake\/c\/pay\/cs_test_/);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent.headers['idempotency-key']).toBe(`checkout:${req.paymentReference}`);
    expect(sent.params).toMatchObject({
      mode: 'payment',
      client_reference_id: req.paymentReference,
      customer_email: 'maya@example.test',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1520',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Membership, monthly',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][payment_reference]': req.paymentReference,
      'metadata[payment_reference]': req.paymentReference,
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
    });
    expect(session.checkoutId).toMatch(/^cs_test_/);
  });

  it('creates a one-time Checkout Session for a course, without saving the card, for a known customer', async () => {
    await provider.createCheckout(request({ mode: 'payment', description: 'Course: Calm Mornings', total: 4000, subtotal: 4000, discountAmount: 0, plan: undefined, customer: { userId: 7, email: 'maya@example.test', name: 'Maya', providerCustomerId: 'cus_123' } }));
    const sent = fake.requests.at(-1)!;
    expect(sent.params['line_items[0][price_data][unit_amount]']).toBe('4000');
    expect(sent.params.customer).toBe('cus_123');
    expect(sent.params.customer_email).toBeUndefined();
    expect(sent.params['payment_intent_data[setup_future_usage]']).toBeUndefined();
  });
});

describe('parseWebhook', () => {
  const completed = (reference: string) => ({
    id: 'evt_completed_1',
    type: 'checkout.session.completed',
    created: 1_790_000_000,
    data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', client_reference_id: reference, metadata: { payment_reference: reference }, payment_intent: 'pi_1', customer: 'cus_1', amount_total: 1520, currency: 'usd' } },
  });

  it('accepts an event signed with the endpoint secret and normalises it', async () => {
    const { payload, headers } = signed(completed('pay_abc'));
    const event = await provider.parseWebhook(payload, headers);
    expect(event).toMatchObject({
      id: 'evt_completed_1',
      type: 'payment.succeeded',
      occurredAt: new Date(1_790_000_000_000),
      paymentReference: 'pay_abc',
      providerCheckoutId: 'cs_test_1',
      providerPaymentId: 'pi_1',
      providerCustomerId: 'cus_1',
      amount: 1520,
      currency: 'USD',
    });
  });

  it('refuses a missing, wrong, tampered or old signature', async () => {
    const good = signed(completed('pay_abc'));
    await expect(provider.parseWebhook(good.payload, new Headers())).rejects.toBeInstanceOf(WebhookSignatureError);
    const wrong = signed(completed('pay_abc'), { secret: 'whsec_someone_else' });
    await expect(provider.parseWebhook(wrong.payload, wrong.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(good.payload.replace('1520', '1'), good.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    const old = signed(completed('pay_abc'), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await expect(provider.parseWebhook(old.payload, old.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    const noSecret = createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: undefined, api: fake.api });
    await expect(noSecret.parseWebhook(good.payload, good.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('reads a declined renewal, an expired checkout and a 3-D Secure step; refuses types it does not handle', async () => {
    const failed = signed({ id: 'evt_f', type: 'payment_intent.payment_failed', created: 1_790_000_100, data: { object: { id: 'pi_2', object: 'payment_intent', amount: 1900, amount_received: 0, currency: 'usd', customer: 'cus_1', payment_method: 'pm_1', metadata: { payment_reference: 'pay_r' }, last_payment_error: { message: 'Your card has insufficient funds.' } } } });
    expect(await provider.parseWebhook(failed.payload, failed.headers)).toMatchObject({ type: 'payment.failed', paymentReference: 'pay_r', failureReason: 'Your card has insufficient funds.', providerPaymentMethodId: 'pm_1' });
    const expired = signed({ id: 'evt_e', type: 'checkout.session.expired', created: 1_790_000_200, data: { object: { id: 'cs_2', object: 'checkout.session', payment_status: 'unpaid', client_reference_id: 'pay_x', metadata: {}, payment_intent: null, customer: null, amount_total: 1520, currency: 'usd' } } });
    expect(await provider.parseWebhook(expired.payload, expired.headers)).toMatchObject({ type: 'checkout.expired', paymentReference: 'pay_x' });
    const action = signed({ id: 'evt_a', type: 'payment_intent.requires_action', created: 1_790_000_300, data: { object: { id: 'pi_3', object: 'payment_intent', amount: 1900, amount_received: 0, currency: 'usd', customer: 'cus_1', payment_method: 'pm_1', metadata: { payment_reference: 'pay_y' } } } });
    expect((await provider.parseWebhook(action.payload, action.headers)).type).toBe('payment.requires_action');
    const other = signed({ id: 'evt_o', type: 'customer.created', created: 1_790_000_400, data: { object: { id: 'cus_9', object: 'customer' } } });
    await expect(provider.parseWebhook(other.payload, other.headers)).rejects.toBeInstanceOf(UnsupportedStripeEvent);
  });
});

describe('chargeRenewal', () => {
  const renewal = (paymentMethod: string) => ({
    paymentReference: `pay_${paymentMethod}`,
    customer: { userId: 7, email: 'maya@example.test', name: 'Maya', providerCustomerId: 'cus_1' },
    providerPaymentMethodId: paymentMethod,
    providerSubscriptionId: null,
    description: 'Membership, monthly (renewal)',
    total: 1900,
    currency: 'USD',
    now: new Date(),
  });

  it('charges the saved card off-session: paid', async () => {
    const result = await provider.chargeRenewal(renewal('pm_card_visa'));
    expect(result.status).toBe('paid');
    expect(result.providerPaymentId).toMatch(/^pi_fake/);
    const sent = fake.requests.at(-1)!;
    expect(sent.params).toMatchObject({ amount: '1900', currency: 'usd', customer: 'cus_1', payment_method: 'pm_card_visa', off_session: 'true', confirm: 'true', 'metadata[payment_reference]': 'pay_pm_card_visa' });
    expect(sent.headers['idempotency-key']).toBe('renewal:pay_pm_card_visa');
  });

  it('reports a declined card as failed with Stripe’s reason', async () => {
    expect(await provider.chargeRenewal(renewal('pm_card_chargeDeclined'))).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
  });

  it('fails without a saved card, asking Stripe nothing', async () => {
    const before = fake.requests.length;
    expect(await provider.chargeRenewal({ ...renewal('x'), providerPaymentMethodId: null })).toMatchObject({ status: 'failed' });
    expect(fake.requests.length).toBe(before);
  });
});
