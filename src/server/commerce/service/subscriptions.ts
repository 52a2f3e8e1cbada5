// The member's subscription (docs/rules/commerce.md, "Subscriptions"): who has access, the status
// the session shows, cancel at period end and resume, and the renewal job that charges the next
// period, puts a subscription past due after a failed charge, retries it on the configured days
// (renewal-schedule.ts; docs/rules/billing.md, "Failed renewals"), and expires it.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Subscription as SessionSubscription, SubscriptionStatus } from '../../../lib/schemas/accounts.ts';
import type { MemberSubscription } from '../../../lib/schemas/commerce.ts';
import { addBillingPeriod } from '../../../lib/dates.ts';
import type { Db } from '../../db/client.ts';
import { courseEntitlements, discounts, payments, plans, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { enqueue, type JobDefinition, type Schedule } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { decideTax } from '../../billing/service/index.ts';
import { renewalBilling, taxColumns } from './billing-details.ts';
import { discountAmount, money } from './pricing.ts';
import { newReference } from './references.ts';
import { paymentProvider } from './provider.ts';
import { accessUntil, DEFAULT_RENEWAL_RETRIES, graceOver, nextRetryAt, type RenewalRetries } from './renewal-schedule.ts';
import { recordSubscriptionEvent } from './webhook-events.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A member's own payment on a checkout page ("Pay now", pay-now.ts) holds back the job's retry for
 * this long; after it the checkout counts as abandoned and the retry goes ahead.
 */
export const PAY_NOW_HOLD_MS = 60 * 60 * 1000;
export const RENEWAL_SCAN_JOB = 'commerce.renewals';
export const RENEW_JOB = 'commerce.renew';

/** The member's live (not expired) subscription, if any. */
export async function liveSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.status} <> 'expired'`))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a subscription gives access now: active, or cancelled but inside the period paid for, or
 * past due (the grace while renewals are retried). The renewal job expires it when none holds.
 */
export function givesAccess(sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd'> | null, now = new Date()): boolean {
  if (!sub) return false;
  if (sub.status === 'past_due') return true;
  return (sub.status === 'active' || sub.status === 'cancelled_at_period_end') && sub.currentPeriodEnd > now;
}

export async function isSubscribed(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return givesAccess(await liveSubscription(db, userId), now);
}

/** Learning's access check for a paid course: subscribed, or the course was bought (alone or in a bundle). */
export async function hasPaidCourseAccess(db: Db, userId: number, courseId: number): Promise<boolean> {
  if (await isSubscribed(db, userId)) return true;
  const [owned] = await db
    .select({ id: courseEntitlements.id })
    .from(courseEntitlements)
    .where(and(eq(courseEntitlements.userId, userId), eq(courseEntitlements.courseId, courseId)))
    .limit(1);
  return Boolean(owned);
}

/** Learning's access check for a paid bundle: subscribed, or the bundle was bought. */
export async function hasPaidBundleAccess(db: Db, userId: number, bundleId: number): Promise<boolean> {
  if (await isSubscribed(db, userId)) return true;
  const [owned] = await db
    .select({ id: courseEntitlements.id })
    .from(courseEntitlements)
    .where(and(eq(courseEntitlements.userId, userId), eq(courseEntitlements.bundleId, bundleId)))
    .limit(1);
  return Boolean(owned);
}

/** GET /v1/auth/subscription/status: the session's subscription part. */
export async function subscriptionStatusOf(db: Db, userId: number, now = new Date()): Promise<SubscriptionStatus> {
  const sub = await liveSubscription(db, userId);
  if (!sub || !givesAccess(sub, now)) return { isSubscribed: false, subscription: null };
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId)).limit(1);
  const subscription: SessionSubscription = { plan: plan?.name ?? 'Membership', status: sub.status, current_period_end: sub.currentPeriodEnd.toISOString() };
  return { isSubscribed: true, subscription };
}

/** What the next renewal charges: the plan's price less the discount while it lasts. */
export async function nextCharge(db: Db, sub: SubscriptionRow, plan: typeof plans.$inferSelect): Promise<{ amount: number; discountId: number | null; discountAmount: number }> {
  if (sub.discountId && (sub.discountChargesRemaining === null || sub.discountChargesRemaining > 0)) {
    const [d] = await db.select().from(discounts).where(eq(discounts.id, sub.discountId)).limit(1);
    if (d) {
      const off = discountAmount(d, plan.amount);
      return { amount: plan.amount - off, discountId: d.id, discountAmount: off };
    }
  }
  return { amount: plan.amount, discountId: null, discountAmount: 0 };
}

export async function memberSubscription({ db, actor, retries }: { db: Db; actor: Actor; retries: RenewalRetries }): Promise<MemberSubscription | null> {
  const sub = await liveSubscription(db, actor.id);
  if (!sub) return null;
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId)).limit(1);
  if (!plan) return null;
  const charge = await nextCharge(db, sub, plan);
  return {
    id: sub.id,
    plan: plan.name,
    plan_id: plan.id,
    interval: plan.interval,
    status: sub.status,
    current_period_start: sub.currentPeriodStart.toISOString(),
    current_period_end: sub.currentPeriodEnd.toISOString(),
    next_charge:
      sub.status === 'cancelled_at_period_end'
        ? null
        : { amount: charge.amount, currency: plan.currency, label: money(charge.amount, plan.currency), at: sub.currentPeriodEnd.toISOString() },
    payment_failed: sub.status === 'past_due' ? await paymentFailed(db, sub, retries) : null,
  };
}

/** A past-due subscription's state: why the last try failed, when the next one is, how long access lasts. */
async function paymentFailed(db: Db, sub: SubscriptionRow, retries: RenewalRetries): Promise<NonNullable<MemberSubscription['payment_failed']>> {
  const [last] = await db
    .select({ reason: payments.failureReason, total: payments.total, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.subscriptionId, sub.id), eq(payments.reason, 'renewal'), eq(payments.status, 'failed'), isNull(payments.providerCheckoutId)))
    .orderBy(sql`${payments.createdAt} DESC`, sql`${payments.id} DESC`)
    .limit(1);
  const next = nextRetryAt(sub, retries);
  return {
    reason: last?.reason ?? 'The payment was declined.',
    failed_tries: sub.failedRenewals,
    next_retry_at: next ? next.toISOString() : null,
    access_until: accessUntil(sub, retries).toISOString(),
    amount_label: last ? money(last.total, last.currency) : null,
  };
}

/** POST /v1/auth/subscription/cancel: renewals stop; access lasts to the end of the period paid for. */
export async function cancelSubscription(deps: Deps, actor: Actor): Promise<MemberSubscription> {
  const sub = await liveSubscription(deps.db, actor.id);
  if (!sub) throw new AppError('not_found', m.errors_no_subscription_to_cancel());
  if (sub.status === 'past_due') throw new AppError('conflict', m.errors_renewal_failed_cancel());
  if (sub.status === 'active') {
    await paymentProvider(deps, sub.provider).cancel({ providerSubscriptionId: sub.providerSubscriptionId, atPeriodEnd: true });
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const done = await tx
        .update(subscriptions)
        .set({ status: 'cancelled_at_period_end', cancelRequestedAt: new Date() })
        .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'active')))
        .returning({ id: subscriptions.id });
      if (done.length) await recordSubscriptionEvent(tx, 'subscription.cancelled', sub.id, { endsAt: sub.currentPeriodEnd });
    });
  }
  return (await memberSubscription({ db: deps.db, actor, retries: deps.config.billing }))!;
}

/** POST /v1/auth/subscription/resume: a cancellation is withdrawn before the period ends. */
export async function resumeSubscription(deps: Deps, actor: Actor): Promise<MemberSubscription> {
  const sub = await liveSubscription(deps.db, actor.id);
  if (!sub) throw new AppError('not_found', m.errors_no_subscription_to_resume());
  if (sub.status === 'cancelled_at_period_end') {
    if (sub.currentPeriodEnd <= new Date()) throw new AppError('conflict', m.errors_subscription_ended());
    await paymentProvider(deps, sub.provider).cancel({ providerSubscriptionId: sub.providerSubscriptionId, atPeriodEnd: false });
    await deps.db
      .update(subscriptions)
      .set({ status: 'active', cancelRequestedAt: null })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'cancelled_at_period_end')));
  } else if (sub.status === 'past_due') {
    throw new AppError('conflict', m.errors_renewal_failed_resume());
  }
  return (await memberSubscription({ db: deps.db, actor, retries: deps.config.billing }))!;
}

// ---------------------------------------------------------------------------------------------
// Renewals (docs/rules/jobs.md: enqueued under a key, handlers idempotent).

export async function expire(tx: Db, sub: SubscriptionRow, now: Date, why: 'cancelled' | 'unpaid'): Promise<void> {
  const done = await tx
    .update(subscriptions)
    .set({ status: 'expired', endedAt: now })
    .where(and(eq(subscriptions.id, sub.id), sql`${subscriptions.status} <> 'expired'`))
    .returning({ id: subscriptions.id });
  if (!done.length) return;
  await notify(tx, {
    userId: sub.userId,
    type: 'billing',
    text: (locale) => ({
      title: m.notices_membership_ended_title({}, { locale }),
      body: why === 'cancelled' ? m.notices_membership_ended_cancelled_body({}, { locale }) : m.notices_membership_ended_unpaid_body({}, { locale }),
    }),
    link: '/subscriptions',
    dedupeKey: `subscription-ended:${sub.id}`,
  });
}

/**
 * Finds what is due at `now`: cancelled subscriptions past their period expire; active ones past
 * their period get a renewal job; past-due ones are retried on the configured days after the first
 * failure, and expire once every try has failed and the grace period is over.
 */
export async function scanRenewals(db: Db, now: Date, retries: RenewalRetries = DEFAULT_RENEWAL_RETRIES): Promise<number> {
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'cancelled_at_period_end', 'past_due']), lte(subscriptions.currentPeriodEnd, now)))
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(500);
  let queued = 0;
  for (const sub of due) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (sub.status === 'cancelled_at_period_end') return expire(tx, sub, now, 'cancelled');
      if (sub.status === 'past_due') {
        if (graceOver(sub, retries, now)) return expire(tx, sub, now, 'unpaid');
        const next = nextRetryAt(sub, retries);
        if (!next || now < next) return;
      }
      const key = `renew:${sub.id}:${sub.currentPeriodEnd.toISOString()}:${sub.failedRenewals}`;
      if (await enqueue(tx, RENEW_JOB, { subscriptionId: sub.id, periodStart: sub.currentPeriodEnd.toISOString(), attempt: sub.failedRenewals }, { key })) queued += 1;
    });
  }
  return queued;
}

/**
 * Charges one renewal: creates the renewal payment (unless one for this period is already open or
 * paid) and asks the provider to charge the saved card. The outcome arrives as a webhook event.
 */
export async function chargeRenewal(deps: Deps, subscriptionId: number, now: Date): Promise<'charged' | 'skipped'> {
  const prepared = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update').limit(1);
    if (!sub || (sub.status !== 'active' && sub.status !== 'past_due') || sub.currentPeriodEnd > now) return null;
    if (await openRenewalPayment(tx, sub, now)) return null;
    const created = await createRenewalPayment(deps, tx, sub);
    return created && { sub, ...created };
  });
  if (!prepared) return 'skipped';
  const { sub, payment, user } = prepared;
  const result = await paymentProvider(deps, sub.provider).chargeRenewal({
    paymentReference: payment.reference,
    customer: { userId: sub.userId, email: user.email, name: user.name, providerCustomerId: sub.providerCustomerId },
    providerPaymentMethodId: sub.providerPaymentMethodId,
    providerSubscriptionId: sub.providerSubscriptionId,
    description: payment.description,
    total: payment.total,
    currency: payment.currency,
    now,
  });
  await deps.db.update(payments).set({ providerPaymentId: result.providerPaymentId }).where(and(eq(payments.id, payment.id), sql`${payments.providerPaymentId} IS NULL`));
  return 'charged';
}

/**
 * A payment already under way (or paid) for the subscription's next period: a charge of the job's,
 * or the member's own "Pay now" checkout of the last PAY_NOW_HOLD_MS (an older one is abandoned).
 */
export async function openRenewalPayment(tx: Db, sub: SubscriptionRow, now: Date): Promise<{ id: number; checkout: boolean } | null> {
  const [open] = await tx
    .select({ id: payments.id, checkoutId: payments.providerCheckoutId })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, sub.id),
        eq(payments.reason, 'renewal'),
        eq(payments.periodStart, sub.currentPeriodEnd),
        inArray(payments.status, ['pending', 'requires_action', 'paid']),
        or(isNull(payments.providerCheckoutId), eq(payments.status, 'paid'), gt(payments.createdAt, new Date(now.getTime() - PAY_NOW_HOLD_MS))),
      ),
    )
    .limit(1);
  return open ? { id: open.id, checkout: open.checkoutId !== null } : null;
}

/**
 * The renewal payment for the subscription's next period, pending: the plan's price less the
 * discount while it lasts, billed to the address of the last paid period and taxed at today's rate.
 */
export async function createRenewalPayment(deps: Deps, tx: Db, sub: SubscriptionRow) {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId)).limit(1);
  const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, sub.userId)).limit(1);
  if (!plan || !user) return null;
  const charge = await nextCharge(tx, sub, plan);
  const periodEnd = addBillingPeriod(sub.currentPeriodEnd, plan.interval);
  const billing = await renewalBilling(tx, sub.id);
  const tax = decideTax(deps.config.billing, billing?.country ?? null, billing?.vatNumber ?? null, charge.amount);
  const [payment] = await tx
    .insert(payments)
    .values({
      reference: newReference(),
      userId: sub.userId,
      kind: 'subscription',
      reason: 'renewal',
      planId: plan.id,
      subscriptionId: sub.id,
      description: `${plan.name}, renewal`,
      subtotal: plan.amount,
      discountAmount: charge.discountAmount,
      total: charge.amount,
      currency: plan.currency,
      provider: sub.provider,
      providerCustomerId: sub.providerCustomerId,
      discountId: charge.discountId,
      periodStart: sub.currentPeriodEnd,
      periodEnd,
      billing,
      ...taxColumns(tax),
    })
    .returning();
  return { payment: payment!, user, plan };
}

export const COMMERCE_RENEWAL_JOBS: JobDefinition[] = [
  { name: RENEWAL_SCAN_JOB, handler: async ({ deps, now }) => void (await scanRenewals(deps.db, now, deps.config.billing)) },
  { name: RENEW_JOB, handler: async ({ deps, payload, now }) => void (await chargeRenewal(deps, Number(payload.subscriptionId), now)) },
];

export const COMMERCE_SCHEDULES: Schedule[] = [{ name: RENEWAL_SCAN_JOB, everyMs: 60 * 60 * 1000 }];
