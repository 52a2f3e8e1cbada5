// Site surveys as the API shows them (docs/rules/surveys.md): the survey with the member's status,
// and the answer a member sends. Shared by the routes, the typed client and the survey dialog.
import { z } from './zod.ts';
import { text } from './input.ts';

export const SITE_SURVEY_SCORE_MIN = 0;
export const SITE_SURVEY_SCORE_MAX = 10;
export const SITE_SURVEY_COMMENT_MAX_CHARS = 2_000;

export const SiteSurveySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The 0 to 10 question. */
  question: z.string(),
  comment_label: z.string(),
  scale: z.object({ min: z.number().int(), max: z.number().int(), min_label: z.string(), max_label: z.string() }),
  /**
   * not_due: the member has not reached the survey's trigger; due: show it now; answered or
   * dismissed: never show it again.
   */
  status: z.enum(['not_due', 'due', 'answered', 'dismissed']),
  answer: z.object({ score: z.number().int(), comment: z.string(), answered_at: z.string() }).nullable(),
});
export type SiteSurvey = z.infer<typeof SiteSurveySchema>;

export const SiteSurveyAnswerSchema = z.object({
  score: z
    .number({ error: (iss) => (iss.input === undefined ? 'Choose a score from 0 to 10.' : 'The score must be a whole number from 0 to 10.') })
    .int('The score must be a whole number from 0 to 10.')
    .min(SITE_SURVEY_SCORE_MIN, 'The score must be a whole number from 0 to 10.')
    .max(SITE_SURVEY_SCORE_MAX, 'The score must be a whole number from 0 to 10.'),
  comment: text()
    .max(SITE_SURVEY_COMMENT_MAX_CHARS, `Keep your comment under ${SITE_SURVEY_COMMENT_MAX_CHARS.toLocaleString('en-US')} characters.`)
    .transform((s) => s.trim())
    .optional(),
});
export type SiteSurveyAnswer = z.input<typeof SiteSurveyAnswerSchema>;
