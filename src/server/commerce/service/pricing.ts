// Prices and discounts (docs/rules/commerce.md, "Prices" and "Discounts"). Every price comes from the
// database here, never from a request; a discount is checked (dates, caps, targets) and then applied
// with integer arithmetic so a total is never below zero.
import { and, eq, sql } from 'drizzle-orm';
import type { Discount, Plan, Quote } from '../../../lib/schemas/commerce.ts';
import type { Db } from '../../db/client.ts';
import { bundles, cohorts, courses, discountRedemptions, discounts, plans } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { formatMoney } from '../../catalogue/service/index.ts';
import { m } from '../../../paraglide/messages.js';

export type DiscountRow = typeof discounts.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type Item =
  | { type: 'plan'; id: number; title: string; amount: number; currency: string; plan: PlanRow }
  | { type: 'course'; id: number; title: string; amount: number; currency: string; slug: string }
  | { type: 'bundle'; id: number; title: string; amount: number; currency: string; slug: string }
  /** A place in a cohort: `id` is the cohort's, `courseId` the course the place comes with. */
  | { type: 'cohort'; id: number; title: string; amount: number; currency: string; slug: string; courseId: number; cohortTitle: string; startsAt: Date };

/**
 * Why a code cannot be used, in the words the code field shows (docs/rules/commerce.md). Getters, so
 * each read is worded in the request's language (docs/i18n.md, "API refusals").
 */
export const DISCOUNT_MESSAGES = {
  get unknown() {
    return m.errors_discount_unknown();
  },
  get notYet() {
    return m.errors_discount_not_yet();
  },
  get expired() {
    return m.errors_discount_expired();
  },
  get usedUp() {
    return m.errors_discount_used_up();
  },
  get usedByYou() {
    return m.errors_discount_used_by_you();
  },
  get notForPlan() {
    return m.errors_discount_not_for_plan();
  },
  get notForCourse() {
    return m.errors_discount_not_for_course();
  },
  get notForBundle() {
    return m.errors_discount_not_for_bundle();
  },
  get notForCohort() {
    return m.errors_discount_not_for_cohort();
  },
  get currency() {
    return m.errors_discount_currency();
  },
};

/** A price as the site writes it (en-US's $1,234.00), or in another Intl locale when given. */
export function money(amount: number, currency: string, locale?: string): string {
  return formatMoney(amount, currency, locale);
}

export function planPriceLabel(plan: Pick<PlanRow, 'amount' | 'currency' | 'interval'>): string {
  return `${money(plan.amount, plan.currency)} / ${plan.interval}`;
}

/** Plans of one membership side by side: a yearly plan shows what it saves against 12 monthly payments. */
export function toPlan(plan: PlanRow, all: PlanRow[]): Plan {
  const monthly = all.find((p) => p.membership === plan.membership && p.interval === 'month' && p.currency === plan.currency && p.active);
  let saving: Plan['saving'] = null;
  if (plan.interval === 'year' && monthly) {
    const full = monthly.amount * 12;
    const amount = full - plan.amount;
    if (amount > 0) {
      const percent = Math.round((amount * 100) / full);
      saving = { amount, percent, label: `Save ${money(amount, plan.currency)} a year (${percent}%) against monthly` };
    }
  }
  return {
    id: plan.id,
    slug: plan.slug,
    membership: plan.membership,
    name: plan.name,
    description: plan.description,
    interval: plan.interval,
    amount: plan.amount,
    currency: plan.currency,
    price_label: planPriceLabel(plan),
    monthly_amount: plan.interval === 'year' ? Math.round(plan.amount / 12) : plan.amount,
    saving,
  };
}

export async function activePlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(plans.position, plans.id);
}

export async function planItem(db: Db, planId: number): Promise<Item & { type: 'plan' }> {
  const [plan] = await db.select().from(plans).where(and(eq(plans.id, planId), eq(plans.active, true))).limit(1);
  if (!plan) throw fieldError('plan_id', m.errors_plan_unknown());
  return { type: 'plan', id: plan.id, title: plan.name, amount: plan.amount, currency: plan.currency, plan };
}

/** A paid, published course as something to buy; 404 when unknown, 409 when it is free. */
export async function courseItem(db: Db, courseId: number): Promise<Item & { type: 'course' }> {
  const [course] = await db.select().from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true))).limit(1);
  if (!course) throw notFound('course');
  if (course.isFree || course.priceCents <= 0) throw new AppError('conflict', m.errors_course_free());
  return { type: 'course', id: course.id, title: course.title, amount: course.priceCents, currency: course.currency, slug: course.slug };
}

/**
 * A place in a cohort as something to buy: the cohort of a published course, with its own price;
 * 404 when unknown, 409 when it has no price (joining it is free for whoever may take the course).
 */
export async function cohortItem(db: Db, cohortId: number): Promise<Item & { type: 'cohort' }> {
  const [row] = await db
    .select({ id: cohorts.id, title: cohorts.title, priceCents: cohorts.priceCents, startsAt: cohorts.startsAt, courseId: courses.id, courseTitle: courses.title, currency: courses.currency, slug: courses.slug })
    .from(cohorts)
    .innerJoin(courses, and(eq(courses.id, cohorts.courseId), eq(courses.published, true)))
    .where(eq(cohorts.id, cohortId))
    .limit(1);
  if (!row) throw notFound('cohort');
  if (row.priceCents == null) throw new AppError('conflict', m.errors_cohort_no_price());
  return {
    type: 'cohort',
    id: row.id,
    title: `${row.courseTitle}, ${row.title}`,
    amount: row.priceCents,
    currency: row.currency,
    slug: row.slug,
    courseId: row.courseId,
    cohortTitle: row.title,
    startsAt: row.startsAt,
  };
}

export async function bundleItem(db: Db, bundleId: number): Promise<Item & { type: 'bundle' }> {
  const [bundle] = await db.select().from(bundles).where(and(eq(bundles.id, bundleId), eq(bundles.published, true))).limit(1);
  if (!bundle) throw notFound('bundle');
  if (bundle.priceCents <= 0) throw new AppError('conflict', m.errors_bundle_free());
  return { type: 'bundle', id: bundle.id, title: bundle.title, amount: bundle.priceCents, currency: bundle.currency, slug: bundle.slug };
}

export function discountLabel(d: Pick<DiscountRow, 'kind' | 'percentOff' | 'amountOff' | 'currency' | 'duration' | 'durationMonths'>): string {
  const off = d.kind === 'percent' ? `${d.percentOff}% off` : `${money(d.amountOff ?? 0, d.currency ?? 'USD')} off`;
  if (d.duration === 'forever') return `${off} every payment`;
  if (d.duration === 'months') return `${off} every payment for ${d.durationMonths} month${d.durationMonths === 1 ? '' : 's'}`;
  return `${off} the first payment`;
}

export function toDiscount(d: DiscountRow): Discount {
  return {
    id: d.id,
    code: d.code,
    name: d.name,
    kind: d.kind,
    percent_off: d.percentOff,
    amount_off: d.amountOff,
    currency: d.currency,
    duration: d.duration,
    duration_months: d.durationMonths,
    valid_to: d.validTo ? d.validTo.toISOString() : null,
    label: discountLabel(d),
  };
}

/** The amount a discount takes off `amount` (never more than the amount itself). */
export function discountAmount(d: Pick<DiscountRow, 'kind' | 'percentOff' | 'amountOff'>, amount: number): number {
  const off = d.kind === 'percent' ? Math.round((amount * (d.percentOff ?? 0)) / 100) : (d.amountOff ?? 0);
  return Math.max(0, Math.min(amount, off));
}

function targets(d: DiscountRow, item: Item): boolean {
  const any = d.planIds.length + d.courseIds.length + d.bundleIds.length === 0;
  if (any) return true;
  if (item.type === 'plan') return d.planIds.includes(item.id);
  if (item.type === 'course') return d.courseIds.includes(item.id);
  // A place in a cohort comes with its course: a code for the course is good for its cohorts too.
  if (item.type === 'cohort') return d.courseIds.includes(item.courseId);
  return d.bundleIds.includes(item.id);
}

const NOT_FOR = {
  plan: () => DISCOUNT_MESSAGES.notForPlan,
  course: () => DISCOUNT_MESSAGES.notForCourse,
  bundle: () => DISCOUNT_MESSAGES.notForBundle,
  cohort: () => DISCOUNT_MESSAGES.notForCohort,
} as const;

/** Why the discount cannot be used for this item by this member now, or null when it can. */
export async function discountProblem(db: Db, d: DiscountRow, item: Item, userId: number | null, now: Date): Promise<string | null> {
  if (!d.active) return DISCOUNT_MESSAGES.unknown;
  if (d.validFrom && d.validFrom > now) return DISCOUNT_MESSAGES.notYet;
  if (d.validTo && d.validTo <= now) return DISCOUNT_MESSAGES.expired;
  if (!targets(d, item)) return NOT_FOR[item.type]();
  if (d.kind === 'fixed' && d.currency !== item.currency) return DISCOUNT_MESSAGES.currency;
  if (d.maxRedemptions !== null && d.redeemedCount >= d.maxRedemptions) return DISCOUNT_MESSAGES.usedUp;
  if (userId !== null && d.maxPerMember !== null && (await memberRedemptions(db, d.id, userId)) >= d.maxPerMember) return DISCOUNT_MESSAGES.usedByYou;
  return null;
}

async function memberRedemptions(db: Db, discountId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId), sql`${discountRedemptions.status} <> 'released'`));
  return Number(row?.n ?? 0);
}

export async function discountByCode(db: Db, code: string): Promise<DiscountRow | null> {
  const [d] = await db.select().from(discounts).where(sql`upper(${discounts.code}) = upper(${code})`).limit(1);
  return d ?? null;
}

export async function activeDefaultDiscount(db: Db, now: Date): Promise<DiscountRow | null> {
  const [d] = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.isDefault, true),
        eq(discounts.active, true),
        sql`(${discounts.validFrom} IS NULL OR ${discounts.validFrom} <= ${now.toISOString()})`,
        sql`(${discounts.validTo} IS NULL OR ${discounts.validTo} > ${now.toISOString()})`,
      ),
    )
    .limit(1);
  return d ?? null;
}

export function quoteOf(item: Item, d: DiscountRow | null): Quote {
  const off = d ? discountAmount(d, item.amount) : 0;
  const total = item.amount - off;
  return {
    item: { type: item.type, id: item.id, title: item.title },
    subtotal: item.amount,
    discount: off,
    total,
    currency: item.currency,
    subtotal_label: money(item.amount, item.currency),
    discount_label: money(off, item.currency),
    total_label: money(total, item.currency),
    applied: d && off > 0 ? toDiscount(d) : null,
    tax: null,
  };
}

/**
 * The discount a checkout uses: the typed code (422 on the code field saying why it cannot be used),
 * else the default discount when it applies to the item and the member may still use it.
 */
export async function chooseDiscount(db: Db, item: Item, code: string | undefined, userId: number | null, now: Date): Promise<DiscountRow | null> {
  if (code !== undefined) {
    const d = await discountByCode(db, code);
    if (!d) throw fieldError('code', DISCOUNT_MESSAGES.unknown);
    const problem = await discountProblem(db, d, item, userId, now);
    if (problem) throw fieldError('code', problem);
    return d;
  }
  const d = await activeDefaultDiscount(db, now);
  if (!d) return null;
  return (await discountProblem(db, d, item, userId, now)) ? null : d;
}

/**
 * Takes one use of the discount for a payment, in the caller's transaction. The total cap is held by
 * one conditional UPDATE (`redeemed_count < max_redemptions`): of two members taking the last use at
 * the same instant, one updates the row and the other finds no row to update (PostgreSQL re-checks
 * the condition after the first commits). The per-member cap is checked under the same row lock.
 */
export async function reserveDiscount(tx: Db, d: DiscountRow, userId: number, paymentId: number, amount: number, currency: string): Promise<void> {
  const taken = await tx
    .update(discounts)
    .set({ redeemedCount: sql`${discounts.redeemedCount} + 1` })
    .where(and(eq(discounts.id, d.id), sql`(${discounts.maxRedemptions} IS NULL OR ${discounts.redeemedCount} < ${discounts.maxRedemptions})`))
    .returning({ id: discounts.id });
  if (taken.length === 0) throw fieldError('code', DISCOUNT_MESSAGES.usedUp);
  if (d.maxPerMember !== null && (await memberRedemptions(tx, d.id, userId)) >= d.maxPerMember) throw fieldError('code', DISCOUNT_MESSAGES.usedByYou);
  await tx.insert(discountRedemptions).values({ discountId: d.id, userId, paymentId, amount, currency });
}

/** Gives the use back when the payment failed or was abandoned (once: only a live reservation). */
export async function releaseDiscount(tx: Db, paymentId: number): Promise<void> {
  const released = await tx
    .update(discountRedemptions)
    .set({ status: 'released' })
    .where(and(eq(discountRedemptions.paymentId, paymentId), eq(discountRedemptions.status, 'reserved')))
    .returning({ discountId: discountRedemptions.discountId });
  for (const r of released) await tx.update(discounts).set({ redeemedCount: sql`greatest(${discounts.redeemedCount} - 1, 0)` }).where(eq(discounts.id, r.discountId));
}

/**
 * Marks the use as redeemed when the payment is paid. A use released earlier (a failure event that
 * arrived before the success) is taken again: the money was taken with the discount.
 */
export async function redeemDiscount(tx: Db, paymentId: number): Promise<void> {
  const [row] = await tx.select().from(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId)).limit(1);
  if (!row || row.status === 'redeemed') return;
  if (row.status === 'released') {
    // Past the cap if need be: the check constraint allows no more than the cap, so the cap grows with it.
    await tx
      .update(discounts)
      .set({ redeemedCount: sql`${discounts.redeemedCount} + 1`, maxRedemptions: sql`CASE WHEN ${discounts.maxRedemptions} IS NOT NULL AND ${discounts.redeemedCount} >= ${discounts.maxRedemptions} THEN ${discounts.redeemedCount} + 1 ELSE ${discounts.maxRedemptions} END` })
      .where(eq(discounts.id, row.discountId));
  }
  await tx.update(discountRedemptions).set({ status: 'redeemed' }).where(eq(discountRedemptions.id, row.id));
}
