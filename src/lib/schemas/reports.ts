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
