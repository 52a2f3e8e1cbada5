// Requests and responses of the practices domain (docs/rules/practices.md): practices a member keeps
// (a target of days per week, a local reminder time), check-ins with a note and a 1–5 feeling, the
// week streak and the history calendar. Shared by the API, the pages and the typed client.
import { z } from './zod.ts';
import { id, text } from './input.ts';

export const PRACTICE_NAME_MAX = 80;
export const PRACTICE_NOTE_MAX = 1000;
/** How long a check-in queued offline may be dated back: the offline queue holds a few days at most. */
export const CHECK_IN_MAX_AGE_DAYS = 7;

const REMINDER_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const name = () =>
  text({ message: 'Give the practice a name.' })
    .trim()
    .min(1, { message: 'Give the practice a name.' })
    .max(PRACTICE_NAME_MAX, { message: `Keep the name to ${PRACTICE_NAME_MAX} characters.` });
const targetDays = () =>
  z
    .number({ message: 'Choose how many days a week, from 1 to 7.' })
    .int({ message: 'Choose how many days a week, from 1 to 7.' })
    .min(1, { message: 'Choose how many days a week, from 1 to 7.' })
    .max(7, { message: 'Choose how many days a week, from 1 to 7.' });
const reminderTime = () =>
  text({ message: 'Give a time such as 07:30, or leave it empty.' })
    .refine((v) => REMINDER_TIME.test(v), { message: 'Give a time such as 07:30, or leave it empty.' })
    .nullable()
    .meta({ example: '07:30' });

/** The days of the week, ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [
  { n: 1, short: 'Mon', long: 'Monday' },
  { n: 2, short: 'Tue', long: 'Tuesday' },
  { n: 3, short: 'Wed', long: 'Wednesday' },
  { n: 4, short: 'Thu', long: 'Thursday' },
  { n: 5, short: 'Fri', long: 'Friday' },
  { n: 6, short: 'Sat', long: 'Saturday' },
  { n: 7, short: 'Sun', long: 'Sunday' },
] as const;
export const TOO_FEW_WEEKDAYS = (target: number) => `Choose at least ${target} ${target === 1 ? 'day' : 'days'}, as many as your target, or none for the days that suit you.`;
const WEEKDAY_MESSAGE = 'Choose days of the week from Monday to Sunday, each once.';
const isWeekdayList = (v: unknown[]): v is number[] => v.every((n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 7) && new Set(v).size === v.length;
// The items are checked by the list, so a wrong day is one error beside `weekdays`, not one per item.
const weekdays = () =>
  z
    .array(z.unknown(), { message: WEEKDAY_MESSAGE })
    .refine(isWeekdayList, { message: WEEKDAY_MESSAGE })
    // Sorted, and an empty choice is no choice: the days that suit the member.
    .transform((v) => (v.length === 0 ? null : (v as number[]).slice().sort((a, b) => a - b)))
    .nullable()
    .meta({ description: 'The planned days of the week, whole numbers from 1 (Monday) to 7 (Sunday), each once; null or [] for the days that suit the member', example: [1, 3, 5] });

export const CreatePracticeSchema = z
  .object({
    name: name(),
    target_days: targetDays(),
    weekdays: weekdays().optional(),
    reminder_time: reminderTime().optional(),
    /** Adopting a lesson's suggested practice: its lesson. */
    lesson_id: id().optional(),
  })
  .strict()
  .refine((v) => !v.weekdays || v.weekdays.length >= v.target_days, { path: ['weekdays'], error: (issue) => TOO_FEW_WEEKDAYS((issue.input as { target_days: number }).target_days) });
export type CreatePractice = z.infer<typeof CreatePracticeSchema>;

export const UpdatePracticeSchema = z
  .object({ name: name().optional(), target_days: targetDays().optional(), weekdays: weekdays().optional(), reminder_time: reminderTime().optional() })
  .strict();
export type UpdatePractice = z.infer<typeof UpdatePracticeSchema>;

export const CheckInRequestSchema = z
  .object({
    note: text({ message: 'The note must be text.' }).trim().max(PRACTICE_NOTE_MAX, { message: `Keep the note to ${PRACTICE_NOTE_MAX} characters.` }).optional(),
    feeling: z
      .number({ message: 'Choose how it felt, from 1 to 5.' })
      .int({ message: 'Choose how it felt, from 1 to 5.' })
      .min(1, { message: 'Choose how it felt, from 1 to 5.' })
      .max(5, { message: 'Choose how it felt, from 1 to 5.' })
      .nullable()
      .optional(),
    /** Set by a device for a check-in it queued offline: the same id is stored once. */
    client_id: text({ message: 'Send letters, digits, - and _ only.' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'Send letters, digits, - and _ only (8 to 64).' })
      .optional(),
    /** When a queued check-in was made (ISO 8601); later than now counts as now, older than 7 days is refused. */
    checked_at: z.iso.datetime({ offset: true, message: 'Send a date and time such as 2026-11-23T08:00:00Z.' }).optional(),
  })
  .strict();
export type CheckInRequest = z.infer<typeof CheckInRequestSchema>;

export const DAY_STATES = ['done', 'missed', 'today', 'future'] as const;

export const PracticeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  target_days: z.number().int(),
  /** The planned days of the week (1 Monday … 7 Sunday), or null for the days that suit the member. */
  weekdays: z.array(z.number().int()).nullable(),
  reminder_time: z.string().nullable(),
  lesson: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Consecutive weeks whose target was met, this week counting once it is met (docs/rules/practices.md). */
  streak_weeks: z.number().int(),
  longest_weeks: z.number().int(),
  weeks_met: z.number().int(),
  /** This week, Monday to Sunday in the member's time zone. */
  this_week: z.object({
    days_done: z.number().int(),
    met: z.boolean(),
    days: z.array(z.object({ date: z.string(), state: z.enum(DAY_STATES) })),
  }),
  checked_in_today: z.boolean(),
  check_ins: z.number().int(),
  created_at: z.string(),
});
export type Practice = z.infer<typeof PracticeSchema>;

export const CheckInSchema = z.object({ id: z.number().int(), day: z.string(), feeling: z.number().int().nullable(), note: z.string(), checked_at: z.string() });
export type CheckIn = z.infer<typeof CheckInSchema>;

export const PracticeDetailSchema = PracticeSchema.extend({
  /** The last 12 weeks as an SVG calendar drawn on the server, with a title and a description. */
  calendar_svg: z.string(),
  /** The same weeks as figures, oldest first, for the table beside the calendar. */
  weeks: z.array(z.object({ week_start: z.string(), days_done: z.number().int(), met: z.boolean() })),
  recent_check_ins: z.array(CheckInSchema),
});
export type PracticeDetail = z.infer<typeof PracticeDetailSchema>;

export const CheckInResultSchema = z.object({
  practice: PracticeSchema,
  check_in: CheckInSchema,
  /** False when the same client id had been stored before (a resent offline check-in). */
  created: z.boolean(),
  points_earned: z.number().int(),
  badges_earned: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const LessonPracticeSchema = z.object({
  lesson_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  target_days: z.number().int(),
  /** The member's practice adopted from this lesson, if any (and not stopped). */
  adopted_practice_id: z.number().int().nullable(),
});
export type LessonPractice = z.infer<typeof LessonPracticeSchema>;
