// Live sessions (docs/rules/live-sessions.md): a time to meet online for a course's members or a
// mentor's group, organised by the course's author, an admin or the group's mentor; one RSVP row per
// member and session (going or cancelled), which also carries attendance once the session is over.
import { cohorts } from './cohorts.ts';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { mentorGroups } from './mentors.ts';

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: id(),
    /** Exactly one audience: a course's members, a cohort's members or a mentor's group. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => mentorGroups.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    organiserId: integer('organiser_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestampTz('starts_at').notNull(),
    /** The organiser's IANA time zone the start was given in. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url').notNull(),
    capacity: integer('capacity').notNull(),
    /** `scheduled` or `cancelled`. */
    status: text('status', { enum: ['scheduled', 'cancelled'] }).notNull().default('scheduled'),
    /** The calendar invitations' SEQUENCE: raised by every change members' calendars must take. */
    sequence: integer('sequence').notNull().default(0),
    recordingUrl: text('recording_url'),
    /** When the organiser last saved who came; null: not yet. */
    attendanceMarkedAt: timestampTz('attendance_marked_at'),
    cancelledAt: timestampTz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('live_sessions_course_idx').on(t.courseId, t.startsAt),
    index('live_sessions_group_idx').on(t.groupId, t.startsAt),
    index('live_sessions_cohort_idx').on(t.cohortId, t.startsAt),
    check('live_sessions_one_audience', sql`num_nonnulls(${t.courseId}, ${t.groupId}, ${t.cohortId}) = 1`),
    check('live_sessions_capacity', sql`${t.capacity} >= 1`),
    check('live_sessions_duration', sql`${t.durationMinutes} BETWEEN 5 AND 720`),
  ],
);

export const liveRsvps = pgTable(
  'live_rsvps',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `going` or `cancelled`. */
    status: text('status', { enum: ['going', 'cancelled'] }).notNull().default('going'),
    /** When the organiser marked the member as there (after the session); null: not marked. */
    attendedAt: timestampTz('attended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('live_rsvps_session_user_unique').on(t.sessionId, t.userId), index('live_rsvps_user_idx').on(t.userId)],
);
