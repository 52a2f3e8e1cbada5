// Cohorts (docs/rules/cohorts.md): runs of a course that start together. A cohort's start is a
// calendar day in a time zone; `starts_at` is midnight of that day there, kept beside it so the drip
// count (learning-progress.md, "Drip") reads one timestamp. A member is in at most one cohort per course.
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';

/** How a member came into a cohort: joined themselves, a row of the people import, an operator, or a paid place. */
export const COHORT_PLACEMENTS = ['self', 'import', 'admin', 'purchase'] as const;

export const cohorts = pgTable(
  'cohorts',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The calendar day the cohort starts, in `timeZone`. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** An IANA time zone name; the site's default is UTC. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Midnight of `startsOn` in `timeZone`: the moment drip counts from for its members. */
    startsAt: timestampTz('starts_at').notNull(),
    capacity: integer('capacity').notNull(),
    /** A place's price in the course's currency, in cents; null: no price beyond the course's access. */
    priceCents: integer('price_cents'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cohorts_course_idx').on(t.courseId, t.startsAt),
    check('cohorts_capacity_positive', sql`${t.capacity} >= 1`),
    check('cohorts_price_positive', sql`${t.priceCents} IS NULL OR ${t.priceCents} > 0`),
  ],
);

export const cohortMembers = pgTable(
  'cohort_members',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cohort's course, copied so one index keeps a member to one cohort per course. */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    placedBy: text('placed_by', { enum: COHORT_PLACEMENTS }).notNull().default('self'),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.userId] }),
    uniqueIndex('cohort_members_user_course_unique').on(t.userId, t.courseId),
    check('cohort_members_placed_known', sql`${t.placedBy} in ('self', 'import', 'admin', 'purchase')`),
  ],
);
