// Money (docs/rules/commerce.md): plans, discounts and their redemptions, subscriptions, payments,
// the provider events that move them, and what a payment bought (course entitlements).
// Amounts are integers in minor units (cents) with an ISO 4217 currency beside them, always.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { bundles, courses } from './catalogue.ts';
import { cohorts } from './cohorts.ts';

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** How many subscription charges a discount reduces: the first only, N months, or every one. */
export const DISCOUNT_DURATIONS = ['once', 'months', 'forever'] as const;
export type DiscountDuration = (typeof DISCOUNT_DURATIONS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled_at_period_end', 'past_due', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_KINDS = ['subscription', 'course', 'bundle', 'cohort'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** Why a payment exists: a first purchase (checkout) or a subscription renewal charged by our job. */
export const PAYMENT_REASONS = ['purchase', 'renewal'] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];
/**
 * pending: checkout created, nothing known yet; requires_action: the card asked for an extra step;
 * paid: the provider's signed event said so; failed: declined; cancelled: the checkout was abandoned
 * or expired; refunded: money returned.
 */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What a member can subscribe to. Every plan of a membership unlocks the same things; plans differ
 * by billing interval and price. Prices live only here, never in the client.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    slug: text('slug').notNull(),
    /** The membership the plan belongs to (demo: 'membership'); plans of one membership are alternatives. */
    membership: text('membership').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    interval: text('interval', { enum: PLAN_INTERVALS }).notNull(),
    /** Price of one period in minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The provider's own price id when a provider needs one (Stripe), else null. */
    providerPriceId: text('provider_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('plans_slug_unique').on(t.slug), check('plans_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * A discount: the default one (is_default, shown to everyone, no code needed) or a code. Targets:
 * plan_ids / course_ids / bundle_ids; when all three are empty it applies to everything.
 * redeemed_count is the number of live redemptions and is only changed by one conditional UPDATE
 * (`redeemed_count < max_redemptions`), so the total cap holds under concurrency.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    /** Upper-case code a member types; null for a default discount that has no code. */
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** Whole percent 1..100 for 'percent'. */
    percentOff: integer('percent_off'),
    /** Minor units for 'fixed', in `currency`. */
    amountOff: integer('amount_off'),
    currency: text('currency'),
    validFrom: timestampTz('valid_from'),
    validTo: timestampTz('valid_to'),
    /** Total cap over all members; null = no cap. */
    maxRedemptions: integer('max_redemptions'),
    /** Per-member cap; null = no cap. */
    maxPerMember: integer('max_per_member'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    planIds: integer('plan_ids').array().notNull().default(sql`'{}'::integer[]`),
    courseIds: integer('course_ids').array().notNull().default(sql`'{}'::integer[]`),
    bundleIds: integer('bundle_ids').array().notNull().default(sql`'{}'::integer[]`),
    duration: text('duration', { enum: DISCOUNT_DURATIONS }).notNull().default('once'),
    /** Number of monthly charges reduced when duration = 'months'. */
    durationMonths: integer('duration_months'),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_unique').on(sql`upper(${t.code})`),
    // At most one active default discount.
    uniqueIndex('discounts_one_active_default').on(t.isDefault).where(sql`${t.isDefault} AND ${t.active}`),
    check(
      'discounts_kind_amount',
      sql`(${t.kind} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.amountOff} > 0 AND ${t.currency} IS NOT NULL)`,
    ),
    check('discounts_redeemed_within_cap', sql`${t.maxRedemptions} IS NULL OR ${t.redeemedCount} <= ${t.maxRedemptions}`),
  ],
);

/**
 * A member's subscription to a plan. At most one live (not expired) subscription per member.
 * Renewals are charged by our job at current_period_end (docs/rules/commerce.md).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    currentPeriodStart: timestampTz('current_period_start').notNull(),
    currentPeriodEnd: timestampTz('current_period_end').notNull(),
    /** When the member asked to stop at period end (null once resumed). */
    cancelRequestedAt: timestampTz('cancel_requested_at'),
    pastDueSince: timestampTz('past_due_since'),
    /** Failed renewal attempts in the current past-due spell. */
    failedRenewals: integer('failed_renewals').notNull().default(0),
    endedAt: timestampTz('ended_at'),
    /** Discount carried into renewals; remaining = charges still reduced (null = forever). */
    discountId: integer('discount_id').references(() => discounts.id),
    discountChargesRemaining: integer('discount_charges_remaining'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The saved payment method the renewal job charges. */
    providerPaymentMethodId: text('provider_payment_method_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_per_member')
      .on(t.userId)
      .where(sql`${t.status} <> 'expired'`),
    index('subscriptions_renewal_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'expired'`),
  ],
);

/**
 * Every attempt to take money: a checkout (subscription, course, bundle) or a renewal charge.
 * Its status is changed only by the provider's signed events (payment_events), never by the browser.
 * The billing domain issues an invoice for each payment that becomes paid.
 */
/**
 * The buyer's billing details given at checkout (docs/rules/billing.md, "Address and tax at
 * checkout"): the address the invoice is made out to and, for a business, its VAT or tax number.
 */
export type PaymentBilling = {
  name: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postcode: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** As validated: upper case, no spaces, with its country prefix. */
  vatNumber: string | null;
};

/** The card the provider took the money from, as it reported it (never the number). */
export type PaymentCard = { brand: string; last4: string };

export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** Random public reference (in checkout URLs and result pages); not guessable from the id. */
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    reason: text('reason', { enum: PAYMENT_REASONS }).notNull().default('purchase'),
    planId: integer('plan_id').references(() => plans.id),
    courseId: integer('course_id').references(() => courses.id),
    bundleId: integer('bundle_id').references(() => bundles.id),
    /** A place in a cohort (docs/rules/cohorts.md, "Paying for a place"); kept when an empty cohort is deleted, as its description says what it was. */
    cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    /** What was bought, in words, as it read when bought ("Membership, monthly"). */
    description: text('description').notNull(),
    subtotal: integer('subtotal').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Why it failed, in words a member can read. */
    failureReason: text('failure_reason'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    providerPaymentId: text('provider_payment_id'),
    providerCustomerId: text('provider_customer_id'),
    discountId: integer('discount_id').references(() => discounts.id),
    /** For subscription payments: the period this payment pays for. */
    periodStart: timestampTz('period_start'),
    periodEnd: timestampTz('period_end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestampTz('paid_at'),
    /** When an admin asked the provider for a refund (docs/rules/commerce.md, "Refunds"); the status changes only when the provider's event arrives. */
    refundRequestedAt: timestampTz('refund_requested_at'),
    /** When the provider's refund event was applied (status 'refunded'). */
    refundedAt: timestampTz('refunded_at'),
    /** The billing details given at checkout; null for a checkout that gave none (the saved address is used then). */
    billing: jsonb('billing').$type<PaymentBilling>(),
    /** The tax decided at checkout from the buyer's country (docs/rules/billing.md): included in `total`. */
    taxCountry: text('tax_country'),
    /** Basis points (2000 = 20 %). */
    taxRate: integer('tax_rate').notNull().default(0),
    taxAmount: integer('tax_amount').notNull().default(0),
    /** A business buyer in another EU/UK country with a valid VAT number: no tax charged, the buyer accounts for it. */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The card as the provider's paid event reported it. */
    card: jsonb('card').$type<PaymentCard>(),
    /** Sum of the refunds the provider confirmed, in minor units (docs/rules/commerce.md, "Refunds"). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    uniqueIndex('payments_provider_checkout_unique').on(t.provider, t.providerCheckoutId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Renewal attempts of a subscription, newest first (the job looks for an open one before charging).
    index('payments_subscription_idx').on(t.subscriptionId, t.periodStart),
    // Seats held by checkouts in progress are counted per cohort (docs/rules/cohorts.md, "Paying for a place").
    index('payments_cohort_idx').on(t.cohortId, t.status),
    // The revenue report reads payments by the month they were paid in (docs/rules/studio.md, "Revenue").
    index('payments_paid_idx').on(t.paidAt).where(sql`${t.paidAt} IS NOT NULL`),
    check('payments_amounts', sql`${t.subtotal} >= 0 AND ${t.discountAmount} >= 0 AND ${t.total} >= 0 AND ${t.total} = ${t.subtotal} - ${t.discountAmount}`),
    check('payments_refunded_amount', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.total}`),
  ],
);

/**
 * A discount used by a payment. 'reserved' when the checkout is created (it counts against the caps
 * from then on), 'redeemed' when the payment is paid, 'released' when it failed or was abandoned.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['reserved', 'redeemed', 'released'] }).notNull().default('reserved'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_payment_unique').on(t.paymentId),
    index('discount_redemptions_discount_user_idx').on(t.discountId, t.userId),
  ],
);

/**
 * Provider webhook events, stored once by (provider, event id) before they are applied, so a
 * replayed or duplicated event has exactly one effect.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** When the provider says the event happened (orders out-of-order deliveries). */
    occurredAt: timestampTz('occurred_at').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    processedAt: timestampTz('processed_at'),
    /** What applying it did ('applied', 'ignored: payment already paid', ...). */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId), index('payment_events_payment_idx').on(t.paymentId)],
);

/**
 * One refund of a payment, whole or partial (docs/rules/commerce.md, "Refunds"). Asked for from the
 * studio ('pending'), confirmed by the provider's signed event ('succeeded'), which issues its credit
 * note. The sum of pending and succeeded refunds never exceeds the payment's total: the row of the
 * payment is locked while a refund is asked for.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    /** Our id sent to the provider (idempotency key, metadata), so its event finds this row. */
    reference: text('reference').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    /** A whole refund may take back what the payment bought (the choice is audited). */
    revokeAccess: boolean('revoke_access').notNull().default(false),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    refundedAt: timestampTz('refunded_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_reference_unique').on(t.reference),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_refunded_idx').on(t.refundedAt).where(sql`${t.refundedAt} IS NOT NULL`),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A course a member owns through a purchase (the course itself or a bundle containing it), or was
 * given by an admin. Enrolment is created with it; the entitlement is what lets the member enrol in a
 * paid course without a subscription.
 */
export const courseEntitlements = pgTable(
  'course_entitlements',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    /** The purchase that gave it; null for a place given by hand in the studio (granted_at set instead). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** A place given by an admin (docs/rules/studio.md, "Manual enrolment"), and by whom. */
    grantedAt: timestampTz('granted_at'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_entitlements_user_course_unique').on(t.userId, t.courseId),
    // Bought or given, never both and never neither.
    check('course_entitlements_source', sql`(${t.paymentId} IS NULL) <> (${t.grantedAt} IS NULL)`),
  ],
);

/**
 * The sandbox provider's own checkout sessions (its hosted page on this server). Nothing outside
 * the sandbox provider reads this table; its truth reaches commerce only through signed events.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    /** Random id in the checkout URL (cs_sandbox_...). */
    id: text('id').primaryKey(),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    paymentReference: text('payment_reference').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'requires_action', 'complete', 'declined', 'expired'] }).notNull().default('open'),
    cardLast4: text('card_last4'),
    /** Kind of test card used (pays, declines, asks to confirm, pays now but declines renewals). */
    cardBehaviour: text('card_behaviour'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
);
