// Requests and answers of the commerce domain (docs/rules/commerce.md): plans, discounts, checkout,
// the result of a payment, and the member's subscription. Shared by the routes, the typed client and
// the /subscriptions pages. Amounts are integers in minor units with their currency.
import { z } from './zod.ts';
import { blankToUndefined, id as requestId, say, text } from './input.ts';
import { m } from '../../paraglide/messages.js';
import { COUNTRY_CODES } from './accounts.ts';

const id = z.number().int();
const money = z.number().int().meta({ description: 'Minor units (cents)', example: 1900 });

/** What every answer about a plan says of it; a member's view and the studio's add their own fields. */
export const PlanFieldsSchema = z.object({
  id,
  slug: z.string(),
  membership: z.string(),
  name: z.string(),
  description: z.string(),
  interval: z.enum(['month', 'year']),
  amount: money,
  currency: z.string(),
});

export const PlanSchema = PlanFieldsSchema.extend({
  /** "$19.00 / month". */
  price_label: z.string(),
  /** Price per month in minor units (a yearly plan's amount / 12, rounded). */
  monthly_amount: money,
  /** For a yearly plan: what it saves against twelve months of the monthly plan of the same membership. */
  saving: z.object({ amount: money, percent: z.number().int(), label: z.string() }).nullable(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const DiscountDurationSchema = z.enum(['once', 'months', 'forever']);

/** A discount as a member sees it (never its caps or counts). */
export const DiscountSchema = z.object({
  id,
  code: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent_off: z.number().int().nullable(),
  amount_off: money.nullable(),
  currency: z.string().nullable(),
  duration: DiscountDurationSchema,
  duration_months: z.number().int().nullable(),
  valid_to: z.string().nullable(),
  /** "20% off the first payment", "$5.00 off every payment for 3 months". */
  label: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

/** The tax of a price: included in it (prices include tax), from the buyer's country. */
export const QuoteTaxSchema = z.object({
  country: z.string().nullable().describe('ISO 3166-1 alpha-2 of the buyer; null when none was given'),
  rate_percent: z.number(),
  amount: money.describe('Included in the total'),
  amount_label: z.string(),
  reverse_charge: z.boolean().describe('A business in another EU/UK country with a valid VAT number: no tax charged'),
  label: z.string().describe('How the tax reads: "VAT 20% (United Kingdom), included"'),
});
export type QuoteTax = z.infer<typeof QuoteTaxSchema>;

/** A price after a discount. */
export const QuoteSchema = z.object({
  item: z.object({ type: z.enum(['plan', 'course', 'bundle', 'cohort']), id, title: z.string() }),
  subtotal: money,
  discount: money,
  total: money,
  currency: z.string(),
  subtotal_label: z.string(),
  discount_label: z.string(),
  total_label: z.string(),
  applied: DiscountSchema.nullable(),
  /** The tax included in the total for the buyer's country; null when no country was given. */
  tax: QuoteTaxSchema.nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const DefaultDiscountSchema = z.object({
  discount: DiscountSchema.nullable(),
  /** The price of each plan with the default discount (when it applies to that plan). */
  quotes: z.array(QuoteSchema),
});
export type DefaultDiscount = z.infer<typeof DefaultDiscountSchema>;

/** A discount code as typed: letters, digits, dashes and underscores, any case. */
export const discountCode = text()
  .trim()
  .min(1, say(m.errors_enter_discount_code))
  .max(40, say(() => m.errors_discount_code_too_long({ max: 40 })))
  .regex(/^[A-Za-z0-9_-]+$/, say(m.errors_discount_code_characters));

export const ApplyDiscountRequestSchema = z
  .object({
    code: discountCode,
    plan_id: requestId().optional(),
    course_id: requestId().optional(),
    bundle_id: requestId().optional(),
    cohort_id: requestId().optional(),
  })
  .refine((v) => [v.plan_id, v.course_id, v.bundle_id, v.cohort_id].filter((x) => x !== undefined).length === 1, {
    error: 'Name exactly one of plan_id, course_id, bundle_id or cohort_id.',
    path: ['plan_id'],
  });
export type ApplyDiscountRequest = z.infer<typeof ApplyDiscountRequestSchema>;

/** What checkout asks before paying: the price of one item for a code and a buyer's country (and VAT number). */
export const QuoteRequestSchema = z
  .object({
    plan_id: requestId().optional(),
    course_id: requestId().optional(),
    bundle_id: requestId().optional(),
    cohort_id: requestId().optional(),
    code: z.preprocess(blankToUndefined, discountCode.optional()),
    country: z.preprocess(
      blankToUndefined,
      text()
        .trim()
        .toUpperCase()
        .refine((v) => COUNTRY_CODES.includes(v), say(m.errors_choose_country_from_list))
        .optional(),
    ),
    vat_number: z.preprocess(blankToUndefined, text().trim().max(20, say(() => m.errors_vat_number_too_long({ max: 20 }))).optional()),
  })
  .refine((v) => [v.plan_id, v.course_id, v.bundle_id, v.cohort_id].filter((x) => x !== undefined).length === 1, {
    error: 'Name exactly one of plan_id, course_id, bundle_id or cohort_id.',
    path: ['plan_id'],
  })
  .refine((v) => v.vat_number === undefined || v.country !== undefined, { error: () => m.errors_vat_country(), path: ['country'] });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** Limits of the billing details' fields, in characters. */
export const BILLING_LIMITS = { name: 200, line: 200, city: 100, region: 100, postcode: 20, vatNumber: 20 } as const;

/** What a missing and a too long value of a field are told, in the request's or page's language. */
type FieldWords = { enter?: () => string; tooLong: (inputs: { max: number }) => string };

const requiredText = (words: Required<FieldWords>, max: number) =>
  text(say(words.enter))
    .trim()
    .min(1, say(words.enter))
    .max(max, say(() => words.tooLong({ max })));
const optionalText = (words: FieldWords, max: number) =>
  z.preprocess(blankToUndefined, text().trim().max(max, say(() => words.tooLong({ max }))).optional());

/**
 * Who pays and where (docs/rules/billing.md, "Address and tax at checkout"): the address on the
 * invoice, its country deciding the tax, and for a business its name and VAT or tax number.
 */
export const BillingDetailsSchema = z.object({
  name: optionalText({ tooLong: m.errors_invoice_name_too_long }, BILLING_LIMITS.name).describe('The buyer’s name; the account’s name when left out'),
  company: optionalText({ tooLong: m.errors_company_too_long }, BILLING_LIMITS.name).describe('For a business: its registered name'),
  line1: requiredText({ enter: m.errors_enter_line1, tooLong: m.errors_line1_too_long }, BILLING_LIMITS.line),
  line2: optionalText({ tooLong: m.errors_line2_too_long }, BILLING_LIMITS.line),
  city: requiredText({ enter: m.errors_enter_city, tooLong: m.errors_city_too_long }, BILLING_LIMITS.city),
  postcode: optionalText({ tooLong: m.errors_postcode_too_long }, BILLING_LIMITS.postcode).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, say(m.errors_postcode_characters))
      .optional(),
  ),
  region: optionalText({ tooLong: m.errors_region_too_long }, BILLING_LIMITS.region),
  country: text(say(m.errors_choose_country))
    .trim()
    .toUpperCase()
    .refine((v) => COUNTRY_CODES.includes(v), say(m.errors_choose_country_from_list))
    .describe('ISO 3166-1 alpha-2'),
  vat_number: optionalText({ tooLong: m.errors_vat_number_too_long }, BILLING_LIMITS.vatNumber).describe('For a business: its VAT or tax number; an EU or UK number is checked'),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

export const PaymentRequestSchema = z.object({
  plan_id: requestId(),
  code: discountCode.optional(),
  billing: BillingDetailsSchema.optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

export const BuyRequestSchema = z.object({ code: discountCode.optional(), billing: BillingDetailsSchema.optional() });
export type BuyRequest = z.infer<typeof BuyRequestSchema>;

export const CheckoutSchema = z.object({
  /** Our payment's public reference (the result pages read it). */
  reference: z.string(),
  /** The provider's checkout page to send the browser to. */
  url: z.string(),
  total: money,
  currency: z.string(),
  tax_amount: money.describe('The tax included in the total, from the billing country'),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const PAYMENT_STATUS_VALUES = ['pending', 'requires_action', 'paid', 'failed', 'cancelled', 'refunded'] as const;

export const MemberSubscriptionSchema = z.object({
  id,
  plan: z.string(),
  plan_id: id,
  interval: z.enum(['month', 'year']),
  status: z.enum(['active', 'cancelled_at_period_end', 'past_due', 'expired']),
  current_period_start: z.string(),
  current_period_end: z.string(),
  /** What the next renewal will charge, or null when it will not renew. */
  next_charge: z.object({ amount: money, currency: z.string(), label: z.string(), at: z.string() }).nullable(),
  /**
   * While past due (docs/rules/billing.md, "Failed renewals"): why the last try failed, how many
   * tries failed, when the job tries again (null after the last), until when access lasts, and what
   * "Pay now" charges. Null otherwise.
   */
  payment_failed: z
    .object({ reason: z.string(), failed_tries: z.number().int(), next_retry_at: z.string().nullable(), access_until: z.string(), amount_label: z.string().nullable() })
    .nullable(),
});
export type MemberSubscription = z.infer<typeof MemberSubscriptionSchema>;

/** A payment as its result page shows it (the member's own only). */
export const PaymentResultSchema = z.object({
  reference: z.string(),
  kind: z.enum(['subscription', 'course', 'bundle', 'cohort']),
  status: z.enum(PAYMENT_STATUS_VALUES),
  description: z.string(),
  subtotal: money,
  discount: money,
  total: money,
  currency: z.string(),
  total_label: z.string(),
  /** Why it did not go through, in words; null unless failed or cancelled. */
  failure_reason: z.string().nullable(),
  /** What was bought, with where to go next. */
  item: z.object({ type: z.enum(['plan', 'course', 'bundle', 'cohort']), id, title: z.string(), url: z.string() }),
  /** The courses a course or bundle purchase enrolled the member in. */
  courses: z.array(z.object({ id, title: z.string(), url: z.string() })),
  /** The code used, for analytics' coupon. */
  coupon: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;
