// Provider events (docs/rules/commerce.md, "Webhooks"): the only source of truth about money. Each
// event is verified by its provider, stored once by (provider, event id) and applied in the same
// transaction, under a lock on its payment, so a replayed or duplicated event has one effect and
// concurrent deliveries queue behind each other. Events arriving out of order end in the right
// state: "paid" is final and wins whenever it arrives; other events apply only when they happened
// after the last event applied to the payment.
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { AppError } from '../../errors.ts';
import { UnsupportedStripeEvent } from '../providers/stripe-errors.ts';
import { WebhookSignatureError, type PaymentProviderName, type ProviderEvent } from '../providers/types.ts';
import { markFailed, markPaid, rememberSavedCard } from './fulfil.ts';
import { releaseDiscount } from './pricing.ts';
import { applyRefundEvent } from './refunds.ts';
import { paymentProvider } from './provider.ts';

export type WebhookResult = { received: true; duplicate: boolean; outcome: string };

export async function receiveWebhook(deps: Deps, providerName: PaymentProviderName, rawBody: string, headers: Headers): Promise<WebhookResult> {
  let event: ProviderEvent;
  try {
    event = await paymentProvider(deps, providerName).parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError('bad_request', `Webhook refused: ${err.message}`);
    // A genuine event we do not act on is acknowledged, or the provider would retry it for days.
    if (err instanceof UnsupportedStripeEvent) return { received: true, duplicate: false, outcome: `ignored: ${err.message}` };
    // A provider this server does not use sends nothing we could check.
    if (err instanceof AppError && err.code === 'unavailable') throw new AppError('bad_request', `Webhook refused: the ${providerName} provider is not configured here.`);
    throw err;
  }
  return applyProviderEvent(deps, providerName, event);
}

type PaymentRow = typeof payments.$inferSelect;

export async function applyProviderEvent(deps: Deps, providerName: PaymentProviderName, event: ProviderEvent): Promise<WebhookResult> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, event.paymentReference)).for('update').limit(1);
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: providerName,
        eventId: event.id,
        type: event.type,
        paymentId: payment?.id ?? null,
        occurredAt: event.occurredAt,
        payload: event.raw as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { received: true, duplicate: true, outcome: 'duplicate' };

    const outcome = payment ? await apply(deps, tx, payment, event, stored.id) : 'ignored: no such payment';
    await tx.update(paymentEvents).set({ processedAt: new Date(), outcome }).where(eq(paymentEvents.id, stored.id));
    return { received: true, duplicate: false, outcome };
  });
}

/** When the last event applied to this payment happened (null when none was). */
async function lastAppliedAt(tx: Db, paymentId: number, except: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: paymentEvents.occurredAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), ne(paymentEvents.id, except), eq(paymentEvents.outcome, 'applied'), isNotNull(paymentEvents.processedAt)))
    .orderBy(desc(paymentEvents.occurredAt))
    .limit(1);
  return row?.at ?? null;
}

async function apply(deps: Deps, tx: Db, payment: PaymentRow, event: ProviderEvent, storedId: number): Promise<string> {
  if (event.amount !== undefined && (event.amount !== payment.total || (event.currency && event.currency.toUpperCase() !== payment.currency.toUpperCase()))) {
    deps.log.warn('payment event amount differs from the payment', { reference: payment.reference, event: event.id });
    return 'ignored: amount differs from the payment';
  }
  const ids = {
    ...(event.providerPaymentId ? { providerPaymentId: event.providerPaymentId } : {}),
    ...(event.providerCustomerId ? { providerCustomerId: event.providerCustomerId } : {}),
  };
  // Money returned (docs/rules/commerce.md, "Refunds"): confirms refunds we asked for, whole or partial.
  if (event.type === 'payment.refunded') return applyRefundEvent(deps, tx, payment, event);
  if (event.type === 'payment.succeeded') {
    if (payment.status === 'paid' || payment.status === 'refunded') {
      await rememberSavedCard(tx, payment, event);
      return 'ignored: already paid';
    }
    await markPaid(deps, tx, payment, event);
    if (Object.keys(ids).length) await tx.update(payments).set(ids).where(eq(payments.id, payment.id));
    return 'applied';
  }
  // Anything else never undoes a payment, and never overrides a later event.
  if (payment.status === 'paid' || payment.status === 'refunded') return 'ignored: already paid';
  const last = await lastAppliedAt(tx, payment.id, storedId);
  if (last && last > event.occurredAt) return 'ignored: older than the last event applied';

  if (event.type === 'payment.requires_action') {
    if (payment.status !== 'pending') return `ignored: payment is ${payment.status}`;
    await tx.update(payments).set({ status: 'requires_action', ...ids }).where(eq(payments.id, payment.id));
    return 'applied';
  }
  if (event.type === 'payment.failed') {
    await markFailed(deps, tx, payment, event.failureReason ?? 'The payment was declined.', event.occurredAt);
    if (Object.keys(ids).length) await tx.update(payments).set(ids).where(eq(payments.id, payment.id));
    return 'applied';
  }
  if (event.type === 'checkout.expired') {
    await tx
      .update(payments)
      .set({ status: 'cancelled', failureReason: event.failureReason ?? 'The payment was not completed.' })
      .where(eq(payments.id, payment.id));
    await releaseDiscount(tx, payment.id);
    return 'applied';
  }
  return `ignored: unknown event type ${String(event.type)}`;
}

/** Events stored for a payment, oldest first (tests and support). */
export async function paymentEventsOf(db: Db, paymentId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.occurredAt, sql`${paymentEvents.id}`);
}
