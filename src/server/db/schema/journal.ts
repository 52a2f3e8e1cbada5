// The private reflection journal (docs/rules/journal.md): a prompt a lesson may carry, and the
// member's entries with a mood and an energy check-in. Only the member ever reads an entry.
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses, lessons } from './catalogue.ts';

/** The reflection prompt authored with a lesson; lessons without one use the default prompt. */
export const lessonReflectionPrompts = pgTable('lesson_reflection_prompts', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  prompt: text('prompt').notNull(),
});

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The lesson reflected on (one entry per member and lesson), or null for a free entry. */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The prompt as it was shown, so the entry reads right if the lesson changes. */
    prompt: text('prompt').notNull().default(''),
    body: text('body').notNull().default(''),
    /** One of the five moods (great, good, okay, low, rough), or null. */
    mood: text('mood'),
    /** 1–5, or null. */
    energy: integer('energy'),
    /** The member's local date of the last writing. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The device's id of the last save applied, so a resent offline save is applied once. */
    lastClientSaveId: text('last_client_save_id'),
    writtenAt: timestampTz('written_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('journal_entries_user_lesson_unique').on(t.userId, t.lessonId), index('journal_entries_user_day_idx').on(t.userId, t.day)],
);
