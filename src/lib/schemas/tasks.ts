// Requests and answers of task review (docs/rules/task-review.md): the reviewers' queue, one
// submission with its history, and the decision. Shared by the routes, the typed client and tests.
import { z } from './zod.ts';
import { blankToUndefined, idString, pageQuery, text } from './input.ts';

export const FEEDBACK_MAX = 5000;
export const TASK_DECISIONS = ['accepted', 'revise'] as const;
export type TaskDecision = (typeof TASK_DECISIONS)[number];

const Person = z.object({ id: z.number().int(), name: z.string() });

export const TaskQueueItemSchema = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  lesson: z.object({ id: z.number().int(), title: z.string() }),
  member: Person,
  submitted_at: z.string(),
  /** How many times the member sent this task (this one included). */
  revision: z.number().int(),
});
export type TaskQueueItem = z.infer<typeof TaskQueueItemSchema>;

export const StudioTaskQueueQuerySchema = z.object({
  course_id: z.preprocess(blankToUndefined, idString().optional()),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});
export const MentorTaskQueueQuerySchema = z.object({ page: pageQuery(100_000, 1), per_page: pageQuery(100, 20) });

export const TaskRevisionSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  answer: z.string(),
  file: z.object({ name: z.string(), size: z.number().int().nullable(), download_path: z.string() }).nullable(),
  submitted_at: z.string(),
  state: z.enum(['waiting', 'accepted', 'revise', 'superseded']),
  feedback: z.string().nullable(),
  reviewer: Person.nullable(),
  reviewed_at: z.string().nullable(),
});
export type TaskRevision = z.infer<typeof TaskRevisionSchema>;

export const TaskSubmissionSchema = TaskRevisionSchema.extend({
  course: z.object({ id: z.number().int(), title: z.string() }),
  lesson: z.object({ id: z.number().int(), title: z.string(), prompt: z.string() }),
  member: Person,
  /** Whether the caller may decide on it now (a reviewer, and it is waiting). */
  can_review: z.boolean(),
  /** Every submission of this task by this member, newest first (this one included). */
  history: z.array(TaskRevisionSchema),
});
export type TaskSubmission = z.infer<typeof TaskSubmissionSchema>;

export const TaskDecisionRequestSchema = z.object({
  decision: z.enum(TASK_DECISIONS, { message: 'Choose accepted or please revise.' }),
  feedback: z.preprocess((v) => v ?? '', text().max(FEEDBACK_MAX, { message: `Keep the feedback under ${FEEDBACK_MAX.toLocaleString('en-US')} characters.` })),
});
export type TaskDecisionRequest = z.input<typeof TaskDecisionRequestSchema>;
