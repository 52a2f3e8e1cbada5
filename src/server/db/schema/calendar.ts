// Calendar feeds (docs/rules/calendar-feeds.md): one private .ics address per member at most. Only
// the SHA-256 of its secret is kept, as for sessions and API keys, so the database alone never gives
// the address away; a new link replaces the row's hash (the old address is dead at once) and turning
// the feed off deletes the row.
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** When the current address was made (a new link is a new time). */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
