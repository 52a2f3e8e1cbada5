// What a payment's outcome does (docs/rules/commerce.md, "Fulfilment"), always inside the webhook's
// transaction: paid starts or renews the subscription or grants and enrols the bought courses, takes
// the discount use for good, and issues the invoice; failed gives the discount use back, and a failed
// renewal the job charged puts the subscription past due (or keeps it there, one try more) with a
// notification and its e-mail naming the next try and a way to pay now (docs/rules/billing.md,
// "Failed renewals"); after the last try, once the grace period is over, it ends.
import { and, eq, sql } from 'drizzle-orm';
import { addBillingPeriod, formatDate } from '../../../lib/dates.ts';
import type { Db } from '../../db/client.ts';
import { bundleCourses, courseEntitlements, courses, discounts, payments, plans, subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { issueInvoice } from '../../billing/service/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { provided } from '../../shared/provided.ts';
import type { ProviderEvent } from '../providers/types.ts';
import { cohortPlaces } from './cohort-places.ts';
import { paidTwice, refundSecondPayment } from './duplicate-renewal.ts';
import { redeemDiscount, releaseDiscount } from './pricing.ts';
import { accessUntil, graceOver, nextRetryAt } from './renewal-schedule.ts';
import { expire } from './subscriptions.ts';
import { recordPaymentSucceeded, recordSubscriptionEvent } from './webhook-events.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Enrols the member in courses just bought (in a bundle: `bundleId`), inside the payment's transaction. */
export type EnrolBought = (tx: Db, userId: number, courseIds: number[], bundleId: number | null) => Promise<void>;

/**
 * Passed in by the learning domain, which sits above commerce (it asks commerce who has paid), when
 * the app is built (src/server/wiring.ts; docs/domain-order.md).
 */
export const enrolBought = provided<EnrolBought>('commerce.enrolBought');

/**
 * How many renewal charges a discount still reduces after the first payment: none for 'once', all for
 * 'forever' (null), and for 'months' the months left after the first period (a yearly period counts
 * as twelve months).
 */
export function renewalsDiscounted(d: Pick<typeof discounts.$inferSelect, 'duration' | 'durationMonths'>, interval: 'month' | 'year'): number | null {
  if (d.duration === 'forever') return null;
  if (d.duration === 'once') return 0;
  const months = d.durationMonths ?? 1;
  const perCharge = interval === 'year' ? 12 : 1;
  return Math.max(0, Math.ceil(months / perCharge) - 1);
}

export async function markPaid(deps: Deps, tx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
  const paidAt = event.occurredAt;
  // The card as the provider reported it; a renewal charged to the saved card whose event names none
  // keeps the card of the subscription's last paid payment (docs/rules/billing.md, "Invoices").
  const card = event.card ?? (payment.subscriptionId ? await lastCard(tx, payment.subscriptionId) : null);
  await tx.update(payments).set({ status: 'paid', paidAt, failureReason: null, card }).where(eq(payments.id, payment.id));
  await recordPaymentSucceeded(tx, payment, paidAt);
  // A renewal whose period another payment already paid is money taken twice: kept with its
  // invoice, refunded whole at once, and it neither moves the subscription nor uses the discount.
  if (await paidTwice(tx, payment)) {
    await releaseDiscount(tx, payment.id);
    await issueInvoice(tx, payment.id, deps.config.billing, paidAt);
    await refundSecondPayment(tx, payment, paidAt);
    return;
  }
  await redeemDiscount(tx, payment.id);

  if (payment.kind === 'subscription') {
    if (payment.reason === 'renewal') await renewed(tx, payment, event);
    else await subscribed(tx, payment, event, paidAt);
  } else if (payment.kind === 'cohort') {
    // A place comes with its course (docs/rules/cohorts.md, "Paying for a place"); a cohort deleted
    // since checkout (only an empty one can be) leaves the course.
    await tx.insert(courseEntitlements).values({ userId: payment.userId, courseId: payment.courseId!, bundleId: null, paymentId: payment.id }).onConflictDoNothing();
    await enrolBought.get()(tx, payment.userId, [payment.courseId!], null);
    if (payment.cohortId) await cohortPlaces.get().place(tx, { userId: payment.userId, cohortId: payment.cohortId, at: paidAt });
  } else {
    const courseIds =
      payment.kind === 'course'
        ? [payment.courseId!]
        : (
            await tx
              .select({ id: courses.id })
              .from(bundleCourses)
              .innerJoin(courses, and(eq(courses.id, bundleCourses.courseId), eq(courses.published, true)))
              .where(eq(bundleCourses.bundleId, payment.bundleId!))
              .orderBy(bundleCourses.position)
          ).map((r) => r.id);
    const bundleId = payment.kind === 'bundle' ? payment.bundleId : null;
    for (const courseId of courseIds) {
      await tx.insert(courseEntitlements).values({ userId: payment.userId, courseId, bundleId, paymentId: payment.id }).onConflictDoNothing();
    }
    await enrolBought.get()(tx, payment.userId, courseIds, bundleId);
  }
  // The invoice (and its receipt) in the same transaction: a rolled-back payment takes no number
  // (docs/rules/commerce.md, "Invoices"; docs/rules/billing.md).
  await issueInvoice(tx, payment.id, deps.config.billing, paidAt);
}

async function lastCard(tx: Db, subscriptionId: number) {
  const [row] = await tx
    .select({ card: payments.card })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), sql`${payments.card} IS NOT NULL`))
    .orderBy(sql`${payments.paidAt} DESC NULLS LAST`)
    .limit(1);
  return row?.card ?? null;
}

/** A first subscription payment: the subscription starts now for one period. */
async function subscribed(tx: Db, payment: PaymentRow, event: ProviderEvent, paidAt: Date): Promise<void> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, payment.planId!)).limit(1);
  if (!plan) throw new Error(`plan ${payment.planId} of payment ${payment.id} vanished`);
  const [live] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, payment.userId), sql`${subscriptions.status} <> 'expired'`))
    .for('update')
    .limit(1);
  let discountId: number | null = null;
  let remaining: number | null = 0;
  if (payment.discountId) {
    const [d] = await tx.select().from(discounts).where(eq(discounts.id, payment.discountId)).limit(1);
    if (d) {
      remaining = renewalsDiscounted(d, plan.interval);
      discountId = remaining === 0 ? null : d.id;
    }
  }
  if (live) {
    // Paid twice (two checkouts finished): the second payment extends the live subscription by a period.
    const start = live.currentPeriodEnd;
    const end = addBillingPeriod(start, plan.interval);
    await tx.update(subscriptions).set({ currentPeriodEnd: end, status: live.status === 'past_due' ? 'active' : live.status }).where(eq(subscriptions.id, live.id));
    await tx.update(payments).set({ subscriptionId: live.id, periodStart: start, periodEnd: end }).where(eq(payments.id, payment.id));
    return;
  }
  const end = addBillingPeriod(paidAt, plan.interval);
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      planId: plan.id,
      status: 'active',
      currentPeriodStart: paidAt,
      currentPeriodEnd: end,
      discountId,
      discountChargesRemaining: discountId ? remaining : 0,
      provider: payment.provider,
      providerCustomerId: event.providerCustomerId ?? null,
      providerSubscriptionId: event.providerSubscriptionId ?? null,
      providerPaymentMethodId: event.providerPaymentMethodId ?? null,
    })
    .returning({ id: subscriptions.id });
  await tx.update(payments).set({ subscriptionId: sub!.id, periodStart: paidAt, periodEnd: end }).where(eq(payments.id, payment.id));
  await recordSubscriptionEvent(tx, 'subscription.created', sub!.id);
}

/**
 * A renewal was paid: the subscription moves to the period the payment was for, and is active again.
 * A card the provider saved with it (the member's "Pay now" with another card) is the one later
 * renewals charge.
 */
async function renewed(tx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId!)).for('update').limit(1);
  if (!sub) return;
  const later = !sub.currentPeriodEnd || payment.periodEnd! > sub.currentPeriodEnd;
  const remaining = sub.discountChargesRemaining;
  const usedDiscount = payment.discountAmount > 0 && remaining !== null && remaining > 0;
  await tx
    .update(subscriptions)
    .set({
      ...(later ? { currentPeriodStart: payment.periodStart!, currentPeriodEnd: payment.periodEnd! } : {}),
      status: sub.status === 'cancelled_at_period_end' ? sub.status : 'active',
      pastDueSince: null,
      failedRenewals: 0,
      endedAt: null,
      ...(event.providerPaymentMethodId ? { providerPaymentMethodId: event.providerPaymentMethodId } : {}),
      ...(event.providerCustomerId ? { providerCustomerId: event.providerCustomerId } : {}),
      ...(usedDiscount ? { discountChargesRemaining: remaining - 1, ...(remaining - 1 === 0 ? { discountId: null } : {}) } : {}),
    })
    .where(eq(subscriptions.id, sub.id));
  await recordSubscriptionEvent(tx, 'subscription.renewed', sub.id, { paymentId: payment.id });
}

/**
 * Stripe tells a checkout's payment twice: the session's event (no card) and the payment intent's
 * (with the card saved for renewals), in either order. Whichever comes second still leaves the
 * subscription its saved card, when it has none yet.
 */
export async function rememberSavedCard(tx: Db, payment: PaymentRow, event: ProviderEvent): Promise<void> {
  if (!payment.subscriptionId || !event.providerPaymentMethodId) return;
  await tx
    .update(subscriptions)
    .set({ providerPaymentMethodId: event.providerPaymentMethodId, ...(event.providerCustomerId ? { providerCustomerId: event.providerCustomerId } : {}) })
    .where(and(eq(subscriptions.id, payment.subscriptionId), sql`${subscriptions.providerPaymentMethodId} IS NULL`));
}

/** A member pays an overdue renewal on a checkout page (pay-now.ts); the job's charges have none. */
export const paidOnCheckout = (payment: PaymentRow): boolean => payment.providerCheckoutId !== null;

export async function markFailed(deps: Deps, tx: Db, payment: PaymentRow, reason: string, at: Date): Promise<void> {
  await tx.update(payments).set({ status: 'failed', failureReason: reason }).where(eq(payments.id, payment.id));
  await releaseDiscount(tx, payment.id);
  if (payment.kind !== 'subscription' || payment.reason !== 'renewal' || !payment.subscriptionId) return;
  // The member's own try with another card is not one of the job's tries: the page they are on
  // says it failed, and the schedule goes on as before.
  if (paidOnCheckout(payment)) return;
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId)).for('update').limit(1);
  if (!sub || sub.status === 'expired') return;
  // A failure for an older period than the subscription is already in changes nothing.
  if (payment.periodEnd && payment.periodEnd <= sub.currentPeriodEnd) return;
  const retries = deps.config.billing;
  const [updated] = await tx
    .update(subscriptions)
    .set({ status: 'past_due', pastDueSince: sub.pastDueSince ?? at, failedRenewals: sub.failedRenewals + 1 })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  // The last try failed and the grace period is over: the member is told it ended, once.
  if (graceOver(updated!, retries, at)) return expire(tx, updated!, at, 'unpaid');
  const next = nextRetryAt(updated!, retries);
  const access = accessUntil(updated!, retries);
  await notify(tx, {
    userId: payment.userId,
    type: 'billing',
    text: (locale) => {
      // The provider's reason stays as the provider worded it; the dates are in the member's language.
      const date = (at: Date) => formatDate(at, { locale: INTL_LOCALE[locale] });
      return {
        title: m.notices_renewal_failed_title({}, { locale }),
        body: next
          ? m.notices_renewal_failed_retry_body({ reason, date: date(next), until: date(access) }, { locale })
          : m.notices_renewal_failed_last_body({ reason, until: date(access) }, { locale }),
      };
    },
    link: '/billing#pay-now',
    dedupeKey: `renewal-failed:${payment.id}`,
  });
}
