// Requests and responses of course authoring under /v1/admin/courses and /v1/admin/lessons
// (docs/rules/studio.md, "Courses" and "Lessons"). Shared by the routes, the studio's client and tests.
import { z } from './zod.ts';
import { blankToUndefined, boundedArray, id as bodyId, pageQuery, RESERVED_SLUGS, slugText, text } from './input.ts';
import { TASK_FILE_MAX_BYTES, TASK_FILE_TYPES } from './learning-limits.ts';
import { DripRuleSchema } from './studio-drip.ts';
import { CAPTION_LANGUAGE_CODES, StudioTrackSchema, TRACK_KINDS, TRACKS_PER_MEDIA } from './captions.ts';

export const COURSE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const LESSON_KINDS = ['detail', 'checklist', 'quiz', 'survey', 'task'] as const;
export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export const SURVEY_QUESTION_KINDS = ['rating', 'single', 'text'] as const;
export const TASK_FILE_EXTENSIONS = Object.keys(TASK_FILE_TYPES) as Array<keyof typeof TASK_FILE_TYPES>;
/** Limits of one lesson, so a single save stays small (docs/rules/studio.md, "Lessons"). */
export const LESSON_LIMITS = { items: 50, questions: 50, options: 10, html: 100_000 } as const;

const idNum = z.number().int();
const slug = slugText(RESERVED_SLUGS.course);
const title = (what: string, max = 160) =>
  text({ message: `Write a ${what}.` }).trim().min(1, { message: `Write a ${what}.` }).max(max, { message: `Keep the ${what} to ${max} characters.` });
const html = text().max(LESSON_LIMITS.html, { message: 'This text is too long: keep it under 100,000 characters.' });

// ---------------------------------------------------------------- courses

export const StudioCourseSummarySchema = z.object({
  id: idNum,
  slug: z.string(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  publish_at: z.string().nullable().meta({ description: 'When a scheduled course goes live' }),
  published_at: z.string().nullable().meta({ description: 'When the course went live; null while it is a draft or scheduled' }),
  owner: z.object({ id: idNum, name: z.string() }).nullable().meta({ description: 'The author who may edit it; null when only administrators do' }),
  category: z.object({ id: idNum, name: z.string() }),
  lesson_count: z.number().int(),
  updated_at: z.string(),
});
export type StudioCourseSummary = z.infer<typeof StudioCourseSummarySchema>;

export const StudioLessonSummarySchema = z.object({
  id: idNum,
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_minutes: z.number().int(),
  is_preview: z.boolean(),
  archived_at: z.string().nullable(),
  learners_with_work: z.number().int().meta({ description: 'Enrolments that completed or saved work on this lesson' }),
  uncaptioned_media: z.number().int().meta({ description: 'Its audio and video files without any caption track (the publish checklist warns)' }),
  drip: DripRuleSchema,
});
export type StudioLessonSummary = z.infer<typeof StudioLessonSummarySchema>;

export const StudioCourseSchema = StudioCourseSummarySchema.extend({
  summary: z.string(),
  description_html: z.string(),
  outcomes: z.array(z.string()),
  image_url: z.string(),
  level: z.enum(COURSE_LEVELS),
  duration_minutes: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  is_free: z.boolean(),
  is_featured: z.boolean(),
  instructor_name: z.string(),
  lessons: z.array(StudioLessonSummarySchema).meta({ description: 'Lessons in order; archived ones last, with archived_at set' }),
  sections: z
    .array(z.object({ id: idNum, title: z.string(), position: z.number().int(), lesson_ids: z.array(idNum).meta({ description: 'The section’s lessons the course shows, in order (archived ones left out)' }), drip: DripRuleSchema }))
    .meta({ description: 'The course’s sections in order (docs/rules/studio.md, "Sections"); every existing course has at least one' }),
  enrolments: z.number().int(),
});
export type StudioCourse = z.infer<typeof StudioCourseSchema>;

export const StudioCoursesQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, text().trim().max(100, { message: 'Keep the search to 100 characters.' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum([...COURSE_STATUSES, 'all'], { message: 'Choose draft, scheduled, published, unpublished or all.' }).default('all')),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});

const courseFields = {
  title: title('title'),
  slug: slug.optional(),
  summary: text().trim().max(400, { message: 'Keep the summary to 400 characters.' }),
  description_html: html,
  outcomes: boundedArray(text().trim().min(1, { message: 'Write the outcome or remove it.' }).max(200, { message: 'Keep each outcome to 200 characters.' }), 12),
  category_id: bodyId(),
  level: z.enum(COURSE_LEVELS, { message: 'Choose beginner, intermediate or advanced.' }),
  duration_minutes: z.number({ message: 'Write the duration in whole minutes.' }).int({ message: 'Write the duration in whole minutes.' }).min(1, { message: 'The duration must be at least a minute.' }).max(100_000, { message: 'That duration is too long.' }),
  price_cents: z.number({ message: 'Write the price in cents.' }).int({ message: 'Write the price in cents.' }).min(0, { message: 'The price cannot be negative.' }).max(100_000_000, { message: 'That price is too large.' }),
  currency: text().trim().regex(/^[A-Za-z]{3}$/, { message: 'Write a three-letter currency code, like USD.' }).transform((c) => c.toUpperCase()),
  is_free: z.boolean(),
  is_featured: z.boolean().meta({ description: 'Administrators only' }),
  image_url: text().trim().max(500).refine((v) => v === '' || v.startsWith('/') || /^https:\/\//.test(v), { message: 'Use a site path (/…) or an https:// address.' }),
  instructor_name: text().trim().max(120, { message: 'Keep the name to 120 characters.' }),
  owner_id: bodyId().nullable().meta({ description: 'Administrators only: the author who may edit it' }),
};

export const StudioCourseCreateSchema = z
  .object({ ...courseFields, summary: courseFields.summary.optional(), description_html: html.optional(), outcomes: courseFields.outcomes.optional(), level: courseFields.level.optional(), duration_minutes: courseFields.duration_minutes.optional(), price_cents: courseFields.price_cents.optional(), currency: courseFields.currency.optional(), is_free: z.boolean().optional(), is_featured: z.boolean().optional(), image_url: courseFields.image_url.optional(), instructor_name: courseFields.instructor_name.optional(), owner_id: courseFields.owner_id.optional() })
  .strict();
export type StudioCourseCreate = z.infer<typeof StudioCourseCreateSchema>;

export const StudioCourseUpdateSchema = z.object(courseFields).partial().strict();
export type StudioCourseUpdate = z.infer<typeof StudioCourseUpdateSchema>;

export const PublishSchema = z
  .object({
    at: z.iso
      .datetime({ offset: true, message: 'Write a date and time, like 2026-12-01T09:00:00Z.' })
      .optional()
      .meta({ description: 'Publish at this moment (scheduled); now when absent or past' }),
  })
  .strict();
export type PublishInput = z.infer<typeof PublishSchema>;

// ---------------------------------------------------------------- lessons

const option = z.object({
  id: text().trim().min(1, { message: 'Every option needs an id.' }).max(40, { message: 'Keep option ids to 40 characters.' }),
  label: text().trim().min(1, { message: 'Write the option or remove it.' }).max(300, { message: 'Keep each option to 300 characters.' }),
});
const childId = bodyId().optional().meta({ description: 'An existing item or question keeps its id (and so the learners’ saved answers); leave it out to add one' });

const ChecklistItemInput = z.object({ id: childId, label: text().trim().min(1, { message: 'Write the item or remove it.' }).max(300, { message: 'Keep each item to 300 characters.' }) });
const QuizQuestionInput = z.object({
  id: childId,
  prompt: text().trim().min(1, { message: 'Write the question.' }).max(1000, { message: 'Keep the question to 1,000 characters.' }),
  kind: z.enum(QUIZ_QUESTION_KINDS, { message: 'Choose single, multiple or true_false.' }),
  options: boundedArray(option, LESSON_LIMITS.options),
  correct_option_ids: boundedArray(text().max(40), LESSON_LIMITS.options),
  explanation: text().trim().max(2000, { message: 'Keep the explanation to 2,000 characters.' }).optional(),
  points: z.number().int().min(1, { message: 'A question is worth 1 to 10 points.' }).max(10, { message: 'A question is worth 1 to 10 points.' }).optional(),
});
const SurveyQuestionInput = z.object({
  id: childId,
  prompt: text().trim().min(1, { message: 'Write the question.' }).max(1000, { message: 'Keep the question to 1,000 characters.' }),
  kind: z.enum(SURVEY_QUESTION_KINDS, { message: 'Choose rating, single or text.' }),
  options: boundedArray(option, LESSON_LIMITS.options).optional(),
  required: z.boolean().optional(),
});
export type QuizQuestionInput = z.infer<typeof QuizQuestionInput>;
export type SurveyQuestionInput = z.infer<typeof SurveyQuestionInput>;

const lessonFields = {
  title: title('lesson title'),
  duration_minutes: z.number({ message: 'Write the duration in whole minutes.' }).int({ message: 'Write the duration in whole minutes.' }).min(1, { message: 'The duration must be at least a minute.' }).max(600, { message: 'Keep a lesson under 600 minutes.' }),
  body_html: html,
  is_preview: z.boolean(),
  items: boundedArray(ChecklistItemInput, LESSON_LIMITS.items).meta({ description: 'Checklist lessons' }),
  quiz_questions: boundedArray(QuizQuestionInput, LESSON_LIMITS.questions).meta({ description: 'Quiz lessons: the questions in order' }),
  survey_questions: boundedArray(SurveyQuestionInput, LESSON_LIMITS.questions).meta({ description: 'Survey lessons: the questions in order' }),
  pass_mark: z.number().int().min(1, { message: 'The pass mark is a percentage from 1 to 100.' }).max(100, { message: 'The pass mark is a percentage from 1 to 100.' }),
  quiz_draw_count: z
    .number({ message: 'Write a whole number of questions, or leave it empty to ask them all.' })
    .int({ message: 'Write a whole number of questions, or leave it empty to ask them all.' })
    .min(1, { message: 'Ask at least 1 question, or leave it empty to ask them all.' })
    .nullable()
    .meta({ description: 'Quiz lessons: each attempt asks this many questions drawn at random from the quiz’s questions (1 to their number); null asks every question' }),
  task_prompt: text().trim().max(5000, { message: 'Keep the task to 5,000 characters.' }),
  task_file_types: boundedArray(z.enum(TASK_FILE_EXTENSIONS as [string, ...string[]], { message: `Choose among ${TASK_FILE_EXTENSIONS.join(', ')}.` }), TASK_FILE_EXTENSIONS.length),
  media: boundedArray(
    z
      .object({
        file: text().max(120).optional().meta({ description: 'A file already attached to this lesson (from its media list)' }),
        media_id: bodyId().optional().meta({ description: 'A media library file (audio, video or PDF) to attach' }),
        title: text().trim().max(200, { message: 'Keep the title to 200 characters.' }),
        poster_id: bodyId().nullable().optional().meta({ description: 'Video only: a library image shown before it plays; null removes it, absent keeps it' }),
        tracks: boundedArray(
          z.object({
            media_id: bodyId().meta({ description: 'A captions (WebVTT) file of the media library' }),
            language: z.enum(CAPTION_LANGUAGE_CODES, { message: 'Choose a language from the list.' }),
            label: text().trim().min(1, { message: 'Write the label learners see in the player’s menu.' }).max(60, { message: 'Keep the label to 60 characters.' }),
            kind: z.enum(TRACK_KINDS, { message: 'Choose captions or subtitles.' }),
            default: z.boolean(),
          }),
          TRACKS_PER_MEDIA,
        )
          .optional()
          .meta({ description: 'Audio and video only: caption and subtitle tracks; the list replaces the current one, absent keeps it' }),
      })
      .refine((m) => (m.file === undefined) !== (m.media_id === undefined), { message: 'Name either an attached file or a library file.' }),
    20,
  ).meta({ description: 'The lesson’s audio, video and PDF files, in order; the list replaces the current one' }),
  task_max_bytes: z.number().int().min(1024, { message: 'Allow at least 1 KB.' }).max(TASK_FILE_MAX_BYTES, { message: `The platform accepts files up to ${TASK_FILE_MAX_BYTES / 1024 / 1024} MB.` }),
};

export const LessonCreateSchema = z
  .object({
    kind: z.enum(LESSON_KINDS, { message: 'Choose detail, checklist, quiz, survey or task.' }),
    title: lessonFields.title,
    duration_minutes: lessonFields.duration_minutes.optional(),
    section_id: bodyId().optional().meta({ description: 'The section the lesson joins, at its end; absent: the course’s last section' }),
  })
  .strict();
export type LessonCreate = z.infer<typeof LessonCreateSchema>;

export const LessonUpdateSchema = z.object(lessonFields).partial().strict();
export type LessonUpdate = z.infer<typeof LessonUpdateSchema>;

/** Sections (docs/rules/studio.md, "Sections"). */
const sectionTitle = text().trim().min(1, { message: 'Name the section.' }).max(200, { message: 'Keep the section’s name to 200 characters.' });
export const SectionCreateSchema = z.object({ title: sectionTitle }).strict();
export const SectionUpdateSchema = z.object({ title: sectionTitle }).strict();
export const SectionOrderSchema = z
  .object({ section_ids: boundedArray(bodyId(), 200).refine((ids) => new Set(ids).size === ids.length, { message: 'Each section may appear once.' }) })
  .strict();
export const LessonMoveSchema = z
  .object({
    section_id: bodyId().meta({ description: 'The section the lesson goes to (its own to move it within it)' }),
    position: z.number().int().min(1, { message: 'Positions start at 1.' }).optional().meta({ description: 'Its place in that section, 1 first; absent: the end' }),
  })
  .strict();
export type LessonMove = z.infer<typeof LessonMoveSchema>;

export const LessonOrderSchema = z.object({ lesson_ids: boundedArray(bodyId(), 500).refine((ids) => new Set(ids).size === ids.length, { message: 'Each lesson may appear once.' }) }).strict();

const StudioOptionSchema = z.object({ id: z.string(), label: z.string() });
export const StudioLessonSchema = StudioLessonSummarySchema.extend({
  course_id: idNum,
  body_html: z.string(),
  items: z.array(z.object({ id: idNum, label: z.string() })),
  questions: z.array(
    z.object({
      id: idNum,
      prompt: z.string(),
      kind: z.string(),
      options: z.array(StudioOptionSchema),
      correct_option_ids: z.array(z.string()).meta({ description: 'Quiz questions' }),
      explanation: z.string(),
      points: z.number().int(),
      required: z.boolean().meta({ description: 'Survey questions' }),
    }),
  ),
  pass_mark: z.number().int().nullable(),
  quiz_draw_count: z.number().int().nullable().meta({ description: 'Quiz lessons: questions drawn per attempt; null asks every question' }),
  task_prompt: z.string().nullable(),
  task_file_types: z.array(z.string()).nullable(),
  task_max_bytes: z.number().int().nullable(),
  media: z.array(
    z.object({
      type: z.enum(['video', 'audio', 'pdf']),
      file: z.string(),
      title: z.string(),
      poster: z.object({ media_id: idNum, url: z.string() }).nullable(),
      tracks: z.array(StudioTrackSchema),
    }),
  ),
});
export type StudioLesson = z.infer<typeof StudioLessonSchema>;
