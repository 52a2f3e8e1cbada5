// Per-question answer statistics of a quiz for its authors (docs/rules/quizzes.md, "Answer statistics").
import { z } from './zod.ts';

/** A question is flagged only once this many graded attempts asked it (docs/rules/quizzes.md, "Item analysis"). */
export const ITEM_FLAG_MIN_ASKED = 5;
export const QUIZ_ITEM_FLAGS = ['too_easy', 'too_hard', 'reversed'] as const;
export type QuizItemFlag = (typeof QUIZ_ITEM_FLAGS)[number];

const QuestionStatisticsSchema = z.object({
  question_id: z.number().int(),
  position: z.number().int(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple', 'true_false']),
  times_asked: z.number().int().meta({ description: 'Graded attempts that asked this question' }),
  times_correct: z.number().int().meta({ description: 'Of those, attempts that chose exactly the correct options (by the current answer key)' }),
  correct_percent: z.number().int().nullable().meta({ description: 'times_correct of times_asked, rounded; null before the question was asked' }),
  most_chosen_wrong: z
    .object({ option_id: z.string(), label: z.string(), times_chosen: z.number().int() })
    .nullable()
    .meta({ description: 'The wrong option chosen most often (ties: the first in the question’s order); null when no wrong option was chosen' }),
  discrimination: z
    .number()
    .nullable()
    .meta({ description: 'Share right among passing attempts less share right among failing ones, -1 to 1; null until both groups asked it' }),
  flag: z
    .enum(QUIZ_ITEM_FLAGS)
    .nullable()
    .meta({ description: 'After 5 attempts asked it: too_easy (every one right), too_hard (none right), reversed (failing attempts answer it better); else null' }),
});

export const QuizStatisticsSchema = z.object({
  lesson_id: z.number().int(),
  attempts: z.number().int().meta({ description: 'Graded attempts at this quiz, every member and every attempt' }),
  members: z.number().int().meta({ description: 'Enrolments with at least one attempt' }),
  quiz_draw_count: z.number().int().nullable(),
  questions: z.array(QuestionStatisticsSchema).meta({ description: 'The quiz’s current questions in order' }),
});
export type QuizStatistics = z.infer<typeof QuizStatisticsSchema>;
