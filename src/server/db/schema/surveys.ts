// Site surveys (docs/rules/surveys.md): short site-wide questions shown once to a member at a
// trigger, and the members' answers or dismissals. Not the lesson surveys of a course (lesson_work).
import { check, index, integer, pgTable, smallint, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestampTz } from './columns.ts';
import { users } from './accounts.ts';

export const SITE_SURVEY_TRIGGERS = ['first_course_completed'] as const;

export const siteSurveys = pgTable(
  'site_surveys',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The 0 to 10 question. */
    question: text('question').notNull(),
    /** The label of the optional comment box. */
    commentLabel: text('comment_label').notNull(),
    trigger: text('trigger', { enum: SITE_SURVEY_TRIGGERS }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_surveys_slug_unique').on(t.slug)],
);

export const siteSurveyResponses = pgTable(
  'site_survey_responses',
  {
    id: id(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => siteSurveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 to 10; null when the member dismissed the survey. */
    score: smallint('score'),
    comment: text('comment').notNull().default(''),
    answeredAt: timestampTz('answered_at'),
    dismissedAt: timestampTz('dismissed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_survey_responses_once').on(t.surveyId, t.userId),
    index('site_survey_responses_survey_idx').on(t.surveyId, t.createdAt),
    check('site_survey_responses_score_range', sql`${t.score} is null or (${t.score} between 0 and 10)`),
  ],
);
