// The catalogue as the API shows it: categories, course cards and course detail, bundles, and the
// query of GET /v1/courses. Shared by the routes, the typed client and the tests. Written out field
// by field so internal columns (search vectors, publication flags) never reach a response.
import { z } from './zod.ts';
import { blankToUndefined, idString, pageQuery, text } from './input.ts';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const LESSON_KINDS = ['detail', 'checklist', 'quiz', 'survey', 'task'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Duration filter buckets, in minutes (`max` inclusive, null for open-ended). */
export const DURATION_BUCKETS = {
  short: { label: 'Under 1 hour', min: 0, max: 59 },
  medium: { label: '1 to 3 hours', min: 60, max: 180 },
  long: { label: 'Over 3 hours', min: 181, max: null },
} as const;
export type DurationBucket = keyof typeof DURATION_BUCKETS;
export const DURATION_VALUES = Object.keys(DURATION_BUCKETS) as [DurationBucket, ...DurationBucket[]];

export const COURSE_SORTS = {
  relevance: 'Best match',
  newest: 'Newest',
  title: 'Title A to Z',
  price_low: 'Price: low to high',
  price_high: 'Price: high to low',
} as const;
export type CourseSort = keyof typeof COURSE_SORTS;
export const COURSE_SORT_VALUES = Object.keys(COURSE_SORTS) as [CourseSort, ...CourseSort[]];

export const PRICE_FILTERS = { free: 'Free', paid: 'Paid' } as const;
export type PriceFilter = keyof typeof PRICE_FILTERS;

export const SEARCH_TERM_MAX = 200;

/** A query parameter sent empty (`?category=` from a form's "All" option) counts as not sent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const CourseListQuerySchema = z.object({
  term: optional(text().trim().max(SEARCH_TERM_MAX, `The search term can be at most ${SEARCH_TERM_MAX} characters.`)),
  category: optional(idString()),
  level: optional(z.enum(COURSE_LEVELS, { message: `The level must be one of ${COURSE_LEVELS.join(', ')}.` })),
  duration: optional(z.enum(DURATION_VALUES, { message: `The duration must be one of ${DURATION_VALUES.join(', ')}.` })),
  price: optional(z.enum(['free', 'paid'], { message: 'The price must be free or paid.' })),
  sort: optional(z.enum(COURSE_SORT_VALUES, { message: `The sort must be one of ${COURSE_SORT_VALUES.join(', ')}.` })),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 12),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

export const CategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Category = z.infer<typeof CategorySchema>;

const PriceFields = {
  price_cents: z.number().int().describe('Price in the smallest unit of the currency'),
  currency: z.string().describe('ISO 4217 code'),
  is_free: z.boolean(),
  price_label: z.string().describe('Formatted price, or "Free"'),
};

export const CourseCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  level: z.enum(COURSE_LEVELS),
  duration_minutes: z.number().int(),
  ...PriceFields,
  is_featured: z.boolean(),
  category: CategorySchema,
  published_at: z.string(),
  /** Only in search results: title and summary as HTML-escaped text with the matched words in <mark>. */
  highlight: z
    .object({ title: z.string(), summary: z.string() })
    .nullable()
    .describe('Search results only: HTML-escaped title and summary with matched words wrapped in <mark>'),
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

export const LessonOutlineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_minutes: z.number().int(),
  is_preview: z.boolean(),
  opens_after_days: z.number().int().nullable().describe('Drip: the lesson opens this many days after the member enrols (the later of its own and its section’s rule); null when no such rule (docs/rules/learning-progress.md, "Drip")'),
  opens_on_date: z.string().nullable().describe('Drip: the lesson opens on this day (YYYY-MM-DD, midnight in the member’s time zone); null when no such rule'),
});
export type LessonOutline = z.infer<typeof LessonOutlineSchema>;

export const CourseSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lesson_ids: z.array(z.number().int()).describe('The section’s lessons, in the order of `lessons`'),
});
export type CourseSection = z.infer<typeof CourseSectionSchema>;

export const LessonKindSummarySchema = z.object({ kind: z.enum(LESSON_KINDS), count: z.number().int(), duration_minutes: z.number().int() });

export const BundleRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const CourseDetailSchema = CourseCardSchema.omit({ highlight: true }).extend({
  description: z.string().describe('Sanitized HTML'),
  outcomes: z.array(z.string()).describe('What you will learn'),
  instructor_name: z.string(),
  lesson_count: z.number().int(),
  lessons: z.array(LessonOutlineSchema),
  sections: z.array(CourseSectionSchema).describe('The course’s sections in order, each naming its lessons; sections without lessons are left out (docs/rules/studio.md, "Sections")'),
  lesson_kinds: z.array(LessonKindSummarySchema).describe('Curriculum by lesson kind, in the order of LESSON_KINDS'),
  bundles: z.array(BundleRefSchema).describe('Bundles that include this course'),
  related: z.array(CourseCardSchema).describe('Other courses of the same category'),
  updated_at: z.string(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const FilterOptionSchema = z.object({ value: z.string(), label: z.string() });
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const CourseFiltersSchema = z.object({
  categories: z.array(CategorySchema),
  levels: z.array(FilterOptionSchema),
  durations: z.array(FilterOptionSchema.extend({ min_minutes: z.number().int(), max_minutes: z.number().int().nullable() })),
  prices: z.array(FilterOptionSchema),
  sorts: z.array(FilterOptionSchema),
});
export type CourseFilters = z.infer<typeof CourseFiltersSchema>;

export const BundleCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  ...PriceFields,
  course_count: z.number().int(),
  courses_total_cents: z.number().int().describe('What the courses cost bought one by one'),
  saving_cents: z.number().int().describe('courses_total_cents minus the bundle price, never below 0'),
  saving_label: z.string().nullable().describe('Formatted saving, or null when there is none'),
});
export type BundleCard = z.infer<typeof BundleCardSchema>;

export const BundleDetailSchema = BundleCardSchema.extend({
  description: z.string().describe('Sanitized HTML'),
  courses: z.array(CourseCardSchema),
  duration_minutes: z.number().int().describe('All courses together'),
});
export type BundleDetail = z.infer<typeof BundleDetailSchema>;

export const BundleCourseSchema = z.object({
  bundle: BundleCardSchema,
  course: CourseDetailSchema,
  position: z.number().int().describe('1-based place of the course in the bundle'),
  previous: BundleRefSchema.nullable().describe('The course before this one in the bundle'),
  next: BundleRefSchema.nullable().describe('The course after this one in the bundle'),
});
export type BundleCourse = z.infer<typeof BundleCourseSchema>;

export const LEVEL_LABELS: Record<CourseLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const LESSON_KIND_LABELS: Record<LessonKind, string> = { detail: 'Reading', checklist: 'Checklist', quiz: 'Quiz', survey: 'Survey', task: 'Task' };
