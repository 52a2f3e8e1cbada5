// The sandbox payment provider (docs/rules/commerce.md, "Sandbox"): the default, so the platform takes
// "payments" offline. It behaves like a provider's test mode: its own hosted checkout page on this
// server (/pay/sandbox/{id}, a real card form), test cards with fixed outcomes, and the outcome told
// to our webhook endpoint as a signed event (HMAC-SHA256 over "timestamp.body", as Stripe signs),
// never by the browser. Its checkout sessions live in its own table, sandbox_checkouts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cardBrand, parseExpiry } from '../../../lib/card-input.ts';
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { enqueue } from '../../jobs/index.ts';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
  type RenewalChargeRequest,
  type RenewalChargeResult,
  type RefundRequest,
  type RefundResult,
} from './types.ts';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Events signed longer ago than this are refused (a replay of an old capture). */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300;
export const SANDBOX_DELIVER_JOB = 'commerce.sandbox-deliver';

/** The test cards and what each does (shown on the checkout page). */
export const SANDBOX_CARDS = {
  '4242424242424242': { behaviour: 'pays', label: 'Pays' },
  '4000000000000002': { behaviour: 'declines', label: 'Is declined' },
  '4000000000009995': { behaviour: 'insufficient_funds', label: 'Is declined: insufficient funds' },
  '4000002500003155': { behaviour: 'authenticates', label: 'Asks for an extra confirmation step' },
  '4000000000000341': { behaviour: 'renewals_decline', label: 'Pays now; its renewals are declined' },
} as const;
/** Every test card above is a Visa number, so a checkout confirmed after the extra step paid with a Visa. */
const SANDBOX_CARD_BRAND = 'visa';
export type SandboxBehaviour = (typeof SANDBOX_CARDS)[keyof typeof SANDBOX_CARDS]['behaviour'];

export const SANDBOX_DECLINES = {
  declines: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication: 'The extra confirmation step for your card failed.',
  cancelled: 'You cancelled the payment.',
} as const;

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

/** The signing secret: derived from the app secret, so it is stable per installation and never in the code. */
export function sandboxSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('commerce:sandbox-webhook').digest('base64url');
}

export function signSandboxBody(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Checks "t=…,v1=…" against the body; throws WebhookSignatureError when missing, wrong or too old. */
export function verifySandboxSignature(secret: string, body: string, header: string | null, nowS = Math.floor(Date.now() / 1000)): void {
  if (!header) throw new WebhookSignatureError('The event has no signature.');
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new WebhookSignatureError('The event signature is malformed.');
  if (Math.abs(nowS - t) > SANDBOX_SIGNATURE_TOLERANCE_S) throw new WebhookSignatureError('The event signature is too old.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookSignatureError('The event signature does not match.');
}

/** The JSON an event travels as. */
export type SandboxEventBody = {
  id: string;
  type: ProviderEventType;
  /** Unix seconds with milliseconds, when it happened. */
  created: number;
  data: {
    payment_reference: string;
    checkout_id?: string | null;
    payment_id?: string | null;
    customer_id?: string | null;
    subscription_id?: string | null;
    payment_method_id?: string | null;
    amount?: number;
    currency?: string;
    failure_reason?: string | null;
    refund_id?: string | null;
    /** A refund event: our refund's reference and its amount (not `amount`, which is the payment's). */
    refund_reference?: string | null;
    refund_amount?: number | null;
    card_brand?: string | null;
    card_last4?: string | null;
  };
};

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export type Deliver = (rawBody: string, headers: Headers) => Promise<unknown>;

export type SandboxOptions = {
  deps: Deps;
  /** Hands a signed event to our webhook endpoint's handler (the same code the HTTP route runs). */
  deliver: Deliver;
};

/** Signs `body` now and delivers it. */
export async function deliverSandboxEvent(deps: Deps, deliver: Deliver, body: string): Promise<void> {
  const signature = signSandboxBody(sandboxSecret(deps.config.appSecret), body, Math.floor(Date.now() / 1000));
  await deliver(body, new Headers({ 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }));
}

/**
 * Records the event for delivery in `tx` (a job: if this process dies the event is still delivered)
 * and returns its body; the caller delivers it at once after commit too. Delivering twice is safe:
 * the webhook stores each event once by id (docs/rules/commerce.md, "Webhooks").
 */
async function recordEvent(tx: Db, type: ProviderEventType, data: SandboxEventBody['data'], at: Date): Promise<string> {
  const event: SandboxEventBody = { id: rid('evt_sandbox'), type, created: at.getTime() / 1000, data };
  const body = JSON.stringify(event);
  await enqueue(tx, SANDBOX_DELIVER_JOB, { body }, { key: `sandbox-event:${event.id}`, runAt: new Date(Date.now() + 30_000), maxAttempts: 8 });
  return body;
}

/** The origin of the return address, with /es when it is a Spanish page (docs/i18n.md). */
function pageBaseOf(url: string): string | null {
  try {
    const at = new URL(url);
    return at.pathname.startsWith('/es/') ? `${at.origin}/es` : at.origin;
  } catch {
    return null;
  }
}

export function createSandboxProvider({ deps, deliver }: SandboxOptions): PaymentProvider {
  const secret = sandboxSecret(deps.config.appSecret);
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const id = rid('cs_sandbox');
      await deps.db.insert(sandboxCheckouts).values({
        id,
        mode: request.mode,
        paymentReference: request.paymentReference,
        description: request.description,
        amount: request.total,
        currency: request.currency,
        customerEmail: request.customer.email,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      // The page opens on the host the member is buying from, as the return addresses do (they carry
      // that origin: checkout.ts), so their session comes along (docs/deploy.md); APP_URL otherwise.
      // In the return page's language too.
      return { checkoutId: id, url: `${pageBaseOf(request.successUrl) ?? deps.config.appUrl}/pay/sandbox/${id}` };
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent> {
      verifySandboxSignature(secret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER));
      let body: SandboxEventBody;
      try {
        body = JSON.parse(rawBody) as SandboxEventBody;
      } catch {
        throw new WebhookSignatureError('The event is not JSON.');
      }
      if (!body || typeof body.id !== 'string' || typeof body.type !== 'string' || typeof body.created !== 'number' || typeof body.data?.payment_reference !== 'string') {
        throw new WebhookSignatureError('The event is not a sandbox event.');
      }
      const d = body.data;
      return {
        id: body.id,
        type: body.type,
        occurredAt: new Date(Math.round(body.created * 1000)),
        paymentReference: d.payment_reference,
        providerCheckoutId: d.checkout_id ?? null,
        providerPaymentId: d.payment_id ?? null,
        providerCustomerId: d.customer_id ?? null,
        providerSubscriptionId: d.subscription_id ?? null,
        providerPaymentMethodId: d.payment_method_id ?? null,
        ...(d.amount !== undefined ? { amount: d.amount } : {}),
        ...(d.currency !== undefined ? { currency: d.currency } : {}),
        failureReason: d.failure_reason ?? null,
        card: d.card_brand && d.card_last4 ? { brand: d.card_brand, last4: d.card_last4 } : null,
        ...(body.type === 'payment.refunded' ? { refund: { reference: d.refund_reference ?? null, amount: d.refund_amount ?? null, refundedTotal: null, providerRefundId: d.refund_id ?? null } } : {}),
        raw: body,
      };
    },

    async chargeRenewal(request: RenewalChargeRequest): Promise<RenewalChargeResult> {
      const paymentId = rid('pi_sandbox');
      const declines = !request.providerPaymentMethodId || request.providerPaymentMethodId.includes('renewals_decline');
      const type: ProviderEventType = declines ? 'payment.failed' : 'payment.succeeded';
      const failureReason = declines ? SANDBOX_DECLINES.declines : null;
      const body = await deps.db.transaction((tx) =>
        recordEvent(
          tx as unknown as Db,
          type,
          {
            payment_reference: request.paymentReference,
            payment_id: paymentId,
            customer_id: request.customer.providerCustomerId ?? null,
            subscription_id: request.providerSubscriptionId,
            payment_method_id: request.providerPaymentMethodId,
            amount: request.total,
            currency: request.currency,
            failure_reason: failureReason,
          },
          request.now,
        ),
      );
      await deliverSandboxEvent(deps, deliver, body).catch((err: unknown) => deps.log.warn('sandbox event delivery failed; the job retries it', { error: String(err) }));
      return { providerPaymentId: paymentId, status: 'pending' };
    },

    async cancel(): Promise<void> {
      // The sandbox keeps no subscription of its own: renewals are charged by our job, which stops
      // charging a cancelled subscription. Nothing to tell the provider.
    },

    // A refund always succeeds in the sandbox; it is told to our webhook as a signed event, as a
    // payment is, so the webhook flow decides the payment's state.
    async refund(request: RefundRequest): Promise<RefundResult> {
      const refundId = rid('re_sandbox');
      const body = await deps.db.transaction((tx) =>
        recordEvent(
          tx as unknown as Db,
          'payment.refunded',
          { payment_reference: request.paymentReference, payment_id: request.providerPaymentId, refund_id: refundId, refund_reference: request.refundReference, refund_amount: request.amount, currency: request.currency },
          new Date(),
        ),
      );
      await deliverSandboxEvent(deps, deliver, body).catch((err: unknown) => deps.log.warn('sandbox event delivery failed; the job retries it', { error: String(err) }));
      return { providerRefundId: refundId, status: 'pending' };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The hosted checkout page's actions (src/pages/pay/sandbox/[id].astro).

export type CardForm = { number: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardForm, string>>;
export type SubmitOutcome = { redirect: string } | { errors: CardErrors };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** The card fields checked as a provider's form checks them; errors are worded for the field. */
export function checkCard(form: CardForm, now = new Date()): { errors: CardErrors; behaviour?: SandboxBehaviour; last4?: string; brand?: string } {
  const errors: CardErrors = {};
  const digits = form.number.replace(/[\s-]/g, '');
  let behaviour: SandboxBehaviour | undefined;
  if (!digits) errors.number = 'Enter the card number.';
  else if (!/^[0-9]{12,19}$/.test(digits) || !luhn(digits)) errors.number = 'This card number is not valid.';
  else {
    behaviour = (SANDBOX_CARDS as Record<string, { behaviour: SandboxBehaviour }>)[digits]?.behaviour;
    if (!behaviour) errors.number = 'This is a test checkout: use one of the test cards listed below.';
  }
  // With or without the page's script: "12 / 30", "12/30" and "1230" are the same date.
  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) errors.expiry = 'Enter the expiry date (MM / YY).';
  else if (!expiry) errors.expiry = 'Write the expiry date as MM / YY.';
  else {
    const { month, year } = expiry;
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) errors.expiry = 'This card has expired.';
  }
  if (!form.cvc.trim()) errors.cvc = 'Enter the security code (CVC).';
  else if (!/^[0-9]{3,4}$/.test(form.cvc.trim())) errors.cvc = 'The security code is 3 or 4 digits.';
  if (Object.keys(errors).length) return { errors };
  return { errors, ...(behaviour ? { behaviour } : {}), last4: digits.slice(-4), brand: cardBrand(digits) };
}

export async function getSandboxCheckout(db: Db, id: string): Promise<SandboxCheckout | null> {
  if (!/^cs_sandbox_[A-Za-z0-9_-]{16}$/.test(id)) return null;
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1);
  return row ?? null;
}

function withReference(url: string, reference: string): string {
  const u = new URL(url);
  u.searchParams.set('reference', reference);
  return u.toString();
}

/**
 * Changes the checkout's status (only from the allowed ones, under a row lock, so a double submit
 * acts once), records the event, commits, then delivers the event.
 */
async function settle(
  deps: Deps,
  deliver: Deliver,
  id: string,
  from: SandboxCheckout['status'][],
  change: (row: SandboxCheckout) => { status: SandboxCheckout['status']; cardLast4?: string; cardBehaviour?: string; type: ProviderEventType; data: Partial<SandboxEventBody['data']> } | null,
): Promise<{ row: SandboxCheckout; acted: boolean }> {
  let body: string | null = null;
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).for('update').limit(1);
    if (!current) throw new Error(`sandbox checkout ${id} vanished`);
    if (!from.includes(current.status)) return current;
    const next = change(current);
    if (!next) return current;
    const [updated] = await tx
      .update(sandboxCheckouts)
      .set({ status: next.status, ...(next.cardLast4 ? { cardLast4: next.cardLast4 } : {}), ...(next.cardBehaviour ? { cardBehaviour: next.cardBehaviour } : {}) })
      .where(eq(sandboxCheckouts.id, id))
      .returning();
    body = await recordEvent(tx, next.type, { payment_reference: current.paymentReference, checkout_id: current.id, amount: current.amount, currency: current.currency, ...next.data }, new Date());
    return updated!;
  });
  if (body) await deliverSandboxEvent(deps, deliver, body).catch((err: unknown) => deps.log.warn('sandbox event delivery failed; the job retries it', { error: String(err) }));
  return { row, acted: body !== null };
}

/** The brand of a card number by its first digits (the networks' published ranges), as providers report it. */

function paidData(row: SandboxCheckout, behaviour: string, card: { brand: string; last4: string } | null): Partial<SandboxEventBody['data']> {
  return {
    ...(card ? { card_brand: card.brand, card_last4: card.last4 } : {}),
    payment_id: rid('pi_sandbox'),
    customer_id: `cus_sandbox_${createHmac('sha256', 'customer').update(row.customerEmail).digest('hex').slice(0, 16)}`,
    ...(row.mode === 'subscription' ? { subscription_id: rid('sub_sandbox'), payment_method_id: `pm_sandbox_${behaviour}_${randomBytes(6).toString('hex')}` } : {}),
  };
}

/** The card form was sent: pays, declines, or asks for the extra step. */
export async function submitSandboxCard(deps: Deps, deliver: Deliver, id: string, form: CardForm): Promise<SubmitOutcome> {
  const checked = checkCard(form);
  if (!checked.behaviour) return { errors: checked.errors };
  const behaviour = checked.behaviour;
  const last4 = checked.last4!;
  const { row } = await settle(deps, deliver, id, ['open'], (current) => {
    if (behaviour === 'authenticates') return { status: 'requires_action', cardLast4: last4, cardBehaviour: behaviour, type: 'payment.requires_action', data: {} };
    if (behaviour === 'declines' || behaviour === 'insufficient_funds') {
      return { status: 'declined', cardLast4: last4, cardBehaviour: behaviour, type: 'payment.failed', data: { failure_reason: SANDBOX_DECLINES[behaviour] } };
    }
    return { status: 'complete', cardLast4: last4, cardBehaviour: behaviour, type: 'payment.succeeded', data: paidData(current, behaviour, { brand: checked.brand ?? 'card', last4 }) };
  });
  return { redirect: resultUrl(id, row) };
}

/** The extra confirmation step: the member approves or fails it. */
export async function confirmSandboxCheckout(deps: Deps, deliver: Deliver, id: string, approve: boolean): Promise<SubmitOutcome> {
  const { row } = await settle(deps, deliver, id, ['requires_action'], (current) =>
    approve
      ? { status: 'complete', type: 'payment.succeeded', data: paidData(current, current.cardBehaviour ?? 'pays', current.cardLast4 ? { brand: SANDBOX_CARD_BRAND, last4: current.cardLast4 } : null) }
      : { status: 'declined', type: 'payment.failed', data: { failure_reason: SANDBOX_DECLINES.authentication } },
  );
  return { redirect: resultUrl(id, row) };
}

/** "Cancel and go back": the checkout expires unpaid. */
export async function cancelSandboxCheckout(deps: Deps, deliver: Deliver, id: string): Promise<SubmitOutcome> {
  const { row } = await settle(deps, deliver, id, ['open', 'requires_action'], () => ({ status: 'expired', type: 'checkout.expired', data: { failure_reason: SANDBOX_DECLINES.cancelled } }));
  return { redirect: resultUrl(id, row) };
}

/** Where the browser goes for the checkout's current status. */
export function resultUrl(id: string, row: SandboxCheckout): string {
  if (row.status === 'complete') return withReference(row.successUrl, row.paymentReference);
  if (row.status === 'declined' || row.status === 'expired') return withReference(row.cancelUrl, row.paymentReference);
  return `/pay/sandbox/${id}`;
}
