// Cross-cutting tables the API itself needs.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/** Fixed-window rate-limit counters, shared by every app instance through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestampTz('reset_at').notNull(),
});

/**
 * The words of course and help-article titles, one row per source ('course' or 'help') and word,
 * kept by triggers on those tables (migration 0003). Spelling suggestions look a typed word up here
 * by trigram similarity: a few thousand short words, where matching against every title took over
 * a second at 100,000 courses (docs/rules/search.md).
 */
export const searchWords = pgTable(
  'search_words',
  { source: text('source').notNull(), word: text('word').notNull() },
  (t) => [primaryKey({ columns: [t.source, t.word] }), index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
