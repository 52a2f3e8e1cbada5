// Requests and responses of the review domain (docs/rules/review.md): the cards due on the member's
// local day, an answer revealed on demand, and a grade of 1–4 (Again, Hard, Good, Easy) that
// schedules the card's next day with FSRS. Shared by the API, the pages and the typed client.
import { z } from './zod.ts';

export const REVIEW_GRADES = [1, 2, 3, 4] as const;
export const GRADE_LABELS = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' } as const;

const GRADE_MESSAGE = 'Choose a grade from 1 (Again) to 4 (Easy).';

export const GradeRequestSchema = z
  .object({
    grade: z.number({ message: GRADE_MESSAGE }).int({ message: GRADE_MESSAGE }).min(1, { message: GRADE_MESSAGE }).max(4, { message: GRADE_MESSAGE }).meta({ example: 3 }),
  })
  .strict();
export type GradeRequest = z.infer<typeof GradeRequestSchema>;

export const ReviewSessionSchema = z.object({
  /** The member's local day (their time zone), YYYY-MM-DD. */
  today: z.string(),
  /** Cards still due today. */
  due_today: z.number().int(),
  /** Cards graded today. */
  reviewed_today: z.number().int(),
  /** Every card the member has. */
  total_cards: z.number().int(),
  /** Something was graded today and nothing is left due. */
  complete: z.boolean(),
  /** Points the review paid today (0 until the day's session is complete). */
  points_earned: z.number().int(),
});
export type ReviewSession = z.infer<typeof ReviewSessionSchema>;

export const ReviewCardSchema = z.object({
  id: z.number().int(),
  /** Answered wrong in the quiz at least once: these come first. */
  missed: z.boolean(),
  due_on: z.string(),
  reps: z.number().int(),
  lesson: z.object({ id: z.number().int(), title: z.string(), course_title: z.string() }),
  question: z.object({
    prompt: z.string(),
    kind: z.enum(['single', 'multiple', 'true_false']),
    options: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;

export const ReviewDueSchema = ReviewSessionSchema.extend({ cards: z.array(ReviewCardSchema) });
export type ReviewDue = z.infer<typeof ReviewDueSchema>;

export const ReviewAnswerSchema = z.object({
  card_id: z.number().int(),
  correct_option_ids: z.array(z.string()),
  explanation: z.string(),
});
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>;

export const GradeResultSchema = ReviewAnswerSchema.extend({
  grade: z.number().int(),
  /** The member's local day the card comes back. */
  next_due_on: z.string(),
  interval_days: z.number().int(),
  session: ReviewSessionSchema,
});
export type GradeResult = z.infer<typeof GradeResultSchema>;
