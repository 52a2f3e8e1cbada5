// Requests and responses of the studio's site-content routes under /v1/admin/content
// (docs/rules/studio.md, "Site content"): categories, bundles, static pages, blog posts, help centre
// categories and articles, testimonials. Shared by the routes, the studio's islands and tests.
// HTML fields are sanitized by the server when stored; the limits here only bound what is sent.
import { z } from './zod.ts';
import { boundedArray, blankToUndefined, id as idInput, idString, pageQuery, slugText, text } from './input.ts';
export { slugify } from '../slug.ts';

const id = z.number().int();

/** Reading time of an HTML body at about 200 words a minute, at least one minute. */
export function readingMinutesOf(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 200));
}

const required = (what: string, max: number) =>
  text({ message: `Write ${what}.` })
    .trim()
    .min(1, { message: `Write ${what}.` })
    .max(max, { message: `Keep it to ${max} characters.` });
const optionalText = (max: number) => text().trim().max(max, { message: `Keep it to ${max} characters.` }).optional();
const slug = slugText()
  .meta({ description: 'Lower-case letters, digits and single hyphens; suggested from the name when left out', example: 'about-us' });
const optionalSlug = z.preprocess(blankToUndefined, slug.optional());
/** HTML as written in the editor; the server keeps only what the sanitizer allows. */
const html = (what: string) =>
  text({ message: `Write ${what}.` })
    .max(200_000, { message: 'This text is too long (200,000 characters at most).' })
    .meta({ description: 'HTML; sanitized when stored', example: '<p>Hello</p>' });
const imageUrl = text()
  .trim()
  .max(500, { message: 'Keep the address to 500 characters.' })
  .regex(/^(?:$|\/[^\s]*|https:\/\/[^\s]+)$/, { message: 'Write an address starting with / or https://.' })
  .meta({ description: 'A site path (/images/…) or an https address; empty for none', example: '/images/courses/mind-1.svg' });
const currency = text({ message: 'Write a currency code.' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'Write a three-letter currency code, like USD.' })
  .transform((c) => c.toUpperCase());
const position = z.number().int({ message: 'Write a whole number.' }).min(0, { message: 'At least 0.' }).max(100_000, { message: 'At most 100000.' });

export const ContentListQuerySchema = z.object({
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});

// --- course categories -------------------------------------------------------------------------
export const StudioCategorySchema = z.object({ id, slug: z.string(), name: z.string(), description: z.string(), position: z.number().int() });
export type StudioCategory = z.infer<typeof StudioCategorySchema>;
export const CategoryCreateSchema = z
  .object({ name: required('a name', 120), slug: optionalSlug, description: optionalText(1000), position: position.optional() })
  .strict();
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;
export const CategoryUpdateSchema = CategoryCreateSchema.partial().strict();
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

// --- bundles -------------------------------------------------------------------------------------
export const StudioBundleSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string().describe('Sanitized HTML'),
  image_url: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  published: z.boolean(),
  /** The courses in the bundle, in order. */
  courses: z.array(z.object({ id, title: z.string(), published: z.boolean() })),
  updated_at: z.string(),
});
export type StudioBundle = z.infer<typeof StudioBundleSchema>;
export const BundleCreateSchema = z
  .object({
    title: required('a title', 160),
    slug: optionalSlug,
    summary: optionalText(500),
    description: html('a description').optional(),
    image_url: imageUrl.optional(),
    price_cents: z
      .number({ message: 'Write the price in cents, as a whole number.' })
      .int({ message: 'Write the price in cents, as a whole number.' })
      .min(0, { message: 'The price cannot be negative.' })
      .max(100_000_000, { message: 'That price is too large.' }),
    currency: currency.optional(),
    published: z.boolean().optional(),
    course_ids: boundedArray(idInput(), 50).optional().meta({ description: 'The courses, in the order the bundle shows them' }),
  })
  .strict();
export type BundleCreate = z.infer<typeof BundleCreateSchema>;
export const BundleUpdateSchema = BundleCreateSchema.partial().strict();
export type BundleUpdate = z.infer<typeof BundleUpdateSchema>;

/** In the studio's lists of posts and pages: whether a Spanish version is written (docs/rules/content.md, "Content translations"). */
const hasSpanish = z.boolean().optional().describe('In lists only: whether the item has a Spanish version');

// --- static pages --------------------------------------------------------------------------------
export const StudioPageSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('Sanitized HTML'),
  published: z.boolean(),
  updated_at: z.string(),
  has_spanish: hasSpanish,
});
export type StudioPage = z.infer<typeof StudioPageSchema>;
export const PageCreateSchema = z
  .object({ title: required('a title', 160), slug: optionalSlug, summary: optionalText(500), content: html('the page'), published: z.boolean().optional() })
  .strict();
export type PageCreate = z.infer<typeof PageCreateSchema>;
/** The slug of a page stays: the footer and other pages link to it. */
export const PageUpdateSchema = PageCreateSchema.omit({ slug: true }).partial().strict();
export type PageUpdate = z.infer<typeof PageUpdateSchema>;

// --- blog posts ----------------------------------------------------------------------------------
export const StudioBlogPostSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Sanitized HTML'),
  image_url: z.string(),
  author_name: z.string(),
  reading_minutes: z.number().int(),
  published: z.boolean(),
  published_at: z.string().describe('When the post shows (a later date schedules it)'),
  updated_at: z.string(),
  has_spanish: hasSpanish,
});
export type StudioBlogPost = z.infer<typeof StudioBlogPostSchema>;
export const BlogPostCreateSchema = z
  .object({
    title: required('a title', 200),
    slug: optionalSlug,
    excerpt: optionalText(500),
    content: html('the post'),
    image_url: imageUrl.optional(),
    author_name: z.preprocess(blankToUndefined, optionalText(120)),
    reading_minutes: z
      .number({ message: 'Write whole minutes.' })
      .int({ message: 'Write whole minutes.' })
      .min(1, { message: 'At least 1 minute.' })
      .max(600, { message: 'At most 600 minutes.' })
      .nullable()
      .optional()
      .meta({ description: 'Left out (or null): counted from the words, about 200 a minute' }),
    published: z.boolean().optional(),
    published_at: z.iso.datetime({ offset: true, message: 'Write a date and time, like 2026-12-01T09:00:00Z.' }).optional(),
  })
  .strict();
export type BlogPostCreate = z.infer<typeof BlogPostCreateSchema>;
export const BlogPostUpdateSchema = BlogPostCreateSchema.partial().strict();
export type BlogPostUpdate = z.infer<typeof BlogPostUpdateSchema>;

// --- help centre ---------------------------------------------------------------------------------
export const StudioHelpCategorySchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  article_count: z.number().int(),
});
export type StudioHelpCategory = z.infer<typeof StudioHelpCategorySchema>;
export const HelpCategoryCreateSchema = z
  .object({ name: required('a name', 120), slug: optionalSlug, description: optionalText(1000), position: position.optional() })
  .strict();
export type HelpCategoryCreate = z.infer<typeof HelpCategoryCreateSchema>;
export const HelpCategoryUpdateSchema = HelpCategoryCreateSchema.partial().strict();
export type HelpCategoryUpdate = z.infer<typeof HelpCategoryUpdateSchema>;

export const StudioHelpArticleSchema = z.object({
  id,
  category_id: id,
  title: z.string(),
  content: z.string().describe('Sanitized HTML'),
  position: z.number().int(),
  updated_at: z.string(),
});
export type StudioHelpArticle = z.infer<typeof StudioHelpArticleSchema>;
export const HelpArticleCreateSchema = z
  .object({ category_id: idInput(), title: required('a title', 200), content: html('the article'), position: position.optional() })
  .strict();
export type HelpArticleCreate = z.infer<typeof HelpArticleCreateSchema>;
export const HelpArticleUpdateSchema = HelpArticleCreateSchema.partial().strict();
export type HelpArticleUpdate = z.infer<typeof HelpArticleUpdateSchema>;
export const HelpArticlesQuerySchema = ContentListQuerySchema.extend({
  category: z.preprocess(blankToUndefined, idString().optional()),
});

// --- testimonials --------------------------------------------------------------------------------
export const StudioTestimonialSchema = z.object({
  id,
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  avatar_url: z.string().nullable(),
  rating: z.number().int(),
  position: z.number().int(),
});
export type StudioTestimonial = z.infer<typeof StudioTestimonialSchema>;
export const TestimonialCreateSchema = z
  .object({
    name: required('a name', 120),
    role: optionalText(120),
    quote: required('the quote', 1000),
    avatar_url: z.preprocess(blankToUndefined, imageUrl.nullable().optional()),
    rating: z.number({ message: 'Choose 1 to 5 stars.' }).int({ message: 'Choose 1 to 5 stars.' }).min(1, { message: 'Choose 1 to 5 stars.' }).max(5, { message: 'Choose 1 to 5 stars.' }).optional(),
    position: position.optional(),
  })
  .strict();
export type TestimonialCreate = z.infer<typeof TestimonialCreateSchema>;
export const TestimonialUpdateSchema = TestimonialCreateSchema.partial().strict();
export type TestimonialUpdate = z.infer<typeof TestimonialUpdateSchema>;
