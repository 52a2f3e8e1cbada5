// Plans, quotes and checkout (docs/rules/commerce.md, "Checkout"): the price is computed from the
// database, the discount use is reserved in the same transaction as the pending payment, then the
// provider's checkout is created and its address handed back. Nothing here marks anything paid: only
// the provider's signed event does (webhooks.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { ApplyDiscountRequest, BillingDetails, Checkout, DefaultDiscount, Plan, PaymentResult, Quote, QuoteRequest } from '../../../lib/schemas/commerce.ts';
import { decideTax } from '../../billing/service/index.ts';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bundleCourses, bundles, cohorts, courses, discounts, payments, plans, subscriptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import {
  activeDefaultDiscount,
  activePlans,
  bundleItem,
  chooseDiscount,
  cohortItem,
  courseItem,
  discountProblem,
  planItem,
  quoteOf,
  releaseDiscount,
  reserveDiscount,
  toDiscount,
  toPlan,
  type Item,
} from './pricing.ts';
import { holdCohortSeat } from './cohort-places.ts';
import { resolveBilling, taxColumns, vatNumberFor, withTax } from './billing-details.ts';
import { paymentProvider } from './provider.ts';
import { newReference, REFERENCE_PATTERN } from './references.ts';
import { hasPaidBundleAccess, hasPaidCourseAccess, isSubscribed, liveSubscription } from './subscriptions.ts';
import { m } from '../../../paraglide/messages.js';

export async function listPlans(db: Db): Promise<Plan[]> {
  const all = await activePlans(db);
  return all.map((p) => toPlan(p, all));
}

export async function defaultDiscount(db: Db, now = new Date()): Promise<DefaultDiscount> {
  const d = await activeDefaultDiscount(db, now);
  if (!d) return { discount: null, quotes: [] };
  const quotes: Quote[] = [];
  for (const plan of await activePlans(db)) {
    const item: Item = { type: 'plan', id: plan.id, title: plan.name, amount: plan.amount, currency: plan.currency, plan };
    if (!(await discountProblem(db, d, item, null, now))) quotes.push(quoteOf(item, d));
  }
  return { discount: toDiscount(d), quotes };
}

async function itemOf(db: Db, target: { plan_id?: number | undefined; course_id?: number | undefined; bundle_id?: number | undefined; cohort_id?: number | undefined }): Promise<Item> {
  if (target.plan_id !== undefined) return planItem(db, target.plan_id);
  if (target.course_id !== undefined) return courseItem(db, target.course_id);
  if (target.cohort_id !== undefined) return cohortItem(db, target.cohort_id);
  return bundleItem(db, target.bundle_id!);
}

/** POST /v1/subscriptions/discount/apply: the price after the code, or a 422 on `code` saying why not. */
export async function applyDiscount({ db, actor, input, now = new Date() }: { db: Db; actor: Actor | null; input: ApplyDiscountRequest; now?: Date }): Promise<Quote> {
  const item = await itemOf(db, input);
  const d = await chooseDiscount(db, item, input.code, actor?.id ?? null, now);
  return quoteOf(item, d);
}

/**
 * POST /v1/subscriptions/quote: what checkout shows before paying, the price after the code (or the
 * default discount) with the tax of the buyer's country; the figure the payment will charge.
 */
export async function quotePrice({ db, billing, actor, input, now = new Date() }: { db: Db; billing: BillingConfig; actor: Actor | null; input: QuoteRequest; now?: Date }): Promise<Quote> {
  const item = await itemOf(db, input);
  const vatNumber = input.country ? vatNumberFor(input.country, input.vat_number, 'vat_number') : null;
  const d = await chooseDiscount(db, item, input.code, actor?.id ?? null, now);
  return withTax(quoteOf(item, d), billing, input.country ?? null, vatNumber);
}

/**
 * `origin`: where the member is (http/public-origin.ts returnOrigin), so the provider sends them back
 * to the origin their session lives on, not APP_URL's (docs/deploy.md); APP_URL when not given.
 */
type CheckoutTarget = {
  item: Item;
  code: string | undefined;
  billing: BillingDetails | undefined;
  origin?: string | undefined;
  /** A check that must hold in the payment's transaction (a cohort's seat), refusing with its error. */
  hold?: (tx: Db, now: Date) => Promise<void>;
};
type CheckoutInput = { code?: string | undefined; billing?: BillingDetails | undefined; origin?: string | undefined };

/**
 * Creates the pending payment (with its discount reserved) and the provider's checkout. If the
 * provider cannot be reached, the payment is cancelled and the discount use given back.
 */
async function startCheckout(deps: Deps, actor: Actor, { item, code, billing: sent, origin, hold }: CheckoutTarget): Promise<Checkout> {
  const now = new Date();
  const provider = paymentProvider(deps);
  const payment = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (hold) await hold(tx, now);
    const billing = await resolveBilling(tx, actor, sent);
    const d = await chooseDiscount(tx, item, code, actor.id, now);
    const quote = quoteOf(item, d);
    if (quote.total <= 0) throw new AppError('conflict', m.errors_discount_makes_free());
    const tax = decideTax(deps.config.billing, billing?.country ?? null, billing?.vatNumber ?? null, quote.total);
    const [row] = await tx
      .insert(payments)
      .values({
        reference: newReference(),
        userId: actor.id,
        kind: item.type === 'plan' ? 'subscription' : item.type,
        reason: 'purchase',
        planId: item.type === 'plan' ? item.id : null,
        courseId: item.type === 'course' ? item.id : item.type === 'cohort' ? item.courseId : null,
        bundleId: item.type === 'bundle' ? item.id : null,
        cohortId: item.type === 'cohort' ? item.id : null,
        description: describe(item),
        subtotal: quote.subtotal,
        discountAmount: quote.discount,
        total: quote.total,
        currency: quote.currency,
        provider: provider.name,
        discountId: quote.applied ? d!.id : null,
        billing,
        ...taxColumns(tax),
      })
      .returning();
    if (quote.applied && d) await reserveDiscount(tx, d, actor.id, row!.id, quote.discount, quote.currency);
    return row!;
  });

  const result = `${origin ?? deps.config.appUrl}/subscriptions`;
  try {
    const session = await provider.createCheckout({
      mode: item.type === 'plan' ? 'subscription' : 'payment',
      paymentReference: payment.reference,
      customer: { userId: actor.id, email: actor.email, name: actor.name },
      description: payment.description,
      subtotal: payment.subtotal,
      discountAmount: payment.discountAmount,
      total: payment.total,
      currency: payment.currency,
      ...(item.type === 'plan' ? { plan: { id: item.id, interval: item.plan.interval, providerPriceId: item.plan.providerPriceId } } : {}),
      successUrl: `${result}/success`,
      cancelUrl: `${result}/error`,
    });
    await deps.db.update(payments).set({ providerCheckoutId: session.checkoutId }).where(eq(payments.id, payment.id));
    return { reference: payment.reference, url: session.url, total: payment.total, currency: payment.currency, tax_amount: payment.taxAmount };
  } catch (err) {
    await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.update(payments).set({ status: 'cancelled', failureReason: 'The payment provider could not be reached.' }).where(eq(payments.id, payment.id));
      await releaseDiscount(tx, payment.id);
    });
    deps.log.error('checkout could not be created', { reference: payment.reference, error: String(err) });
    if (err instanceof AppError) throw err;
    throw new AppError('unavailable', m.errors_payment_provider_down());
  }
}

/** What was bought, in words, as the invoice and the payments list show it. */
function describe(item: Item): string {
  if (item.type === 'plan') return item.title;
  if (item.type === 'cohort') return `Cohort place: ${item.title}`;
  return `${item.type === 'course' ? 'Course' : 'Bundle'}: ${item.title}`;
}

/** POST /v1/subscriptions/payment/request. */
export async function requestSubscriptionPayment(deps: Deps, actor: Actor, input: CheckoutInput & { plan_id: number }): Promise<Checkout> {
  const item = await planItem(deps.db, input.plan_id);
  if (await liveSubscription(deps.db, actor.id)) throw new AppError('conflict', m.errors_already_subscribed());
  return startCheckout(deps, actor, { item, code: input.code, billing: input.billing, origin: input.origin });
}

/** POST /v1/courses/{id}/buy. */
export async function buyCourse(deps: Deps, actor: Actor, courseId: number, input: CheckoutInput): Promise<Checkout> {
  const item = await courseItem(deps.db, courseId);
  if (await isSubscribed(deps.db, actor.id)) throw new AppError('conflict', m.errors_subscription_includes_course());
  if (await hasPaidCourseAccess(deps.db, actor.id, courseId)) throw new AppError('conflict', m.errors_own_course());
  return startCheckout(deps, actor, { item, code: input.code, billing: input.billing, origin: input.origin });
}

/** POST /v1/bundles/{id}/buy. */
export async function buyBundle(deps: Deps, actor: Actor, bundleId: number, input: CheckoutInput): Promise<Checkout> {
  const item = await bundleItem(deps.db, bundleId);
  if (await isSubscribed(deps.db, actor.id)) throw new AppError('conflict', m.errors_subscription_includes_bundle());
  if (await hasPaidBundleAccess(deps.db, actor.id, bundleId)) throw new AppError('conflict', m.errors_own_bundle());
  return startCheckout(deps, actor, { item, code: input.code, billing: input.billing, origin: input.origin });
}

/**
 * POST /v1/cohorts/{id}/buy: a place in a cohort with its own price (docs/rules/cohorts.md, "Paying
 * for a place"). The price is the place's, whatever access to the course the member already has; the
 * seat is held while they pay.
 */
export async function buyCohortPlace(deps: Deps, actor: Actor, cohortId: number, input: CheckoutInput): Promise<Checkout> {
  const item = await cohortItem(deps.db, cohortId);
  return startCheckout(deps, actor, { item, code: input.code, billing: input.billing, origin: input.origin, hold: (tx, now) => holdCohortSeat(tx, { userId: actor.id, cohortId, now }) });
}

/** GET /v1/subscriptions/payments/{reference}: the result page's view of the member's own payment. */
export async function paymentResult({ db, actor, reference }: { db: Db; actor: Actor; reference: string }): Promise<PaymentResult> {
  if (!REFERENCE_PATTERN.test(reference)) throw notFound('payment');
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, actor.id)))
    .limit(1);
  if (!p) throw notFound('payment');
  let item: PaymentResult['item'];
  let bought: PaymentResult['courses'] = [];
  if (p.kind === 'subscription') {
    const [plan] = await db.select().from(plans).where(eq(plans.id, p.planId!)).limit(1);
    item = { type: 'plan', id: p.planId!, title: plan?.name ?? p.description, url: '/courses' };
  } else if (p.kind === 'course') {
    const [c] = await db.select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, p.courseId!)).limit(1);
    item = { type: 'course', id: p.courseId!, title: c?.title ?? p.description, url: c ? `/course/${c.slug}` : '/my-courses' };
    if (c) bought = [{ id: c.id, title: c.title, url: `/course/${c.slug}` }];
  } else if (p.kind === 'cohort') {
    const [c] = await db.select({ id: courses.id, title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, p.courseId!)).limit(1);
    const [co] = p.cohortId ? await db.select({ id: cohorts.id, title: cohorts.title }).from(cohorts).where(eq(cohorts.id, p.cohortId)).limit(1) : [];
    item = { type: 'cohort', id: p.cohortId ?? 0, title: co && c ? `${c.title}, ${co.title}` : p.description, url: co ? `/cohorts/${co.id}` : c ? `/course/${c.slug}` : '/my-courses' };
    if (c) bought = [{ id: c.id, title: c.title, url: `/course/${c.slug}` }];
  } else {
    const [b] = await db.select({ id: bundles.id, title: bundles.title, slug: bundles.slug }).from(bundles).where(eq(bundles.id, p.bundleId!)).limit(1);
    item = { type: 'bundle', id: p.bundleId!, title: b?.title ?? p.description, url: b ? `/bundle/${b.slug}` : '/my-courses' };
    const rows = await db
      .select({ id: courses.id, title: courses.title, slug: courses.slug })
      .from(bundleCourses)
      .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
      .where(eq(bundleCourses.bundleId, p.bundleId!))
      .orderBy(bundleCourses.position);
    bought = rows.map((c) => ({ id: c.id, title: c.title, url: b ? `/bundle/${b.slug}/${c.slug}` : `/course/${c.slug}` }));
  }
  const [d] = p.discountId ? await db.select({ code: discounts.code }).from(discounts).where(eq(discounts.id, p.discountId)).limit(1) : [];
  return {
    reference: p.reference,
    kind: p.kind,
    status: p.status,
    description: p.description,
    subtotal: p.subtotal,
    discount: p.discountAmount,
    total: p.total,
    currency: p.currency,
    total_label: quoteLabel(p.total, p.currency),
    failure_reason: p.status === 'failed' || p.status === 'cancelled' ? (p.failureReason ?? 'The payment did not go through.') : null,
    item,
    courses: bought,
    coupon: d?.code ?? null,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt ? p.paidAt.toISOString() : null,
  };
}

function quoteLabel(amount: number, currency: string): string {
  return quoteOf({ type: 'course', id: 0, title: '', amount, currency, slug: '' }, null).total_label;
}

/** Subscriptions the admin side may list (tests): all rows of a member. */
export async function subscriptionsOf(db: Db, userId: number) {
  return db.select().from(subscriptions).where(inArray(subscriptions.userId, [userId]));
}
