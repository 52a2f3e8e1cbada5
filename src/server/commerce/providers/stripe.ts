// The `stripe` payment provider (docs/rules/commerce.md, "Providers"), with the official SDK.
//
// - Checkout: a Stripe Checkout Session in `payment` mode for both kinds. A subscription's first
//   period is a one-time charge that also saves the card for later (`setup_future_usage:
//   off_session`): our own job charges renewals (chargeRenewal), so Stripe keeps no subscription of
//   its own and `cancel` has nothing to tell it. The amount is our total, computed from the database.
// - Webhooks: the signature (Stripe-Signature header, HMAC over timestamp and body) is checked by
//   the SDK; an event is then normalised to a ProviderEvent naming our payment by its reference,
//   which every session and payment intent carries in its metadata.
// - The SDK's host, port and protocol can point at a local fake of Stripe's API (tests), never the
//   internet from a test.
import Stripe from 'stripe';
import { UnsupportedStripeEvent } from './stripe-errors.ts';
import type {
  CancelRequest,
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
  ProviderEvent,
  ProviderEventType,
  RenewalChargeRequest,
  RenewalChargeResult,
  RefundRequest,
  RefundResult,
} from './types.ts';
import { WebhookSignatureError } from './types.ts';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where the SDK sends API calls; Stripe's own API when unset. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Seconds a signed event stays acceptable (Stripe's default: 300). */
  toleranceSeconds?: number;
};

export { UnsupportedStripeEvent };

/** The event types this provider understands: the webhook endpoint should be subscribed to these. */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'charge.refunded',
] as const;

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });

  async function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = { payment_reference: request.paymentReference, user_id: String(request.customer.userId) };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.paymentReference,
        ...(request.customer.providerCustomerId ? { customer: request.customer.providerCustomerId } : { customer_email: request.customer.email, customer_creation: 'always' }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.total,
              product_data: { name: request.description },
            },
          },
        ],
        payment_intent_data: {
          metadata,
          description: request.description,
          ...(request.mode === 'subscription' ? { setup_future_usage: 'off_session' as const } : {}),
        },
        metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // The same checkout asked for twice (a retried request) is one session at Stripe.
      { idempotencyKey: `checkout:${request.paymentReference}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { checkoutId: session.id, url: session.url };
  }

  async function parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent> {
    if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no Stripe event can be verified');
    const signature = headers.get('stripe-signature');
    if (!signature) throw new WebhookSignatureError('the Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret, options.toleranceSeconds);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'the signature does not match');
    }
    const normalised = normalise(event);
    if (normalised.type === 'payment.succeeded' && !normalised.card && normalised.providerPaymentId) normalised.card = await cardOfIntent(normalised.providerPaymentId);
    return normalised;
  }

  /**
   * The card a payment intent was paid with (brand, last four), for the invoice. A checkout session's
   * event does not carry it, so the intent is read with its charge; when Stripe cannot be asked the
   * event is still applied, without the card.
   */
  async function cardOfIntent(intentId: string): Promise<ProviderEvent['card']> {
    try {
      const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
      return cardOfCharge(intent.latest_charge);
    } catch {
      return null;
    }
  }

  async function chargeRenewal(request: RenewalChargeRequest): Promise<RenewalChargeResult> {
    const customer = request.customer.providerCustomerId;
    if (!customer || !request.providerPaymentMethodId) return { providerPaymentId: '', status: 'failed', failureReason: 'No saved card to charge.' };
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.total,
          currency: request.currency.toLowerCase(),
          customer,
          payment_method: request.providerPaymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { payment_reference: request.paymentReference, user_id: String(request.customer.userId) },
        },
        { idempotencyKey: `renewal:${request.paymentReference}` },
      );
      return { providerPaymentId: intent.id, status: intent.status === 'succeeded' ? 'paid' : intent.status === 'canceled' ? 'failed' : 'pending' };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const intent = (err.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
        return { providerPaymentId: intent?.id ?? '', status: 'failed', failureReason: err.message };
      }
      throw err;
    }
  }

  async function cancel(_request: CancelRequest): Promise<void> {
    // Renewals are ours (chargeRenewal); Stripe holds no subscription to stop or resume.
  }

  async function refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.providerPaymentId) throw new Error(`payment ${request.paymentReference} has no Stripe payment intent to refund`);
    const created = await stripe.refunds.create(
      {
        payment_intent: request.providerPaymentId,
        amount: request.amount,
        metadata: { payment_reference: request.paymentReference, refund_reference: request.refundReference },
        ...(request.reason ? { reason: 'requested_by_customer' as const } : {}),
      },
      // Asked twice (a retried request) is one refund at Stripe.
      { idempotencyKey: `refund:${request.refundReference}` },
    );
    return { providerRefundId: created.id, status: created.status === 'succeeded' ? 'succeeded' : 'pending' };
  }

  return { name: 'stripe', createCheckout, parseWebhook, chargeRenewal, cancel, refund };
}

function cardOfCharge(charge: string | Stripe.Charge | null | undefined): ProviderEvent['card'] {
  const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

function normalise(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, occurredAt: new Date(event.created * 1000), raw: event };
  const fromSession = (type: ProviderEventType, session: Stripe.Checkout.Session): ProviderEvent => {
    const reference = session.metadata?.payment_reference ?? session.client_reference_id;
    if (!reference) throw new UnsupportedStripeEvent(`${event.type} ${event.id} names no payment`);
    return {
      ...base,
      type,
      paymentReference: reference,
      providerCheckoutId: session.id,
      providerPaymentId: idOf(session.payment_intent),
      providerCustomerId: idOf(session.customer),
      amount: session.amount_total ?? undefined,
      currency: session.currency?.toUpperCase(),
      failureReason: type === 'payment.failed' ? 'The payment did not go through.' : null,
    };
  };
  const fromIntent = (type: ProviderEventType, intent: Stripe.PaymentIntent): ProviderEvent => {
    const reference = intent.metadata?.payment_reference;
    if (!reference) throw new UnsupportedStripeEvent(`${event.type} ${event.id} names no payment`);
    return {
      ...base,
      type,
      paymentReference: reference,
      providerPaymentId: intent.id,
      providerCustomerId: idOf(intent.customer),
      providerPaymentMethodId: idOf(intent.payment_method),
      card: cardOfCharge(intent.latest_charge),
      amount: intent.amount_received || intent.amount,
      currency: intent.currency.toUpperCase(),
      failureReason: type === 'payment.failed' ? (intent.last_payment_error?.message ?? 'The card was declined.') : null,
    };
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // A card paid at once; bank debits complete later (async_payment_succeeded).
      if (event.data.object.payment_status === 'unpaid') throw new UnsupportedStripeEvent('checkout completed, payment still on its way');
      return fromSession('payment.succeeded', event.data.object);
    case 'checkout.session.async_payment_succeeded':
      return fromSession('payment.succeeded', event.data.object);
    case 'checkout.session.async_payment_failed':
      return fromSession('payment.failed', event.data.object);
    case 'checkout.session.expired':
      return fromSession('checkout.expired', event.data.object);
    case 'payment_intent.succeeded':
      return fromIntent('payment.succeeded', event.data.object);
    case 'payment_intent.payment_failed':
      return fromIntent('payment.failed', event.data.object);
    case 'payment_intent.requires_action':
      return fromIntent('payment.requires_action', event.data.object);
    case 'charge.refunded': {
      // A charge carries its payment intent's metadata. Whole or partial, `amount_refunded` is all
      // Stripe has given back on it so far; commerce matches it to the refunds it asked for.
      const charge = event.data.object;
      const reference = charge.metadata?.payment_reference;
      if (!reference) throw new UnsupportedStripeEvent(`${event.type} ${event.id} names no payment`);
      return {
        ...base,
        type: 'payment.refunded',
        paymentReference: reference,
        providerPaymentId: idOf(charge.payment_intent),
        currency: charge.currency.toUpperCase(),
        refund: { reference: null, amount: null, refundedTotal: charge.amount_refunded, providerRefundId: null },
      };
    }
    default:
      throw new UnsupportedStripeEvent(`Stripe event type ${event.type} is not handled`);
  }
}
