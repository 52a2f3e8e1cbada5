// The studio's audit log (docs/rules/studio.md): one row per change made through /v1/admin, who made
// it, on what, and the record before and after. Rows are only ever inserted: a trigger in the
// migration refuses UPDATE and DELETE, and no route edits them. The actor is kept by id and e-mail
// without a foreign key, so no later change to users can rewrite (or be blocked by) the history.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
export type PeopleImportRow = { line: number; name: string; email: string; courseIds: number[] };

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
