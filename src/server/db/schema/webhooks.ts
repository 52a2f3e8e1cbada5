// Outgoing webhooks (docs/rules/integrations.md, "Webhooks"): the endpoints an admin adds, each event
// the platform records for them (a message, signed and sent with its id as `webhook-id`), one
// delivery per endpoint and message, and every attempt at it with what the receiver answered.
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives, e.g. `["member.created", "payment.succeeded"]`. */
  events: jsonb('events').$type<string[]>().notNull(),
  /** The signing secret (`whsec_…`), sealed under the app secret (src/server/auth/sealed.ts). */
  secret: text('secret').notNull(),
  /** The secret before the last rotation, still signed with until `previous_secret_until`. */
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestampTz('previous_secret_until'),
  /** Since when every attempt has failed; null after a success. Three days of it disable the endpoint. */
  failingSince: timestampTz('failing_since'),
  disabledAt: timestampTz('disabled_at'),
  /** Why: `failing` (three days of failures) or `admin`. */
  disabledReason: text('disabled_reason'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** `msg_` and 24 random characters: the `webhook-id` every receiver sees, the same on each retry. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The whole body sent: `{ type, version, timestamp, data }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_messages_created_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    /** `pending` (sent or to be retried), `succeeded` (a 2xx answer) or `failed` (out of retries). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next automatic attempt is due; null when none is planned. */
    nextAttemptAt: timestampTz('next_attempt_at'),
    lastAttemptAt: timestampTz('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_deliveries_endpoint_message_unique').on(t.endpointId, t.messageId), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestampTz('attempted_at').notNull(),
    /** The receiver's HTTP status, or null when no answer came (refused address, timeout, no connection). */
    statusCode: integer('status_code'),
    /** The first 2 KB of the receiver's answer. */
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** Asked for by an admin (resend) rather than the retry schedule. */
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
