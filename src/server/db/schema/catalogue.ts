// Categories, courses with their lessons (five kinds and their content), and bundles of courses.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, timestampTz, tsvector, updatedAt } from './columns.ts';

export const LESSON_KINDS = ['detail', 'checklist', 'quiz', 'survey', 'task'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
/** Where a course is in its life (docs/rules/studio.md, "Courses"); `published` mirrors status = 'published'. */
export const COURSE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized HTML. */
    descriptionHtml: text('description_html').notNull(),
    /** "What you will learn" bullet points. */
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url').notNull(),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    isFree: boolean('is_free').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('published'),
    /** When a scheduled course goes live (the studio's publishing job). */
    publishAt: timestampTz('publish_at'),
    /** The author who may edit it; null for courses only administrators edit. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    instructorName: text('instructor_name').notNull().default(''),
    /** Weighted document (title A, summary and category B, description C) kept by a trigger. */
    searchVector: tsvector('search_vector'),
    publishedAt: timestampTz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courses_slug_unique').on(t.slug),
    index('courses_category_idx').on(t.categoryId),
    index('courses_search_idx').using('gin', t.searchVector),
    // Trigram index for typo tolerance ("did you mean"): docs/rules/search.md.
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('courses_published_at_idx').on(t.publishedAt),
    index('courses_owner_idx').on(t.ownerId),
    index('courses_publish_at_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    check('courses_status_known', sql`${t.status} in ('draft', 'scheduled', 'published', 'unpublished')`),
    check('courses_status_published', sql`${t.published} = (${t.status} = 'published')`),
  ],
);

/**
 * A caption or subtitle track of a lesson's audio or video (docs/rules/studio.md, "Captions"): the
 * library file it came from (its public address is what <track> loads) and its cues, kept here so the
 * transcript and site search read them without opening the file.
 */
export type LessonTrack = { mediaId: number; url: string; language: string; label: string; kind: 'captions' | 'subtitles'; default: boolean; cues: Array<{ start: number; end: number; text: string }> };
/** `poster`: a library image's address (a video's still before it plays). */
export type LessonMedia = { type: 'video' | 'audio' | 'pdf'; file: string; title?: string; poster?: { mediaId: number; url: string } | null; tracks?: LessonTrack[] };

/**
 * A course's ordered sections (docs/rules/studio.md, "Sections"). Lessons keep their course-wide
 * `position`, kept in section order, so every reader that orders lessons by position stays right.
 */
export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Drip (docs/rules/learning-progress.md, "Drip"): opens N days after the start date, or on a date; both null: open. */
    dripAfterDays: integer('drip_after_days'),
    dripOnDate: date('drip_on_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_sections_course_position_unique').on(t.courseId, t.position),
    check('course_sections_one_drip_rule', sql`${t.dripAfterDays} IS NULL OR ${t.dripOnDate} IS NULL`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null only for rows written before sections or by fixtures: read as the course's first section. */
    sectionId: integer('section_id').references(() => courseSections.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(5),
    /** Sanitized HTML: the reading of a detail lesson, the introduction of the other kinds. */
    bodyHtml: text('body_html').notNull().default(''),
    media: jsonb('media').$type<LessonMedia[]>().notNull().default([]),
    /** Task lessons: what the learner is asked to write or upload. */
    taskPrompt: text('task_prompt'),
    /** Task lessons: the file extensions a learner may attach (null: every type the platform accepts). */
    taskFileTypes: jsonb('task_file_types').$type<string[]>(),
    /** Task lessons: the largest attachment in bytes (null: the platform's limit). */
    taskMaxBytes: integer('task_max_bytes'),
    /** Quiz lessons: percentage of points needed to pass. */
    passMark: integer('pass_mark'),
    /** Quiz lessons: how many questions an attempt draws from the pool (null: every question; docs/rules/quizzes.md). */
    quizDrawCount: integer('quiz_draw_count'),
    /** Free preview on the course page without enrolling. */
    isPreview: boolean('is_preview').notNull().default(false),
    /** Drip of this lesson (docs/rules/learning-progress.md, "Drip"); the later of it and its section's counts. */
    dripAfterDays: integer('drip_after_days'),
    dripOnDate: date('drip_on_date', { mode: 'string' }),
    /** Removed from the course by the studio: hidden from learners, their saved work kept. */
    archivedAt: timestampTz('archived_at'),
  },
  (t) => [
    uniqueIndex('lessons_course_position_unique').on(t.courseId, t.position).where(sql`${t.archivedAt} IS NULL`),
    check('lessons_one_drip_rule', sql`${t.dripAfterDays} IS NULL OR ${t.dripOnDate} IS NULL`),
  ],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('checklist_items_lesson_idx').on(t.lessonId)],
);

export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export type QuizOption = { id: string; label: string };

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: QUIZ_QUESTION_KINDS }).notNull(),
    options: jsonb('options').$type<QuizOption[]>().notNull(),
    /** Option ids that are correct. Never sent to a learner before they submit. */
    correctOptionIds: jsonb('correct_option_ids').$type<string[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    points: integer('points').notNull().default(1),
  },
  (t) => [index('quiz_questions_lesson_idx').on(t.lessonId)],
);

export const SURVEY_QUESTION_KINDS = ['rating', 'single', 'text'] as const;

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: SURVEY_QUESTION_KINDS }).notNull(),
    /** Choices for `single`; for `rating` the scale is 1..5. */
    options: jsonb('options').$type<QuizOption[]>().notNull().default([]),
    required: boolean('required').notNull().default(true),
  },
  (t) => [index('survey_questions_lesson_idx').on(t.lessonId)],
);

export const bundles = pgTable(
  'bundles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    descriptionHtml: text('description_html').notNull(),
    imageUrl: text('image_url').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bundles_slug_unique').on(t.slug)],
);

export const bundleCourses = pgTable(
  'bundle_courses',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.courseId] }), index('bundle_courses_course_idx').on(t.courseId)],
);
