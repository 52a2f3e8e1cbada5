// In-app notifications (docs/rules/notifications.md). E-mail copies are sent by jobs, never inside
// the request that created the notification.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { users } from './accounts.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_TYPES (achievements, course_updates, reminders, messages, mentoring, billing, news). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Site path of the notification's subject, e.g. /badges or /course/{slug}. */
    link: text('link'),
    /** Set by the sender when the same notification must never be created twice (e.g. 'badge:first_lesson'). */
    dedupeKey: text('dedupe_key'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/**
 * A browser that agreed to Web Push for a member (docs/rules/push.md). One row per device; the
 * endpoint is the push service's address for that browser, so it is unique: a device that signs in
 * as another member moves to them. The keys encrypt every message for that browser (RFC 8291).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte authentication secret, base64url. */
    auth: text('auth').notNull(),
    /** A short description of the device for the member's list (the browser's own words, cut to 200). */
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
    lastSentAt: timestampTz('last_sent_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
