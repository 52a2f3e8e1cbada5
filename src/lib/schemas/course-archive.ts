// A course as one archive (docs/rules/studio.md, "Course export and import"): the manifest inside the
// zip, read back with these schemas on import, and the report an import answers. Shared by the
// routes, the studio's client and tests.
import { z } from './zod.ts';
import { boundedArray, text } from './input.ts';
import { COURSE_LEVELS, LESSON_KINDS, LessonUpdateSchema, StudioCourseUpdateSchema } from './studio-courses.ts';
import { CAPTION_LANGUAGE_CODES, TRACK_KINDS, TRACKS_PER_MEDIA } from './captions.ts';
import { DripUpdateSchema } from './studio-drip.ts';
import { ARCHIVE_LIMITS } from './upload-limits.ts';

export const ARCHIVE_FORMAT = 'wellspring-course';
/** The manifest version this instance writes and reads; another version is refused with its number. */
export const ARCHIVE_VERSION = 1;

export { ARCHIVE_LIMITS };

/** Where a file sits in the zip: `media/<ref>.<ext>`, nothing else. */
export const ARCHIVE_MEDIA_PATH = /^media\/[a-z0-9-]{1,40}\.[a-z0-9]{1,5}$/;

const ref = z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'A media ref is 1 to 40 lower-case letters, digits or hyphens.' });
const shape = LessonUpdateSchema.shape;
const courseShape = StudioCourseUpdateSchema.shape;

export const ArchiveMediaSchema = z.object({
  ref,
  kind: z.enum(['image', 'audio', 'video', 'pdf', 'captions']),
  filename: text().max(200),
  mime: text().max(100),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, { message: 'sha256 is 64 lower-case hex digits.' }),
  bytes: z.number().int().min(0),
  path: z.string().regex(ARCHIVE_MEDIA_PATH, { message: 'A media path is media/<ref>.<ext>.' }),
  alt: text().max(300).optional(),
});
export type ArchiveMedia = z.infer<typeof ArchiveMediaSchema>;

const ArchiveTrackSchema = z.object({
  ref,
  language: z.enum(CAPTION_LANGUAGE_CODES),
  label: text().trim().min(1).max(60),
  kind: z.enum(TRACK_KINDS),
  default: z.boolean(),
});

export const ArchiveLessonMediaSchema = z.object({
  type: z.enum(['video', 'audio', 'pdf']),
  ref,
  title: text().max(200),
  poster_ref: ref.nullable(),
  tracks: boundedArray(ArchiveTrackSchema, TRACKS_PER_MEDIA),
});

/**
 * A lesson's settings beside its content. New per-lesson settings are added here (optional, so
 * version 1 archives written before them still read) and mapped in course-archive/lesson-map.ts.
 */
export const ArchiveLessonSettingsSchema = z.object({
  duration_minutes: shape.duration_minutes.unwrap(),
  is_preview: z.boolean(),
  pass_mark: z.number().int().min(1).max(100).nullable(),
  task_prompt: text().max(5000).nullable(),
  task_file_types: shape.task_file_types.unwrap().nullable(),
  task_max_bytes: shape.task_max_bytes.unwrap().nullable(),
  /** Quiz lessons: questions drawn per attempt (docs/rules/quizzes.md, "Question pools"); absent or null asks every one. */
  quiz_draw_count: z.number().int().min(1).max(50).nullable().optional(),
  /** The lesson's drip rule (docs/rules/learning-progress.md, "Drip"); absent: none. */
  drip: DripUpdateSchema.optional(),
});

export const ArchiveLessonSchema = z.object({
  section: z.number().int().min(0).meta({ description: 'Index of its section in `sections`' }),
  title: shape.title.unwrap(),
  kind: z.enum(LESSON_KINDS),
  body_html: shape.body_html.unwrap(),
  settings: ArchiveLessonSettingsSchema,
  media: boundedArray(ArchiveLessonMediaSchema, 20),
  items: z.array(z.object({ label: z.string() })).max(50),
  quiz_questions: shape.quiz_questions.unwrap(),
  survey_questions: shape.survey_questions.unwrap(),
});
export type ArchiveLesson = z.infer<typeof ArchiveLessonSchema>;

export const ArchiveCourseSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'A slug is lower-case letters and digits joined by hyphens.' }).max(80),
  title: courseShape.title.unwrap(),
  summary: courseShape.summary.unwrap(),
  description_html: courseShape.description_html.unwrap(),
  outcomes: courseShape.outcomes.unwrap(),
  image_url: text().max(500),
  level: z.enum(COURSE_LEVELS),
  duration_minutes: courseShape.duration_minutes.unwrap(),
  price_cents: courseShape.price_cents.unwrap(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  is_free: z.boolean(),
  instructor_name: courseShape.instructor_name.unwrap(),
  category: z.object({ slug: z.string().max(120), name: z.string().max(200) }),
});

/** Everything but the version, which is read first so an unknown one gets its own worded error. */
export const ArchiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT, { message: `This is not a Wellspring course archive (format must be "${ARCHIVE_FORMAT}").` }),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  course: ArchiveCourseSchema,
  sections: boundedArray(z.object({ title: text().trim().min(1).max(200), drip: DripUpdateSchema.optional() }), ARCHIVE_LIMITS.sections).refine((s) => s.length > 0, { message: 'A course has at least one section.' }),
  lessons: boundedArray(ArchiveLessonSchema, ARCHIVE_LIMITS.lessons),
  media: boundedArray(ArchiveMediaSchema, ARCHIVE_LIMITS.media),
});
export type ArchiveManifest = z.infer<typeof ArchiveManifestSchema>;

export const ImportReportSchema = z.object({
  course_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  sections: z.number().int(),
  lessons: z.number().int(),
  media: z.number().int().meta({ description: 'Media files stored' }),
  renamed: z.array(z.object({ what: z.string(), from: z.string(), to: z.string() })),
  refused: z.array(z.object({ what: z.string(), reason: z.string() })),
  added: z.array(z.string()).meta({ description: 'What the import added to this site besides the course (a category it did not have)' }),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const CourseImportFormSchema = z.object({ file: z.string().meta({ type: 'string', format: 'binary', description: 'The course archive (.zip) exported by Wellspring' }) });
