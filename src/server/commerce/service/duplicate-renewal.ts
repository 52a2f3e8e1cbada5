// A renewal paid twice (docs/rules/commerce.md, "Failed renewals"): a member's "Pay now" checkout,
// left open past its hold, and a retry of the job's can both succeed for the same period. The money
// was taken twice, so the second payment is kept as paid (with its invoice, as any money taken) and
// refunded whole at once: the refund is asked for in the webhook's transaction, a job asks the
// provider once that commits, and the provider's refund event issues the credit note as for any
// refund. The subscription moves one period only.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { enqueue, type JobDefinition } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { money } from './pricing.ts';
import { paymentProvider } from './provider.ts';
import { newRefundReference } from './references.ts';

type PaymentRow = typeof payments.$inferSelect;

export const REFUND_DUPLICATE_JOB = 'commerce.refund-duplicate';

export const DUPLICATE_REFUND_REASON = 'Paid twice for the same period: refunded automatically.';

/** Whether another payment already paid the period this renewal is for. */
export async function paidTwice(tx: Db, payment: PaymentRow): Promise<boolean> {
  if (payment.kind !== 'subscription' || payment.reason !== 'renewal' || !payment.subscriptionId || !payment.periodStart) return false;
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, payment.subscriptionId),
        eq(payments.reason, 'renewal'),
        eq(payments.periodStart, payment.periodStart),
        eq(payments.status, 'paid'),
        ne(payments.id, payment.id),
      ),
    )
    .limit(1);
  return Boolean(other);
}

/** Asks for the whole second payment back (the job carries it to the provider) and tells the member. */
export async function refundSecondPayment(tx: Db, payment: PaymentRow, at: Date): Promise<void> {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amount: payment.total, currency: payment.currency, reference: newRefundReference(), reason: DUPLICATE_REFUND_REASON, requestedBy: null, createdAt: at })
    .returning({ id: paymentRefunds.id });
  await tx.update(payments).set({ refundRequestedAt: at }).where(eq(payments.id, payment.id));
  await enqueue(tx, REFUND_DUPLICATE_JOB, { refundId: refund!.id }, { key: `refund-duplicate:${payment.id}`, maxAttempts: 10 });
  await notify(tx, {
    userId: payment.userId,
    type: 'billing',
    text: (locale) => ({
      title: m.notices_paid_twice_title({}, { locale }),
      body: m.notices_paid_twice_body({ amount: money(payment.total, payment.currency, locale === 'en' ? undefined : INTL_LOCALE[locale]) }, { locale }),
    }),
    link: '/billing',
    dedupeKey: `renewal-paid-twice:${payment.id}`,
  });
}

/** The job: asks the provider for the refund once. A refusal throws, so the queue tries again later. */
async function askProvider(deps: Deps, refundId: number): Promise<void> {
  const [row] = await deps.db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId))
    .limit(1);
  if (!row || row.refund.status !== 'pending') return;
  const { refund, payment } = row;
  await paymentProvider(deps, payment.provider).refund({
    paymentReference: payment.reference,
    refundReference: refund.reference,
    providerPaymentId: payment.providerPaymentId,
    amount: refund.amount,
    currency: refund.currency,
    reason: DUPLICATE_REFUND_REASON,
  });
}

export const REFUND_DUPLICATE_DEFINITION: JobDefinition = {
  name: REFUND_DUPLICATE_JOB,
  handler: async ({ deps, payload }) => askProvider(deps, Number(payload.refundId)),
};
