// Daily practices (docs/rules/practices.md): a practice a lesson suggests, the practices members
// adopt (a target of days per week, an optional local reminder time) and their check-ins. A week
// counts when its target is met; the streak is in weeks.
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { lessons } from './catalogue.ts';

/** The practice a lesson suggests, authored with the course ("10 minutes of breathing", 5 days a week). */
export const lessonPractices = pgTable('lesson_practices', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** One or two sentences: what to do. */
  description: text('description').notNull().default(''),
  targetDays: integer('target_days').notNull(),
});

export const practices = pgTable(
  'practices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1–7 days a week. */
    targetDays: integer('target_days').notNull(),
    /**
     * The days of the week the member plans it on, ISO numbers (1 Monday … 7 Sunday), or null for "the
     * days that suit me": reminders and the calendar feed then come every day it is not yet done.
     */
    weekdays: integer('weekdays').array(),
    /** 'HH:MM' in the member's time zone, or null for no reminder. */
    reminderTime: text('reminder_time'),
    /** The lesson that suggested it, when adopted from one. */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    /** Set when the member stops the practice; its history stays. */
    stoppedAt: timestampTz('stopped_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('practices_user_idx').on(t.userId)],
);

/** One check-in: the local day it counts for, with an optional note and a 1–5 feeling. */
export const practiceCheckIns = pgTable(
  'practice_check_ins',
  {
    id: id(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's local date of the check-in. */
    day: date('day', { mode: 'string' }).notNull(),
    feeling: integer('feeling'),
    note: text('note').notNull().default(''),
    /** The device's id for a check-in queued offline, so a resent one is stored once. */
    clientId: text('client_id'),
    checkedAt: timestampTz('checked_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('practice_check_ins_practice_day_idx').on(t.practiceId, t.day), index('practice_check_ins_checked_idx').on(t.checkedAt), uniqueIndex('practice_check_ins_client_unique').on(t.userId, t.clientId)],
);
