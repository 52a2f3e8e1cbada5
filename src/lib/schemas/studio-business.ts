// Requests and responses of the studio's "running the business" routes under /v1/admin
// (docs/rules/studio.md, "Running the business"): plans, discount codes and the default discount,
// payments and refunds. Shared by the routes, the studio's client and tests.
import { z } from './zod.ts';
import { PlanFieldsSchema } from './commerce.ts';
import { blankToUndefined, pageQuery, slugText, text } from './input.ts';

const id = z.number().int();
const money = z.number().int().meta({ description: 'Minor units (cents)', example: 1900 });

export const StudioPlanSchema = PlanFieldsSchema.extend({
  active: z.boolean(),
  position: z.number().int(),
});
export type StudioPlan = z.infer<typeof StudioPlanSchema>;

const name = text({ message: 'Write a name.' }).trim().min(1, { message: 'Write a name.' }).max(120, { message: 'Keep the name to 120 characters.' });
const currency = text({ message: 'Write a currency code.' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'Write a three-letter currency code, like USD.' })
  .transform((c) => c.toUpperCase());
const minor = (what: string) => z.number({ message: `Write the ${what} in cents, as a whole number.` }).int({ message: `Write the ${what} in cents, as a whole number.` });

export const PlanCreateSchema = z
  .object({
    name,
    slug: slugText().optional(),
    description: text().trim().max(500, { message: 'Keep the description to 500 characters.' }).optional(),
    interval: z.enum(['month', 'year'], { message: 'Choose month or year.' }),
    amount: minor('price').min(1, { message: 'The price must be more than zero.' }).max(100_000_000, { message: 'That price is too large.' }),
    currency,
    active: z.boolean().optional(),
  })
  .strict();
export type PlanCreate = z.infer<typeof PlanCreateSchema>;

export const PlanUpdateSchema = PlanCreateSchema.omit({ slug: true }).partial().strict();
export type PlanUpdate = z.infer<typeof PlanUpdateSchema>;

export const StudioDiscountSchema = z
  .object({
    id,
    code: z.string().nullable(),
    name: z.string(),
    kind: z.enum(['percent', 'fixed']),
    percent_off: z.number().int().nullable(),
    amount_off: money.nullable(),
    currency: z.string().nullable(),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    max_redemptions: z.number().int().nullable(),
    max_per_member: z.number().int().nullable(),
    redeemed_count: z.number().int(),
    plan_ids: z.array(id),
    course_ids: z.array(id),
    duration: z.enum(['once', 'months', 'forever']),
    duration_months: z.number().int().nullable(),
    is_default: z.boolean(),
    active: z.boolean(),
  });
export type StudioDiscount = z.infer<typeof StudioDiscountSchema>;

const when = z.iso.datetime({ offset: true, message: 'Write a date and time, like 2026-12-01T00:00:00Z.' }).nullable().optional();
const cap = z.number().int({ message: 'Write a whole number.' }).min(1, { message: 'A cap is at least 1.' }).max(1_000_000).nullable().optional();
const ids = z.array(z.number().int().min(1)).max(100, { message: 'At most 100.' }).optional();

const DiscountFields = z.object({
  name,
  code: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, { message: 'A code is 3 to 32 letters, digits, hyphens or underscores.' })
      .transform((c) => c.toUpperCase())
      .nullable()
      .optional(),
  ),
  kind: z.enum(['percent', 'fixed'], { message: 'Choose percent or fixed.' }),
  percent_off: z.number().int({ message: 'Write a whole percent.' }).min(1, { message: 'Between 1 and 100 percent.' }).max(100, { message: 'Between 1 and 100 percent.' }).nullable().optional(),
  amount_off: minor('amount off').min(1, { message: 'The amount off must be more than zero.' }).nullable().optional(),
  currency: currency.nullable().optional(),
  valid_from: when,
  valid_to: when,
  max_redemptions: cap,
  max_per_member: cap,
  plan_ids: ids,
  course_ids: ids,
  duration: z.enum(['once', 'months', 'forever'], { message: 'Choose once, months or forever.' }).optional(),
  duration_months: z.number().int().min(1, { message: 'At least 1 month.' }).max(120).nullable().optional(),
});

type DiscountShape = Partial<z.infer<typeof DiscountFields>>;
/** Checks between fields; on update `merged` is the stored discount with the change applied. */
export function discountIssues(d: DiscountShape): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = [];
  if (d.kind === 'percent' && !d.percent_off) out.push({ path: 'percent_off', message: 'Write the percent off.' });
  if (d.kind === 'fixed' && !d.amount_off) out.push({ path: 'amount_off', message: 'Write the amount off.' });
  if (d.kind === 'fixed' && !d.currency) out.push({ path: 'currency', message: 'Write the currency of the amount off.' });
  if (d.duration === 'months' && !d.duration_months) out.push({ path: 'duration_months', message: 'Write for how many months.' });
  if (d.valid_from && d.valid_to && new Date(d.valid_to) <= new Date(d.valid_from)) out.push({ path: 'valid_to', message: 'The end must be after the start.' });
  return out;
}

export const DiscountCreateSchema = DiscountFields.strict().superRefine((d, ctx) => {
  for (const i of discountIssues(d)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  if (!d.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'Write the code members type.' });
});
export type DiscountCreate = z.infer<typeof DiscountCreateSchema>;

export const DiscountUpdateSchema = DiscountFields.partial().strict();
export type DiscountUpdate = z.infer<typeof DiscountUpdateSchema>;

export const PAYMENT_FILTERS = ['all', 'pending', 'requires_action', 'paid', 'failed', 'cancelled', 'refunded'] as const;

export const StudioPaymentSchema = z
  .object({
    id,
    reference: z.string(),
    member: z.object({ id, name: z.string(), email: z.string() }),
    description: z.string(),
    total: money,
    currency: z.string(),
    status: z.enum(['pending', 'requires_action', 'paid', 'failed', 'cancelled', 'refunded']),
    provider: z.string(),
    invoice_number: z.string().nullable(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    refund_requested_at: z.string().nullable(),
    refunded_amount: money.describe('What the provider has confirmed refunded so far, in minor units'),
    refundable_amount: money.describe('What can still be refunded: the total less refunds confirmed or asked for'),
    refunds: z.array(
      z.object({
        id,
        amount: money,
        status: z.enum(['pending', 'succeeded', 'failed']),
        reason: z.string().nullable(),
        revoke_access: z.boolean().describe('The admin chose to take back what the payment bought (whole refunds only)'),
        created_at: z.string(),
        refunded_at: z.string().nullable(),
        credit_note: z.object({ id, number: z.string(), download_path: z.string().describe('API path of the PDF (studio)') }).nullable(),
      }),
    ).describe('Refunds asked for, oldest first, each with its credit note once confirmed'),
  });
export type StudioPayment = z.infer<typeof StudioPaymentSchema>;

export const PaymentsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(PAYMENT_FILTERS, { message: 'Choose a payment status or all.' }).default('all')),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});

export const RefundSchema = z
  .object({
    amount: z
      .number({ message: 'Write the amount to refund in minor units (cents), as a whole number.' })
      .int({ message: 'Write the amount to refund in minor units (cents), as a whole number.' })
      .positive({ message: 'Refund more than nothing.' })
      .max(100_000_000, { message: 'Refund at most what remains of the payment.' })
      .optional()
      .describe('Minor units to give back; the whole remaining amount when left out'),
    reason: z.preprocess(blankToUndefined, text().trim().max(500, { message: 'Keep the reason to 500 characters.' }).optional()),
    revoke_access: z.boolean({ message: 'Choose whether to take back access: true or false.' }).optional().describe('Take back what the payment bought (a subscription ends, courses bought lose their entitlement); only with a refund of everything that remains'),
  })
  .strict();
export type RefundInput = z.infer<typeof RefundSchema>;

export const PointsValueSchema = z.object({
  reason: z.string(),
  points: z.number().int(),
  default_points: z.number().int(),
});
export const RewardsRulesSchema = z.object({
  points: z.array(PointsValueSchema),
  /** The badge catalogue and how each is earned (rules are in code; read-only here). */
  badges: z.array(z.object({ key: z.string(), name: z.string(), description: z.string(), criteria: z.string() })),
});
export type RewardsRules = z.infer<typeof RewardsRulesSchema>;

export const PointsValueInputSchema = z
  .object({
    points: z.number({ message: 'Write the points as a whole number.' }).int({ message: 'Write the points as a whole number.' }).min(0, { message: 'Between 0 and 1000 points.' }).max(1000, { message: 'Between 0 and 1000 points.' }),
  })
  .strict();

export const NpsSchema = z.object({
  score: z.number().int().nullable(),
  responses: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
});

export const StudioSurveySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  question: z.string(),
  active: z.boolean(),
  dismissed: z.number().int(),
  /** Answers per score, index 0 to 10. */
  distribution: z.array(z.number().int()),
  nps: NpsSchema,
  /** The distribution as a server-drawn SVG bar chart, its description giving the score. */
  svg: z.string(),
});
export type StudioSurvey = z.infer<typeof StudioSurveySchema>;

export const SurveyAnswerSchema = z.object({
  id,
  member: z.object({ id, name: z.string() }),
  score: z.number().int(),
  comment: z.string(),
  answered_at: z.string(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

export const SurveyAnswersQuerySchema = z.object({
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 50),
});

export const RoleChangeSchema = z
  .object({ role: z.enum(['member', 'author', 'admin'], { message: 'Choose member, author or admin.' }) })
  .strict();
