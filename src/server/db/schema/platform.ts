// Cross-cutting tables the API itself needs.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/** Fixed-window rate-limit counters, shared by every app instance through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestampTz('reset_at').notNull(),
});
