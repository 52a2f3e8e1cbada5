// The studio's audit log (docs/rules/studio.md): one row per change made through /v1/admin, who made
// it, on what, and the record before and after. Rows are only ever inserted: a trigger in the
// migration refuses UPDATE and DELETE, and no route edits them. The actor is kept by id and e-mail
// without a foreign key, so no later change to users can rewrite (or be blocked by) the history.
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, timestampTz } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. `member.suspend`, `enquiry.reply`. */
    action: text('action').notNull(),
    /** The kind of record and its id, e.g. `user` 42. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  // The log's filters (docs/rules/studio.md, "Audit log"): by days, record, actor, and action or its
  // prefix (text_pattern_ops, so `LIKE 'course.%'` uses the index under any collation).
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action.op('text_pattern_ops'), t.createdAt),
  ],
);

/** One row of a people import that passed the preview: what the job will do with it. */
/** One accepted row of a people import; `cohortId` places the person in that cohort (docs/rules/cohorts.md, "Import"). */
export type PeopleImportRow = { line: number; name: string; email: string; courseIds: number[]; cohortId?: number };

export const PEOPLE_IMPORT_STATUSES = ['previewed', 'running', 'done', 'failed'] as const;

/**
 * A CSV of people uploaded in the studio (docs/rules/studio.md, "Importing people"): the rows the
 * preview accepted, then the job's progress and result. Rows with problems are not kept; the preview
 * showed them and the counts remember how many.
 */
export const peopleImports = pgTable('people_imports', {
  id: id(),
  createdBy: integer('created_by').notNull(),
  status: text('status', { enum: PEOPLE_IMPORT_STATUSES }).notNull().default('previewed'),
  rows: jsonb('rows').$type<PeopleImportRow[]>().notNull(),
  total: integer('total').notNull(),
  skipped: integer('skipped').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  invited: integer('invited').notNull().default(0),
  enrolled: integer('enrolled').notNull().default(0),
  createdAt: createdAt(),
  startedAt: timestampTz('started_at'),
  finishedAt: timestampTz('finished_at'),
});

export const ACTIVITY_PERIODS = ['day', 'week', 'month'] as const;

/**
 * Who was active when (docs/rules/studio.md, "Active members and retention"): one row per member per
 * UTC day, ISO week (from its Monday) and month in which they saved or finished a lesson, answered a
 * quiz or checked in a practice. A rollup kept by the job `studio.activity-rollup` from those tables,
 * so the reports count rows instead of scanning every lesson save. The month the member joined is
 * kept beside, for the retention cohorts.
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    period: text('period', { enum: ACTIVITY_PERIODS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedMonth: date('joined_month', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart, t.userId] }), index('member_activity_user_idx').on(t.userId), index('member_activity_cohort_idx').on(t.period, t.joinedMonth, t.periodStart)],
);

/** How far each report rollup has read its sources: everything up to `done_until` is counted. */
export const reportRollups = pgTable('report_rollups', {
  name: text('name').primaryKey(),
  doneUntil: timestampTz('done_until').notNull(),
});

/**
 * API keys for the /v1/admin operations (docs/rules/integrations.md, "API keys"): made by an admin
 * with scopes, shown once and kept as SHA-256 only, acting as the admin who made them. Revoked or
 * expired keys stay listed; the lookup on every request refuses them at once on every instance.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    /** The key's first characters after `wsk_`, to tell keys apart in lists and logs. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at'),
    expiresAt: timestampTz('expires_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash)],
);
