// One interface for every payment provider (docs/rules/commerce.md). Commerce code talks only to
// this; `sandbox` (default, offline) and `stripe` implement it. Providers never change our tables
// about money themselves: the truth about a payment reaches commerce only as a verified webhook
// event (ProviderEvent), stored once by its id and then applied.
import type { PaymentProviderName } from '../../db/schema/commerce.ts';

export type { PaymentProviderName };

export interface CheckoutCustomer {
  userId: number;
  email: string;
  name: string;
  /** The provider's customer id from an earlier payment, when known. */
  providerCustomerId?: string | null;
}

/** A checkout for one thing: a subscription's first period or a one-time purchase. */
export interface CheckoutRequest {
  /** 'subscription' saves the payment method for renewals; 'payment' is one-time. */
  mode: 'subscription' | 'payment';
  /** Our payment's public reference; every event about this checkout carries it back. */
  paymentReference: string;
  customer: CheckoutCustomer;
  /** What is bought, in words ("Membership, monthly"). */
  description: string;
  /** Amounts in minor units, already computed from the database (never from the client). */
  subtotal: number;
  discountAmount: number;
  total: number;
  currency: string;
  /** For subscriptions: the plan's interval and the provider's price id when it needs one. */
  plan?: { id: number; interval: 'month' | 'year'; providerPriceId?: string | null };
  /** Absolute URLs the provider sends the browser back to (the result pages). */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's checkout id (stored as payments.provider_checkout_id). */
  checkoutId: string;
  /** Where the browser goes to pay (the provider's hosted page). */
  url: string;
}

/** A renewal charged by our job against the payment method saved at the first checkout. */
export interface RenewalChargeRequest {
  paymentReference: string;
  customer: CheckoutCustomer;
  providerPaymentMethodId: string | null;
  providerSubscriptionId: string | null;
  description: string;
  total: number;
  currency: string;
  /** The job's clock (tests move it); providers with a test clock use it. */
  now: Date;
}

/**
 * What the provider accepted. The charge's outcome (paid or failed) still arrives as a webhook
 * event; `status` is only what the provider answered synchronously.
 */
export interface RenewalChargeResult {
  providerPaymentId: string;
  status: 'pending' | 'paid' | 'failed';
  failureReason?: string;
}

export interface CancelRequest {
  providerSubscriptionId: string | null;
  /** true: stop renewing at period end (resumable); false: resume a cancellation. */
  atPeriodEnd: boolean;
}

/** Provider events, normalised. Every event names our payment by its reference. */
export type ProviderEventType =
  /** Money taken: the payment is paid. */
  | 'payment.succeeded'
  /** The card was declined or the charge failed. */
  | 'payment.failed'
  /** The card asked for an extra confirmation step (3-D Secure); not final. */
  | 'payment.requires_action'
  /** The checkout was abandoned or expired without payment. */
  | 'checkout.expired'
  /** Money returned: a paid payment becomes refunded (docs/rules/commerce.md, "Refunds"). */
  | 'payment.refunded';

export interface ProviderEvent {
  /** The provider's unique event id (payment_events.event_id). */
  id: string;
  type: ProviderEventType;
  /** When the provider says it happened (used to order out-of-order deliveries). */
  occurredAt: Date;
  paymentReference: string;
  providerCheckoutId?: string | null;
  providerPaymentId?: string | null;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  /** Saved for renewals (subscription checkouts). */
  providerPaymentMethodId?: string | null;
  /** Amount the provider says it took (checked against ours). */
  amount?: number;
  currency?: string;
  /** For failures: the reason in words a member can read. */
  failureReason?: string | null;
  /** For a paid event: the card the money was taken from, as the provider reports it (brand and last four digits only). */
  card?: { brand: string; last4: string } | null;
  /**
   * For `payment.refunded`: which refund it confirms. `reference` is our refund's (payment_refunds)
   * when the provider carries it back (sandbox); `refundedTotal` is all the provider has refunded on
   * the payment so far (Stripe's `amount_refunded`). Never set `amount` on a refund event: that is the
   * payment's own amount.
   */
  refund?: { reference: string | null; amount: number | null; refundedTotal: number | null; providerRefundId: string | null } | null;
  /** The raw event as received, stored with it. */
  raw: unknown;
}

/** Thrown by parseWebhook when the signature is missing, wrong or too old; the endpoint answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A refund of part or all of a paid payment, asked for from the studio (docs/rules/commerce.md, "Refunds"). */
export interface RefundRequest {
  paymentReference: string;
  /** Our refund's reference (payment_refunds.reference): the idempotency key, and carried back by the event when the provider can. */
  refundReference: string;
  /** The provider's payment id (payment intent) the money was taken with. */
  providerPaymentId: string | null;
  /** What to give back, in minor units: up to what remains of the payment. */
  amount: number;
  currency: string;
  reason?: string;
}

/** What the provider accepted; the payment changes only when its `payment.refunded` event arrives. */
export interface RefundResult {
  providerRefundId: string;
  status: 'pending' | 'succeeded';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Create a hosted checkout for a subscription's first period or a one-time payment. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verify the signature of a webhook request (raw body, headers) and parse it; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>;
  /** Charge a subscription renewal off-session. */
  chargeRenewal(request: RenewalChargeRequest): Promise<RenewalChargeResult>;
  /** Stop (atPeriodEnd) or resume renewals at the provider, when the provider keeps its own subscription. */
  cancel(request: CancelRequest): Promise<void>;
  /** Return a paid payment's money; the outcome still arrives as a signed `payment.refunded` event. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
