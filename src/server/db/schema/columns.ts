// Column helpers shared by every domain's tables, so ids and timestamps look the same everywhere.
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL full-text document; written by SQL (triggers or services), read only in SQL. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
