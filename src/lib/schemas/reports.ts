// The studio's reports (docs/rules/studio.md, "Reports"): a course's funnel, and the business's revenue
// and retention. Shared by the routes, the studio's typed client and tests.
import { z } from './zod.ts';
import { blankToUndefined, text } from './input.ts';

const isCalendarDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

const day = (what: string) =>
  z.preprocess(
    blankToUndefined,
    text()
      .refine(isCalendarDay, { message: `Enter the ${what} day as a real date, YYYY-MM-DD.` })
      .optional()
      .meta({ description: `The ${what} day (UTC), inclusive`, example: '2026-01-01' }),
  );
const month = (description: string) => z.preprocess(blankToUndefined, text().refine(isMonth, { message: 'Enter a month as YYYY-MM.' }).optional().meta({ description, example: '2026-09' }));

const checkRange = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day cannot be before the first.' });
};

export const FunnelQuerySchema = z
  .object({ from: day('first enrolment'), to: day('last enrolment'), cohort: month('Only members who enrolled in this month (UTC); with from/to, both apply') })
  .superRefine(checkRange);
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;

export const FUNNEL_STEP_KINDS = ['enrolled', 'started', 'lesson', 'completed'] as const;

const FunnelStepSchema = z.object({
  kind: z.enum(FUNNEL_STEP_KINDS),
  label: z.string().meta({ description: '“Enrolled”, “Started”, the lesson’s title, or “Completed the course”' }),
  lesson_id: z.number().int().nullable(),
  members: z.number().int().meta({ description: 'Enrolments that reached this step' }),
  percent_of_enrolled: z.number().int().nullable(),
  percent_of_previous: z.number().int().nullable(),
  median_hours_from_previous: z.number().nullable().meta({ description: 'Median time from the step before to this one, in hours (one decimal), of the members who reached both' }),
});

export const CourseFunnelSchema = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  filters: z.object({ from: z.string().nullable(), to: z.string().nullable(), cohort: z.string().nullable() }),
  steps: z.array(FunnelStepSchema),
  drop_off: z
    .object({ lesson_id: z.number().int(), title: z.string(), stopped: z.number().int(), percent_of_previous: z.number().int() })
    .nullable()
    .meta({ description: 'The lesson where most members stop: the biggest fall from the step before; null when no lesson loses anyone' }),
  cohorts: z
    .array(z.object({ month: z.string(), enrolled: z.number().int(), started: z.number().int(), completed: z.number().int() }))
    .meta({ description: 'Enrolments by month of enrolment (the last 12 with any), newest first, under the same from/to' }),
});
export type CourseFunnel = z.infer<typeof CourseFunnelSchema>;

const checkMonths = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last month cannot be before the first.' });
};
const monthRange = (what: string) =>
  z.object({ from: month(`The first month ${what} (UTC); default eleven months before “to”`), to: month(`The last month ${what} (UTC); default this month`) }).superRefine(checkMonths);

export const RevenueQuerySchema = monthRange('counted');
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>;

const minor = (description: string) => z.number().int().meta({ description: `${description}, in minor units (cents)` });
const RevenueRowSchema = z.object({
  currency: z.string().meta({ example: 'USD' }),
  gross: minor('Paid in the period, tax included'),
  refunds: minor('Refunded in the period (confirmed by the provider)'),
  net: minor('Gross less refunds'),
  tax: minor('Tax in the net: the payments’ tax less the tax their credit notes gave back'),
  net_of_tax: minor('Net less tax: what the business keeps'),
  payments: z.number().int().meta({ description: 'Payments paid in the period' }),
  refund_count: z.number().int().meta({ description: 'Refunds confirmed in the period' }),
});
export type RevenueRow = z.infer<typeof RevenueRowSchema>;

export const RevenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(RevenueRowSchema.extend({ month: z.string().meta({ example: '2026-11' }) })).meta({ description: 'Newest month first; a payment counts in the month it was paid, a refund in the month it was confirmed' }),
  plans: z.array(RevenueRowSchema.extend({ plan_id: z.number().int(), name: z.string() })),
  products: z.array(RevenueRowSchema.extend({ kind: z.enum(['course', 'bundle', 'cohort']), id: z.number().int(), title: z.string() })).meta({ description: 'Courses, bundles and cohort places bought one by one, the biggest net first' }),
  totals: z.array(RevenueRowSchema).meta({ description: 'The whole range, one row per currency' }),
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;

export const ActivityQuerySchema = z.object({ from: day('first'), to: day('last') }).superRefine((q, ctx) => {
  checkRange(q, ctx);
  if (q.from && q.to && Date.parse(q.to) - Date.parse(q.from) > 366 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose at most a year of days.' });
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

const countedUntil = z.string().nullable().meta({ description: 'Activity is counted up to this time (the rollup runs every 15 minutes); null before its first run' });
const PeriodCountSchema = z.object({ start: z.string().meta({ description: 'The day, the Monday of the ISO week (YYYY-MM-DD), or the month (YYYY-MM)' }), members: z.number().int() });

export const ActivityReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(PeriodCountSchema).meta({ description: 'Members active on each day of the range (default the last 30 days), oldest first' }),
  weeks: z.array(PeriodCountSchema),
  months: z.array(PeriodCountSchema),
  counted_until: countedUntil,
});
export type ActivityReport = z.infer<typeof ActivityReportSchema>;

export const RetentionQuerySchema = monthRange('members joined in');
export type RetentionQuery = z.infer<typeof RetentionQuerySchema>;

export const RetentionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  cohorts: z
    .array(
      z.object({
        month: z.string().meta({ description: 'The month the members joined' }),
        joined: z.number().int(),
        months: z.array(z.object({ month: z.string(), offset: z.number().int().meta({ description: '0 for the month they joined, 1 for the next…' }), active: z.number().int(), percent: z.number().int().nullable() })),
      }),
    )
    .meta({ description: 'Newest cohort first; each lists its months up to the current one' }),
  counted_until: countedUntil,
});
export type RetentionReport = z.infer<typeof RetentionReportSchema>;
