// The studio's audit log (docs/rules/studio.md): one row per change made through /v1/admin, who made
// it, on what, and the record before and after. Rows are only ever inserted: a trigger in the
// migration refuses UPDATE and DELETE, and no route edits them. The actor is kept by id and e-mail
// without a foreign key, so no later change to users can rewrite (or be blocked by) the history.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

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
