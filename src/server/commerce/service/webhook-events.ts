// Commerce's events for the outgoing webhooks (docs/rules/integrations.md, "Events"), recorded in the
// transaction of the change: a payment received or refunded, a subscription made, renewed or cancelled.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, plans, subscriptions } from '../../db/schema/index.ts';
import { recordWebhookEvent, wantsWebhookEvent } from '../../webhooks/service/index.ts';

type PaymentRow = typeof payments.$inferSelect;

export async function recordPaymentSucceeded(tx: Db, payment: PaymentRow, paidAt: Date): Promise<void> {
  await recordWebhookEvent(
    tx,
    'payment.succeeded',
    { payment: { id: payment.id, reference: payment.reference, member_id: payment.userId, kind: payment.kind, reason: payment.reason, description: payment.description, amount: payment.total, currency: payment.currency.toUpperCase(), paid_at: paidAt.toISOString() } },
    paidAt,
  );
}

export async function recordPaymentRefunded(tx: Db, payment: PaymentRow, refund: { amount: number; whole: boolean; refundedAmount: number; status: string; at: Date }): Promise<void> {
  await recordWebhookEvent(
    tx,
    'payment.refunded',
    {
      payment: { id: payment.id, reference: payment.reference, member_id: payment.userId, amount: payment.total, currency: payment.currency.toUpperCase(), refunded_amount: refund.refundedAmount, status: refund.status },
      refund: { amount: refund.amount, currency: payment.currency.toUpperCase(), whole: refund.whole, refunded_at: refund.at.toISOString() },
    },
    refund.at,
  );
}

async function subscriptionData(tx: Db, subscriptionId: number) {
  const [row] = await tx.select({ sub: subscriptions, plan: plans }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.id, subscriptionId)).limit(1);
  if (!row) return null;
  return {
    id: row.sub.id,
    member_id: row.sub.userId,
    plan: { id: row.plan.id, name: row.plan.name, interval: row.plan.interval },
    status: row.sub.status,
    current_period_end: row.sub.currentPeriodEnd.toISOString(),
  };
}

/** `subscription.created`, `.renewed` or `.cancelled` for a subscription as it stands in `tx`. */
export async function recordSubscriptionEvent(
  tx: Db,
  type: 'subscription.created' | 'subscription.renewed' | 'subscription.cancelled',
  subscriptionId: number,
  extra: { paymentId?: number; endsAt?: Date } = {},
): Promise<void> {
  if (!(await wantsWebhookEvent(tx, type))) return;
  const subscription = await subscriptionData(tx, subscriptionId);
  if (!subscription) return;
  if (type === 'subscription.created') await recordWebhookEvent(tx, type, { subscription });
  else if (type === 'subscription.renewed') await recordWebhookEvent(tx, type, { subscription, payment_id: extra.paymentId ?? 0 });
  else await recordWebhookEvent(tx, type, { subscription, ends_at: (extra.endsAt ?? new Date(subscription.current_period_end)).toISOString() });
}
