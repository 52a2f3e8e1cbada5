// Live sessions (docs/rules/live-sessions.md): what an organiser sends to schedule or change one,
// what members and organisers read back. Shared by the routes, the screens and the tests.
import { isTimeZone } from '../dates.ts';
import { instantOfLocal } from '../live-time.ts';
import { boundedArray, id, pageQuery, text } from './input.ts';
import { z } from './zod.ts';

export const LIVE_CAPACITY_MAX = 10_000;
export const LIVE_DURATION_MIN = 5;
export const LIVE_DURATION_MAX = 720;

const title = text({ message: 'Give the session a title.' })
  .trim()
  .min(1, { message: 'Give the session a title.' })
  .max(200, { message: 'Keep the title under 200 characters.' })
  .meta({ example: 'Breathing together: questions and practice' });
const description = text({ message: 'The description must be text.' })
  .trim()
  .max(2000, { message: 'Keep the description under 2,000 characters.' })
  .optional()
  .meta({ description: 'Plain text shown to members and in the calendar invitation' });

/** An https address (a video call or a recording); anything else is refused with a worded message. */
export const httpsUrl = (what: string) =>
  text({ message: `Give the https:// address of the ${what}.` })
    .trim()
    .max(2000, { message: `Keep the address of the ${what} under 2,000 characters.` })
    .refine(
      (v) => {
        if (!URL.canParse(v)) return false;
        const u = new URL(v);
        return u.protocol === 'https:' && !!u.hostname && !u.username && !u.password;
      },
      { message: `Give the https:// address of the ${what} (such as https://meet.example.com/abc).` },
    )
    .meta({ format: 'uri', example: 'https://meet.example.com/wellspring-breathing' });

const timeZone = text({ message: 'Choose a time zone.' })
  .refine(isTimeZone, { message: 'Choose a time zone by its name, such as Europe/Berlin.' })
  .meta({ example: 'Europe/Berlin', description: 'The IANA time zone `starts_at_local` is read in' });

const startsAtLocal = text({ message: 'Give the date and time it starts.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: 'Give the date and time it starts, such as 2026-12-03T18:30.' })
  .meta({ example: '2026-12-03T18:30', description: 'The local date and time in `time_zone`' });

const duration = z
  .number({ message: `Give the length in minutes, from ${LIVE_DURATION_MIN} to ${LIVE_DURATION_MAX}.` })
  .int({ message: `Give the length in whole minutes, from ${LIVE_DURATION_MIN} to ${LIVE_DURATION_MAX}.` })
  .min(LIVE_DURATION_MIN, { message: `A session lasts at least ${LIVE_DURATION_MIN} minutes.` })
  .max(LIVE_DURATION_MAX, { message: `A session lasts at most ${LIVE_DURATION_MAX} minutes (12 hours).` })
  .meta({ example: 60 });

const capacity = z
  .number({ message: 'Give how many members can come.' })
  .int({ message: 'Give how many members can come, as a whole number.' })
  .min(1, { message: 'At least one member must be able to come.' })
  .max(LIVE_CAPACITY_MAX, { message: `At most ${LIVE_CAPACITY_MAX.toLocaleString('en-GB')} members can come.` })
  .meta({ example: 20 });

const timeFields = {
  starts_at_local: startsAtLocal,
  time_zone: timeZone,
};

function checkTime(v: { starts_at_local: string; time_zone: string }, ctx: z.core.$RefinementCtx) {
  if (isTimeZone(v.time_zone) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.starts_at_local) && !instantOfLocal(v.starts_at_local, v.time_zone)) {
    ctx.addIssue({ code: 'custom', path: ['starts_at_local'], message: `That time does not exist in ${v.time_zone} (the clocks change then). Choose another.` });
  }
}

export const LiveSessionUpdateSchema = z
  .object({ title, description, ...timeFields, duration_minutes: duration, join_url: httpsUrl('video call'), capacity })
  .superRefine(checkTime);
export type LiveSessionUpdate = z.infer<typeof LiveSessionUpdateSchema>;

export const LiveSessionInputSchema = z
  .object({
    title,
    description,
    ...timeFields,
    duration_minutes: duration,
    join_url: httpsUrl('video call'),
    capacity,
    course_id: id().optional().meta({ description: 'The course whose members may come (authors and admins)' }),
    group_id: id().optional().meta({ description: 'The mentor’s group whose members may come (mentors)' }),
    cohort_id: id().optional().meta({ description: 'The cohort whose members may come (authors of its course and admins)' }),
  })
  .superRefine((v, ctx) => {
    checkTime(v, ctx);
    const given = (['course_id', 'cohort_id', 'group_id'] as const).filter((k) => v[k] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', path: [given[1] ?? 'course_id'], message: 'Choose one audience: a course, a cohort or one of your groups.' });
    }
  });
export type LiveSessionInput = z.infer<typeof LiveSessionInputSchema>;

export const LiveAttendanceSchema = z.object({
  attended: boundedArray(id(), LIVE_CAPACITY_MAX).meta({ description: 'The ids of the members who came; every other RSVP is marked as not there' }),
});
export type LiveAttendance = z.infer<typeof LiveAttendanceSchema>;

export const LiveRecordingSchema = z.object({ recording_url: httpsUrl('recording') });
export type LiveRecording = z.infer<typeof LiveRecordingSchema>;

export const LiveSessionsQuerySchema = z.object({ page: pageQuery(100_000, 1), per_page: pageQuery(100, 20) });

const Times = {
  starts_at: z.string().meta({ description: 'The start, as an instant (ISO 8601, UTC)' }),
  ends_at: z.string(),
  time_zone: z.string().meta({ description: 'The organiser’s time zone' }),
  starts_at_local: z.string().meta({ description: 'The start as the organiser gave it, in `time_zone`' }),
  duration_minutes: z.number().int(),
};

export const LiveSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ...Times,
  audience: z.object({ kind: z.enum(['course', 'cohort', 'group']), id: z.number().int(), name: z.string() }),
  organiser_name: z.string().nullable(),
  capacity: z.number().int(),
  going: z.number().int().meta({ description: 'Members going now' }),
  status: z.enum(['scheduled', 'cancelled']),
  /** The member's own answer. */
  rsvp: z.enum(['going', 'cancelled']).nullable(),
  attended: z.boolean().nullable().meta({ description: 'Whether the organiser marked you as there; null until marked' }),
  join_url: z.string().nullable().meta({ description: 'Shown to members going, until the session ends' }),
  recording_url: z.string().nullable(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

export const LiveRsvpViewSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  status: z.enum(['going', 'cancelled']),
  attended: z.boolean().nullable(),
});

export const OrganisedLiveSessionSchema = LiveSessionSchema.omit({ rsvp: true, attended: true }).extend({
  join_url: z.string(),
  sequence: z.number().int(),
  rsvps: z.array(LiveRsvpViewSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrganisedLiveSession = z.infer<typeof OrganisedLiveSessionSchema>;

export const LiveAudienceChoicesSchema = z.object({
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Cohorts not yet ended of the courses the organiser may schedule for, named with their course. */
  cohorts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LiveAudienceChoices = z.infer<typeof LiveAudienceChoicesSchema>;
