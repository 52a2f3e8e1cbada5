// Spaced review (docs/rules/review.md): one card per quiz question a member answered, scheduled with
// FSRS (ts-fsrs) in days of the member's time zone, and a log of each grade given.
import { boolean, date, index, integer, pgTable, real, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { lessons, quizQuestions } from './catalogue.ts';

export const reviewCards = pgTable(
  'review_cards',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The member answered this question wrong in the quiz at least once: such cards come first. */
    missed: boolean('missed').notNull().default(false),
    /** The member's local day from which the card is due (the FSRS due instant, as a day). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** FSRS state: the due instant and the memory model (ts-fsrs Card). */
    due: timestampTz('due').notNull(),
    stability: real('stability').notNull().default(0),
    difficulty: real('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestampTz('last_review'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('review_cards_user_question_unique').on(t.userId, t.questionId), index('review_cards_user_due_idx').on(t.userId, t.dueOn)],
);

/** One row per grade given: the day it counted on (member's time zone), for the session's progress. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: id(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    grade: smallint('grade').notNull(),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    reviewedAt: timestampTz('reviewed_at').notNull(),
    /** The day the card was scheduled for next. */
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('review_logs_user_day_idx').on(t.userId, t.reviewedOn)],
);
