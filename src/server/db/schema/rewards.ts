// What members earn (docs/rules/rewards.md): the append-only points ledger, running totals per
// period for the leaderboard, badge awards, and the days on which a member learned (for the streak).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { users } from './accounts.ts';

/**
 * One row per award of points. Rows are never updated or deleted; a correction is a new row with a
 * negative amount. `source_key` names the thing that earned the points ('lesson:12', 'course:3',
 * 'day:2026-11-23'...), and (user, reason, source_key) is unique, so a retried, replayed or
 * concurrent save pays once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    /** Kind of the thing that earned the points: lesson, course, quiz, badge, streak_day, mentor, survey, correction. */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id'),
    sourceKey: text('source_key').notNull(),
    /** When it was earned (a lesson finished offline counts on the day it was finished). */
    earnedAt: timestampTz('earned_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_once_unique').on(t.userId, t.reason, t.sourceKey),
    index('points_ledger_user_earned_idx').on(t.userId, t.earnedAt.desc(), t.id.desc()),
  ],
);

/**
 * Running totals per member and period, kept in the same transaction as the ledger row that changes
 * them. period is 'all' (period_start 1970-01-01), 'week' (the Monday, UTC) or 'month' (the 1st, UTC).
 */
export const pointsTotals = pgTable(
  'points_totals',
  {
    period: text('period', { enum: ['all', 'week', 'month'] }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodStart, t.userId] }),
    index('points_totals_rank_idx').on(t.period, t.periodStart, t.points.desc(), t.userId),
  ],
);

/** A badge a member earned. Definitions (rules, artwork) live in code; one award per member and badge. */
export const badgeAwards = pgTable(
  'badge_awards',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeKey: text('badge_key').notNull(),
    /** Public code of the award's page and credential (/badge/{code}). */
    code: text('code').notNull(),
    /** Name of the holder when awarded, so the public page stays true if the profile changes. */
    holderName: text('holder_name').notNull(),
    awardedAt: timestampTz('awarded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badge_awards_user_badge_unique').on(t.userId, t.badgeKey), uniqueIndex('badge_awards_code_unique').on(t.code)],
);

/** Days (in the member's own time zone) on which the member finished at least one lesson. */
export const learningDays = pgTable(
  'learning_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    lessons: integer('lessons').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Points values changed in the studio (docs/rules/rewards.md, "Points values"): one row per reason
 * whose value differs from the default in points-rules.ts. A reason without a row pays its default.
 * Changing a value changes future awards only; the ledger keeps what was paid.
 */
export const pointsRules = pgTable(
  'points_rules',
  {
    reason: text('reason').primaryKey(),
    points: integer('points').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('points_rules_range', sql`${t.points} BETWEEN 0 AND 1000`)],
);
