// Cohorts (docs/rules/cohorts.md): runs of a course that start together. What the studio sends to open
// or change one, what members and the studio see, and the member list. Shared by the routes, the
// typed client, the islands and the tests.
import { z } from './zod.ts';
import { isTimeZone } from '../dates.ts';
import { text } from './input.ts';
import { m } from '../../paraglide/messages.js';

export const COHORT_TITLE_MAX = 120;

/** Refusals that joining and buying a place share (learning and commerce answer with the same words). */
export const COHORT_FULL = () => m.errors_cohort_full();
export const COHORT_STARTED = () => m.errors_cohort_started();
export const COHORT_MOVE_AFTER_START = (title: string) => m.errors_cohort_move_after_start({ title });
/** How long a checkout for a cohort place holds its seat (docs/rules/cohorts.md, "Paying for a place"). */
export const COHORT_SEAT_HOLD_MINUTES = 30;
export const COHORT_CAPACITY_MAX = 10_000;
/** A place's price in cents: up to 100,000.00 in the course's currency. */
export const COHORT_PRICE_MAX_CENTS = 10_000_000;

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const CAPACITY_MESSAGE = `Enter how many members it takes: a whole number from 1 to ${COHORT_CAPACITY_MAX.toLocaleString('en')}.`;
const PRICE_MESSAGE = 'Enter the price in cents as a whole number above 0 (up to 10000000), or leave it empty for no price.';

const title = text({ message: 'Give the cohort a title.' })
  .trim()
  .min(1, { message: 'Give the cohort a title.' })
  .max(COHORT_TITLE_MAX, { message: `Keep the title under ${COHORT_TITLE_MAX} characters.` });
const startsOn = text({ message: 'Enter the start date as YYYY-MM-DD.' })
  .refine(isCalendarDay, { message: 'Enter a real start date as YYYY-MM-DD.' })
  .meta({ description: 'The day the cohort starts (its first lesson opens at midnight of that day in `time_zone`)', example: '2027-03-01' });
const timeZone = text({ message: 'Choose a time zone, e.g. Europe/London.' })
  .refine(isTimeZone, { message: 'Choose a time zone by its name, e.g. Europe/London or UTC.' })
  .meta({ description: 'An IANA time zone; UTC when left out', example: 'Europe/London' });
const capacity = z.number({ message: CAPACITY_MESSAGE }).int({ message: CAPACITY_MESSAGE }).min(1, { message: CAPACITY_MESSAGE }).max(COHORT_CAPACITY_MAX, { message: CAPACITY_MESSAGE });
const priceCents = z
  .number({ message: PRICE_MESSAGE })
  .int({ message: PRICE_MESSAGE })
  .min(1, { message: PRICE_MESSAGE })
  .max(COHORT_PRICE_MAX_CENTS, { message: PRICE_MESSAGE })
  .nullable()
  .meta({ description: 'A place’s price in cents in the course’s currency; null: no price beyond access to the course' });

/** POST /v1/admin/courses/{id}/cohorts. */
export const CohortInputSchema = z
  .object({ title, starts_on: startsOn, time_zone: timeZone.optional(), capacity, price_cents: priceCents.optional() })
  .strict();
export type CohortInput = z.infer<typeof CohortInputSchema>;

/** PATCH /v1/admin/cohorts/{id}: only the fields sent change. */
export const CohortUpdateSchema = z
  .object({ title: title.optional(), starts_on: startsOn.optional(), time_zone: timeZone.optional(), capacity: capacity.optional(), price_cents: priceCents.optional() })
  .strict();
export type CohortUpdate = z.infer<typeof CohortUpdateSchema>;

export const COHORT_STATUSES = ['upcoming', 'running'] as const;

export const CohortSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  starts_on: z.string().meta({ example: '2027-03-01' }),
  time_zone: z.string(),
  starts_at: z.string().meta({ description: 'Midnight of `starts_on` in `time_zone`, as ISO 8601' }),
  capacity: z.number().int(),
  members: z.number().int(),
  seats_left: z.number().int(),
  price_cents: z.number().int().nullable(),
  currency: z.string(),
  status: z.enum(COHORT_STATUSES).meta({ description: 'upcoming until its start, then running' }),
});
export type Cohort = z.infer<typeof CohortSchema>;

export const PLACEMENTS = ['self', 'import', 'admin', 'purchase'] as const;

/** A member of a cohort as the studio lists them. */
export const StudioCohortMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  placed_by: z.enum(PLACEMENTS),
  joined_at: z.string(),
});
export type StudioCohortMember = z.infer<typeof StudioCohortMemberSchema>;

/** POST /v1/admin/cohorts/{id}/members: the member to place, by e-mail. */
export const CohortPlaceSchema = z
  .object({
    email: text({ message: 'Enter the member’s e-mail address.' })
      .trim()
      .min(3, { message: 'Enter the member’s e-mail address.' })
      .max(254, { message: 'An e-mail address is at most 254 characters.' }),
  })
  .strict();
export type CohortPlace = z.infer<typeof CohortPlaceSchema>;

/** The member list a cohort's members see: names as the leaderboard shows them (docs/rules/cohorts.md). */
export const CohortRosterSchema = z.object({
  cohort: CohortSchema,
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  members: z.array(z.object({ name: z.string(), avatar_url: z.string().nullable(), is_you: z.boolean() })),
  /** Members who chose to stay off the leaderboard: counted, never named. */
  hidden: z.number().int(),
  /** Whether the caller's place was paid for: such a place is not left by a click (docs/rules/cohorts.md, "Paying for a place"). */
  paid_place: z.boolean(),
});
export type CohortRoster = z.infer<typeof CohortRosterSchema>;

/** The member's own cohort in a course, on the enrolment status and the dashboard. */
export const MyCohortSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_on: z.string(),
  starts_at: z.string(),
  time_zone: z.string(),
});
export type MyCohort = z.infer<typeof MyCohortSchema>;

/** The dashboard's "Your cohort starts in 3 days" (docs/rules/cohorts.md, "Dashboard"). */
export const NextCohortSchema = MyCohortSchema.extend({
  course_id: z.number().int(),
  course_title: z.string(),
  course_url: z.string(),
  starts_in_days: z.number().int().meta({ description: 'Calendar days from today to the start, in the cohort’s time zone; 0 is today' }),
});
export type NextCohort = z.infer<typeof NextCohortSchema>;

/** "Your cohort starts in 3 days", "…tomorrow", "…today". */
export function cohortStartsPhrase(days: number): string {
  if (days <= 0) return 'Your cohort starts today';
  if (days === 1) return 'Your cohort starts tomorrow';
  return `Your cohort starts in ${days} days`;
}
