// Drip schedules in the studio (docs/rules/studio.md, "Drip"): a lesson's or a section's rule, sent
// and shown as one object. Both null: open from enrolment; one of the two at most.
import { z } from './zod.ts';
import { text } from './input.ts';

export const DRIP_DAYS_MAX = 365;
const DAYS_MESSAGE = `Enter a whole number of days from 1 to ${DRIP_DAYS_MAX}.`;

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export const DripRuleSchema = z
  .object({
    after_days: z
      .number({ message: DAYS_MESSAGE })
      .int({ message: DAYS_MESSAGE })
      .min(1, { message: DAYS_MESSAGE })
      .max(DRIP_DAYS_MAX, { message: DAYS_MESSAGE })
      .nullable()
      .meta({ description: 'Opens this many days after the member enrolled' }),
    on_date: text({ message: 'Enter a date as YYYY-MM-DD.' })
      .refine(isCalendarDay, { message: 'Enter a real date as YYYY-MM-DD.' })
      .nullable()
      .meta({ description: 'Opens at midnight of this day in the member’s time zone (UTC when the member has none)' }),
  })
  .meta({ description: 'A drip rule; both null: no rule (docs/rules/learning-progress.md, "Drip")' });
export type DripRule = z.infer<typeof DripRuleSchema>;

/** The body of PUT /admin/lessons/{id}/drip and /admin/sections/{id}/drip. */
export const DripUpdateSchema = DripRuleSchema.strict().superRefine((v, ctx) => {
  if (v.after_days != null && v.on_date != null) ctx.addIssue({ code: 'custom', path: ['on_date'], message: 'Choose days after enrolment or a date, not both.' });
});
export type DripUpdate = z.infer<typeof DripUpdateSchema>;
