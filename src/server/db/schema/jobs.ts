// The durable job queue (docs/rules/jobs.md) and what the notification jobs need to stay
// once-only: the e-mail copies with their sent mark, the reminder log and the live-stream tickets.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { users } from './accounts.ts';
import { notifications } from './notifications.ts';

/**
 * One row per job. A worker claims a due row with FOR UPDATE SKIP LOCKED and holds it until
 * locked_until (the visibility timeout); a worker that dies simply lets the lease run out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    /** Idempotency key: enqueueing the same key twice keeps the first job. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestampTz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestampTz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestampTz('done_at'),
    failedAt: timestampTz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

/**
 * The e-mail copy of a notification, waiting to be sent immediately or in the daily digest. Kept
 * apart from `notifications` because a member may want e-mail and not the in-app copy.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    /** 'immediate' (its own job) or 'digest' (the member's daily digest). */
    mode: text('mode', { enum: ['immediate', 'digest'] }).notNull(),
    /** Set once the mail has been handed to the mailer: a retried job never sends it again. */
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_emails_user_dedupe_unique').on(t.userId, t.dedupeKey),
    index('notification_emails_digest_idx').on(t.userId).where(sql`${t.sentAt} IS NULL AND ${t.mode} = 'digest'`),
  ],
);

/** When each member last got a learning reminder: at most one a week (docs/rules/notifications.md). */
export const learningReminders = pgTable('learning_reminders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestampTz('last_sent_at').notNull(),
});

/** Short-lived, single-use tickets that open a live notification stream (EventSource sends no headers). */
export const streamTickets = pgTable('stream_tickets', {
  /** SHA-256 of the ticket; the ticket itself is shown once. */
  hash: text('hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The access token it was issued under: logging out ends the streams it opened. */
  tokenId: integer('token_id').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: createdAt(),
});
