// Refund events (docs/rules/commerce.md, "Refunds"): the provider's signed `payment.refunded` event
// confirms refunds the studio asked for (payment_refunds rows, 'pending'). The sandbox names our
// refund; Stripe's `charge.refunded` says how much it has refunded on the payment in all, which is
// matched to our pending refunds oldest first. Each confirmed refund adds to the payment's
// refunded amount, issues its credit note and, when it was asked to, takes back what the payment
// bought. An event that matches no refund we asked for changes nothing and is logged.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { issueCreditNote } from '../../billing/service/index.ts';
import type { Db } from '../../db/client.ts';
import { courseEntitlements, paymentRefunds, payments, subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import type { ProviderEvent } from '../providers/types.ts';
import { provided } from '../../shared/provided.ts';
import { cohortPlaces } from './cohort-places.ts';
import { recordPaymentRefunded, recordSubscriptionEvent } from './webhook-events.ts';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** What a confirmed refund left the payment in, for the studio's audit log (docs/rules/studio.md, "Audit log"). */
export type RefundConfirmed = (
  tx: Db,
  change: { payment: PaymentRow; refunds: RefundRow[]; status: PaymentRow['status']; refundedAmount: number; at: Date },
) => Promise<void>;

/** Passed in by the studio, which sits above commerce, when the app is built (src/server/wiring.ts; docs/domain-order.md). */
export const refundConfirmed = provided<RefundConfirmed>('commerce.refundConfirmed');

const isPendingOf = (paymentId: number) => and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'pending'));

/** What of the payment is still refundable: the total less what was refunded and what is being refunded. */
export async function refundableAmount(tx: Db, payment: Pick<PaymentRow, 'id' | 'total' | 'refundedAmount'>): Promise<number> {
  const pending = await tx.select({ amount: paymentRefunds.amount }).from(paymentRefunds).where(isPendingOf(payment.id));
  return payment.total - payment.refundedAmount - pending.reduce((sum, r) => sum + r.amount, 0);
}

/** The pending refunds an event confirms, or a reason to ignore it. */
async function refundsConfirmed(tx: Db, payment: PaymentRow, event: ProviderEvent): Promise<RefundRow[] | string> {
  const named = event.refund?.reference;
  if (named) {
    const [row] = await tx.select().from(paymentRefunds).where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.reference, named))).limit(1);
    if (!row) return 'ignored: a refund we did not ask for';
    if (row.status === 'succeeded') return 'ignored: refund already applied';
    if (row.status !== 'pending') return `ignored: refund is ${row.status}`;
    if (event.refund?.amount != null && event.refund.amount !== row.amount) return 'ignored: refund amount differs from the one asked for';
    return [row];
  }
  const total = event.refund?.refundedTotal;
  if (total == null) return 'ignored: the event names no refund';
  const fresh = total - payment.refundedAmount;
  if (fresh <= 0) return 'ignored: refund already applied';
  const pending = await tx.select().from(paymentRefunds).where(isPendingOf(payment.id)).orderBy(asc(paymentRefunds.id));
  // The oldest pending refunds whose amounts add up to what is newly refunded.
  let sum = 0;
  const matched: RefundRow[] = [];
  for (const row of pending) {
    if (sum === fresh) break;
    sum += row.amount;
    matched.push(row);
  }
  return sum === fresh ? matched : 'ignored: a refund we did not ask for';
}

export async function applyRefundEvent(deps: Deps, tx: Db, payment: PaymentRow, event: ProviderEvent): Promise<string> {
  if (payment.status === 'refunded') return 'ignored: already refunded';
  if (payment.status !== 'paid') return `ignored: payment is ${payment.status}`;
  if (event.currency && event.currency.toUpperCase() !== payment.currency.toUpperCase()) return 'ignored: refund currency differs from the payment';
  const confirmed = await refundsConfirmed(tx, payment, event);
  if (typeof confirmed === 'string') {
    if (confirmed.includes('did not ask') || confirmed.includes('differs')) deps.log.warn('refund event not matched to a refund we asked for', { reference: payment.reference, event: event.id, outcome: confirmed });
    return confirmed;
  }
  const at = event.occurredAt;
  const refunded = payment.refundedAmount + confirmed.reduce((sum, r) => sum + r.amount, 0);
  const whole = refunded === payment.total;
  await tx
    .update(paymentRefunds)
    .set({ status: 'succeeded', refundedAt: at, ...(event.refund?.providerRefundId && confirmed.length === 1 ? { providerRefundId: event.refund.providerRefundId } : {}) })
    .where(inArray(paymentRefunds.id, confirmed.map((r) => r.id)));
  const [stillPending] = await tx.select({ id: paymentRefunds.id }).from(paymentRefunds).where(isPendingOf(payment.id)).limit(1);
  await tx
    .update(payments)
    .set({
      refundedAmount: refunded,
      ...(whole ? { status: 'refunded' as const, refundedAt: at } : {}),
      ...(stillPending ? {} : { refundRequestedAt: null }),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  for (const refund of confirmed) await issueCreditNote(tx, refund.id, deps.config.billing, at);
  await recordPaymentRefunded(tx, payment, { amount: refunded - payment.refundedAmount, whole, refundedAmount: refunded, status: whole ? 'refunded' : 'partially_refunded', at });
  await refundConfirmed.get()(tx, { payment, refunds: confirmed, status: whole ? 'refunded' : payment.status, refundedAmount: refunded, at });
  if (whole && confirmed.some((r) => r.revokeAccess)) await takeBackAccess(tx, payment, at);
  return 'applied';
}

/**
 * What a wholly refunded payment bought, taken back when the admin chose so on the refund: a
 * subscription ends now; bought courses lose their entitlement (docs/rules/commerce.md, "Refunds"),
 * and a bought cohort place is given up (docs/rules/cohorts.md, "Paying for a place").
 */
async function takeBackAccess(tx: Db, payment: PaymentRow, at: Date): Promise<void> {
  if (payment.kind === 'subscription') {
    if (payment.subscriptionId) {
      await tx
        .update(subscriptions)
        .set({ status: 'expired', endedAt: at, updatedAt: new Date() })
        .where(and(eq(subscriptions.id, payment.subscriptionId), eq(subscriptions.userId, payment.userId)));
      await recordSubscriptionEvent(tx, 'subscription.cancelled', payment.subscriptionId, { endsAt: at });
    }
    return;
  }
  await tx.delete(courseEntitlements).where(eq(courseEntitlements.paymentId, payment.id));
  if (payment.kind === 'cohort' && payment.cohortId) await cohortPlaces.get().takeBack(tx, { userId: payment.userId, cohortId: payment.cohortId });
}
