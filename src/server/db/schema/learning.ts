// What members do with courses: enrolments, lesson progress, saved lesson work, quiz attempts,
// bookmarks and certificates.
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { bundles, courses, lessons, LESSON_KINDS } from './catalogue.ts';

export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** Set when the enrolment came through a bundle. */
    bundleId: integer('bundle_id').references(() => bundles.id),
    status: text('status', { enum: ['active', 'completed'] }).notNull().default('active'),
    progressPercent: integer('progress_percent').notNull().default(0),
    lastLessonId: integer('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lastReadAt: timestampTz('last_read_at'),
    completedAt: timestampTz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One enrolment per member and course, whatever the race.
  (t) => [uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId), index('enrolments_course_idx').on(t.courseId)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestampTz('completed_at').notNull().defaultNow(),
  },
  // completed_at: the activity rollup reads what is new since its last run (docs/rules/studio.md).
  (t) => [primaryKey({ columns: [t.enrolmentId, t.lessonId] }), index('lesson_progress_completed_idx').on(t.completedAt)],
);

/** The latest saved state of a lesson's work (checklist ticks, survey answers, task draft...). */
export const lessonWork = pgTable(
  'lesson_work',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** false while the learner is drafting, true once submitted. */
    submitted: boolean('submitted').notNull().default(false),
    /** Client-chosen id of the last save applied, so a save replayed from an offline queue is applied once. */
    lastClientSaveId: text('last_client_save_id'),
    /** Stored file of a task upload, relative to the storage root. */
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.lessonId] }), index('lesson_work_updated_idx').on(t.updatedAt)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    scorePercent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_enrolment_lesson_idx').on(t.enrolmentId, t.lessonId), index('quiz_attempts_created_idx').on(t.createdAt)],
);

/**
 * The questions one attempt of a pooled quiz asks, in order, drawn on the server when the attempt
 * starts and kept so a reload shows the same ones (docs/rules/quizzes.md, "Question pools").
 * `attempt` is the attempt's number, 1 for the first.
 */
export const quizDraws = pgTable(
  'quiz_draws',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.lessonId, t.attempt] })],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** Public verification code, printed on the PDF and used by /certificate/{code}. */
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    /** Copied at issue time so the certificate stays true if the course or name changes later. */
    holderName: text('holder_name').notNull(),
    courseTitle: text('course_title').notNull(),
    filePath: text('file_path'),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
  },
  // Exactly one certificate per completed enrolment, also under concurrent requests.
  (t) => [uniqueIndex('certificates_code_unique').on(t.code), uniqueIndex('certificates_enrolment_unique').on(t.enrolmentId)],
);

export const TASK_REVIEW_STATES = ['waiting', 'accepted', 'revise', 'superseded'] as const;

/**
 * Every submission of a task lesson, kept as its revision history (docs/rules/task-review.md): what
 * was sent (text, file) and when, and its review: waiting, accepted or revise (please revise), or
 * superseded when the member sent a newer one before it was reviewed. lesson_work keeps the draft.
 */
export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull().default(''),
    /** Stored file of this submission, relative to the storage root (never removed while a submission names it). */
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
    attachmentSize: integer('attachment_size'),
    submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
    state: text('state', { enum: TASK_REVIEW_STATES }).notNull().default('waiting'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text, shown as text (never as HTML). */
    feedback: text('feedback'),
    reviewedAt: timestampTz('reviewed_at'),
  },
  (t) => [index('task_submissions_work_idx').on(t.enrolmentId, t.lessonId, t.submittedAt), index('task_submissions_state_idx').on(t.state, t.submittedAt)],
);

/**
 * One row per member's enrolment and dripped lesson once the member was told it opened
 * (docs/rules/learning-progress.md, "Drip"): the job never tells anyone twice.
 */
export const dripNotices = pgTable(
  'drip_notices',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    opensAt: timestampTz('opens_at').notNull(),
    notifiedAt: timestampTz('notified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.lessonId] })],
);
