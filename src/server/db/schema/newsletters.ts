// Newsletters (docs/rules/integrations.md, "Newsletters"): an e-mail an admin writes for a segment of
// the members who agreed to news, and one row per member it was (or is to be) sent to, with the
// outcome and whether they unsubscribed through it.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

export type NewsletterSegment = { kind: 'news' | 'course' | 'cohort' | 'subscribers' | 'inactive'; course_id?: number; cohort_id?: number };

export const newsletters = pgTable('newsletters', {
  id: id(),
  subject: text('subject').notNull(),
  /** Sanitized like every stored HTML field (src/server/shared/sanitize-html.ts). */
  bodyHtml: text('body_html').notNull(),
  segment: jsonb('segment').$type<NewsletterSegment>().notNull(),
  /** `draft`, `scheduled`, `sending` or `sent`. */
  status: text('status').notNull().default('draft'),
  scheduledAt: timestampTz('scheduled_at'),
  startedAt: timestampTz('started_at'),
  finishedAt: timestampTz('finished_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `queued`, `sent`, `failed`, or `skipped` (no longer agreeing, or gone, when its turn came). */
    status: text('status').notNull().default('queued'),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
    /** When the member unsubscribed through this newsletter's link. */
    unsubscribedAt: timestampTz('unsubscribed_at'),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.userId] }), index('newsletter_recipients_status_idx').on(t.newsletterId, t.status)],
);
