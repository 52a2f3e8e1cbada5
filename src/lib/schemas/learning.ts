// Learning as the API shows it: enrolments, the lesson player's course outline and lesson payloads
// (five kinds), the saves of each kind with their results, bookmarks and certificates. Shared by the
// routes, the typed client, the lesson player and the tests. Written out field by field: quiz answer
// keys and internal columns never reach a response built from these schemas.
import { z } from './zod.ts';
import { CourseCardSchema } from './catalogue.ts';
import { MyCohortSchema } from './cohorts.ts';
import { boundedArray, boundedRecord, idString, id as requestId, text } from './input.ts';
import { PlayerTrackSchema } from './captions.ts';
import { LESSON_KINDS, MEDIA_TYPES, SURVEY_TEXT_MAX_CHARS, TASK_ANSWER_MAX_CHARS } from './learning-limits.ts';

export * from './learning-limits.ts';

const id = z.number().int();
/** Chosen by the client for each save, so a save replayed from the offline queue is applied once. */
const clientSaveId = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The client save id must be 8 to 64 letters, digits, dashes or underscores.')
  .optional();
/**
 * When the member did it, for a save made offline and sent later: points and the learning day are
 * dated by it (docs/rules/rewards.md). ISO 8601 with a time zone; a time in the future counts as now.
 */
const finishedAt = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { message: 'Send the time as ISO 8601 with a time zone, e.g. 2026-11-23T09:30:00Z.', abort: true })
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Send a real date and time.')
  .optional()
  .meta({ example: '2026-11-23T09:30:00Z' });

// ---------------------------------------------------------------- enrolment and bookmarks

export const EnrolRequestSchema = z.object({
  bundle_id: requestId().optional(),
});
export type EnrolRequest = z.infer<typeof EnrolRequestSchema>;

export const EnrolmentSchema = z.object({ enrolment_id: id, course_id: id, resume_url: z.string() });
export type Enrolment = z.infer<typeof EnrolmentSchema>;

export const EnrolmentStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolment_id: id.nullable(),
  progress_percent: z.number().int(),
  resume_url: z.string().nullable(),
  /** So the course page's bookmark button shows its state without a second request. */
  bookmarked: z.boolean(),
  /** The member's cohort in this course, or null (docs/rules/cohorts.md). */
  cohort: MyCohortSchema.nullable(),
});
export type EnrolmentStatus = z.infer<typeof EnrolmentStatusSchema>;

export const BookmarkStateSchema = z.object({ bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof BookmarkStateSchema>;

// ---------------------------------------------------------------- the enrolled course (player outline)

export const OutlineLessonSchema = z.object({
  id,
  position: id,
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_minutes: id,
  completed: z.boolean(),
  opens_at: z.string().nullable().describe('When its drip schedule opens the lesson for this member; null: open (docs/rules/learning-progress.md, "Drip")'),
});
export type OutlineLesson = z.infer<typeof OutlineLessonSchema>;

export const CertificateRefSchema = z.object({ id, code: z.string(), verify_url: z.string() });

export const EnrolledCourseSchema = z.object({
  enrolment_id: id,
  bundle_id: id.nullable().describe('Set when the enrolment came through a bundle'),
  status: z.enum(['active', 'completed']),
  progress_percent: z.number().int(),
  completed_lessons: z.number().int(),
  lesson_count: z.number().int(),
  last_lesson_id: id.nullable(),
  resume_url: z.string(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  course: z.object({ id, slug: z.string(), title: z.string(), summary: z.string(), image_url: z.string(), instructor_name: z.string() }),
  lessons: z.array(OutlineLessonSchema),
  sections: z
    .array(z.object({ id, title: z.string(), lesson_ids: z.array(id).describe('In the order of `lessons`'), completed_lessons: z.number().int() }))
    .describe('The course’s sections in order with their lessons and how many of them this member completed; empty sections left out (docs/rules/learning-progress.md, "Sections")'),
  certificate: CertificateRefSchema.nullable(),
});
export type EnrolledCourse = z.infer<typeof EnrolledCourseSchema>;

export const LastReadRequestSchema = z.object({ lesson_id: requestId() });
export const LastReadSchema = z.object({ lesson_id: id.nullable(), resume_url: z.string() });
export type LastRead = z.infer<typeof LastReadSchema>;

// ---------------------------------------------------------------- a lesson for the player

export const LessonMediaSchema = z.object({
  type: z.enum(MEDIA_TYPES),
  title: z.string(),
  file: z.string(),
  content_type: z.string(),
  url: z.string().describe('A signed, expiring stream URL, so <audio>, <video> and PDF viewers can fetch ranges without a header'),
  poster: z.string().nullable().describe('Video only: the image shown before it plays'),
  tracks: z.array(PlayerTrackSchema).describe('Audio and video: caption and subtitle tracks with their cues (the transcript)'),
});
export type LessonMedia = z.infer<typeof LessonMediaSchema>;

export const OptionSchema = z.object({ id: z.string(), label: z.string() });

export const ChecklistItemSchema = z.object({ id, position: id, label: z.string() });

export const QuizQuestionSchema = z.object({
  id,
  position: id,
  prompt: z.string(),
  kind: z.enum(['single', 'multiple', 'true_false']),
  options: z.array(OptionSchema),
  points: id,
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizFeedbackSchema = z.object({
  question_id: id,
  /** The question as asked, so the review reads on its own when the next attempt draws other questions. */
  prompt: z.string(),
  options: z.array(OptionSchema),
  correct: z.boolean(),
  selected: z.array(z.string()),
  correct_option_ids: z.array(z.string()),
  explanation: z.string(),
});
export type QuizFeedback = z.infer<typeof QuizFeedbackSchema>;

export const QuizResultSchema = z.object({
  attempt_id: id,
  score_percent: z.number().int(),
  passed: z.boolean(),
  pass_mark: z.number().int(),
  best_score_percent: z.number().int(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  attempts_left: z.number().int(),
  submitted_at: z.string(),
  /** The per-question review: null until the member has passed or used every attempt, so a failed attempt says nothing about which answers were wrong. */
  questions: z
    .array(QuizFeedbackSchema)
    .nullable()
    .describe('Per-question review; null until the member has passed or has no attempt left (docs/rules/quizzes.md)'),
  /** The questions with their options in the order of the next attempt; null when no attempt is left. */
  next_questions: z.array(QuizQuestionSchema).nullable().describe('The questions in the option order of the next attempt; null when no attempt is left'),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const SurveyQuestionSchema = z.object({
  id,
  position: id,
  prompt: z.string(),
  kind: z.enum(['rating', 'single', 'text']),
  options: z.array(OptionSchema),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/** A rating (a number), an option id or free text. */
export const SurveyAnswerSchema = z.union([text().max(SURVEY_TEXT_MAX_CHARS, `Keep your answer under ${SURVEY_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`), z.number().finite()]);
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

export const AttachmentSchema = z.object({ name: z.string(), size: z.number().int().nullable() });

export const LessonSchema = z.object({
  id,
  course_id: id,
  enrolment_id: id.nullable(),
  position: id,
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_minutes: id,
  body_html: z.string().describe('Sanitized HTML'),
  media: z.array(LessonMediaSchema),
  completed: z.boolean(),
  previous_lesson_id: id.nullable(),
  next_lesson_id: id.nullable(),
  checklist: z.object({ items: z.array(ChecklistItemSchema), checked_ids: z.array(id) }).nullable(),
  quiz: z
    .object({
      questions: z.array(QuizQuestionSchema).describe('The questions of the next attempt (its draw, with a question pool); when no attempt is left, those the last attempt asked'),
      question_count: z.number().int().describe('How many questions the quiz has; more than `questions` when each attempt draws from a pool'),
      pass_mark: z.number().int(),
      attempts: z.number().int(),
      best_score_percent: z.number().int().nullable(),
      passed: z.boolean(),
      max_attempts: z.number().int(),
      attempts_left: z.number().int(),
      last_result: QuizResultSchema.nullable(),
    })
    .nullable(),
  survey: z
    .object({ questions: z.array(SurveyQuestionSchema), answers: z.record(z.string(), SurveyAnswerSchema), submitted: z.boolean() })
    .nullable(),
  task: z
    .object({
      prompt: z.string(),
      answer: z.string(),
      submitted: z.boolean(),
      attachment: AttachmentSchema.nullable(),
      accepted_types: z.array(z.string()),
      max_bytes: z.number().int(),
      /** The latest submission's review (docs/rules/task-review.md); null before the first submit. */
      review: z
        .object({
          state: z.enum(['waiting', 'accepted', 'revise']),
          feedback: z.string().nullable(),
          reviewer_name: z.string().nullable(),
          submitted_at: z.string(),
          reviewed_at: z.string().nullable(),
          revisions: z.number().int(),
        })
        .nullable(),
    })
    .nullable(),
  saved_at: z.string().nullable(),
  translated: z.boolean().optional().describe('Asked with lang=es only: whether the lesson has a Spanish version (false: its English title and reading are shown)'),
});
export type Lesson = z.infer<typeof LessonSchema>;
/** `lang` of a content read: 'es' asks for the Spanish version where one is written (docs/rules/content.md, "Content translations"). */
export const ContentLangQuerySchema = z.object({
  lang: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.enum(['en', 'es'], { message: 'Choose en or es.' }).optional()).meta({ description: 'es: the Spanish version where written; absent or en: English' }),
});

// ---------------------------------------------------------------- saves

/** How big a save may be; larger ones are refused before any item is looked at. */
export const SAVE_LIMITS = { checklistItems: 500, questions: 200, optionsPerQuestion: 20 } as const;

/** Added to a save body when it is addressed by enrolment (/courses/enrolled/{id}/...) rather than by lesson. */
const lessonRef = { lesson_id: requestId() };

export const FinishRequestSchema = z.object({ client_save_id: clientSaveId, finished_at: finishedAt });
export const ChecklistSaveSchema = z.object({
  checked_ids: boundedArray(requestId(), SAVE_LIMITS.checklistItems),
  client_save_id: clientSaveId,
  finished_at: finishedAt,
});
/** Question ids are the keys of `answers`: digits, as JSON object keys are strings. */
const questionKey = z.string().regex(/^[1-9][0-9]{0,9}$/, 'Question ids are whole numbers.');
export const QuizSubmitSchema = z.object({
  answers: boundedRecord(questionKey, boundedArray(text().max(64), SAVE_LIMITS.optionsPerQuestion), SAVE_LIMITS.questions),
  client_save_id: clientSaveId,
  finished_at: finishedAt,
});
export const SurveySaveSchema = z.object({
  answers: boundedRecord(questionKey, SurveyAnswerSchema, SAVE_LIMITS.questions),
  /** false keeps a draft; true submits (required questions must then be answered). */
  submit: z.boolean().default(true),
  client_save_id: clientSaveId,
  finished_at: finishedAt,
});
const taskAnswer = text().max(TASK_ANSWER_MAX_CHARS, `Keep your answer under ${TASK_ANSWER_MAX_CHARS.toLocaleString('en-US')} characters.`).default('');
export const TaskSaveSchema = z.object({
  answer: taskAnswer,
  submit: z.boolean().default(false),
  client_save_id: clientSaveId,
  finished_at: finishedAt,
});
/** The multipart form of a task save: the same fields as text, plus an optional file. */
export const TaskFormSchema = z.object({
  answer: taskAnswer,
  submit: z
    .enum(['true', 'false', '1', '0', 'on'])
    .default('false')
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
  client_save_id: clientSaveId,
  finished_at: finishedAt,
  file: z.any().optional().describe('pdf, png, jpeg, txt or docx, at most 10 MB'),
});

export const EnrolledFinishRequestSchema = FinishRequestSchema.extend(lessonRef);
export const EnrolledChecklistSaveSchema = ChecklistSaveSchema.extend(lessonRef);
export const EnrolledQuizSubmitSchema = QuizSubmitSchema.extend(lessonRef);
export const EnrolledSurveySaveSchema = SurveySaveSchema.extend(lessonRef);
export const EnrolledTaskSaveSchema = TaskSaveSchema.extend(lessonRef);
export const EnrolledTaskFormSchema = TaskFormSchema.extend({ lesson_id: idString() });

export type ChecklistSave = z.infer<typeof ChecklistSaveSchema>;
export type QuizSubmit = z.infer<typeof QuizSubmitSchema>;
export type SurveySave = z.input<typeof SurveySaveSchema>;
export type TaskSave = z.input<typeof TaskSaveSchema>;

export const SaveResultSchema = z.object({
  enrolment_id: id,
  lesson_id: id,
  kind: z.enum(LESSON_KINDS),
  /** false when this exact save (same client_save_id) had already been applied. */
  applied: z.boolean(),
  lesson_completed: z.boolean(),
  /** true only in the answer to the save that completed the course, so completion is announced once. */
  course_completed: z.boolean(),
  progress_percent: z.number().int(),
  saved_at: z.string(),
  quiz: QuizResultSchema.nullable(),
  attachment: AttachmentSchema.nullable(),
});
export type SaveResult = z.infer<typeof SaveResultSchema>;

// ---------------------------------------------------------------- member lists

export const EnrolledCourseCardSchema = z.object({
  enrolment_id: id,
  bundle_id: id.nullable(),
  status: z.enum(['active', 'completed']),
  progress_percent: z.number().int(),
  resume_url: z.string(),
  enrolled_at: z.string(),
  last_read_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  course: z.object({ id, slug: z.string(), title: z.string(), image_url: z.string(), lesson_count: z.number().int() }),
  certificate_id: id.nullable(),
  assigned_by: z.string().nullable().describe('The name of the mentor who assigned this course, if one did'),
});
export type EnrolledCourseCard = z.infer<typeof EnrolledCourseCardSchema>;

export const BookmarkedCourseSchema = z.object({
  course: CourseCardSchema,
  bookmarked_at: z.string(),
  enrolment_id: id.nullable().describe('Set when the member is already enrolled'),
});
export type BookmarkedCourse = z.infer<typeof BookmarkedCourseSchema>;

export const CertificateSchema = z.object({
  id,
  code: z.string(),
  course_id: id,
  course_title: z.string(),
  holder_name: z.string(),
  issued_at: z.string(),
  verify_url: z.string(),
  download_path: z.string().describe('GET with the Bearer token for the PDF'),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const GenerateCertificateSchema = z.object({ course_id: requestId() });

/** What the public verification page shows. */
export type CertificateVerification = { code: string; holder_name: string; course_title: string; course_slug: string | null; issued_at: string; valid: boolean };
