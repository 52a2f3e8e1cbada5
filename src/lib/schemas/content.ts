// Editorial content as the API shows it: static pages, blog posts, the help centre, testimonials,
// the home page bundle and the contact enquiry. Shared by the routes, the typed client and tests.
// HTML fields (`content`) are sanitized when stored, so clients may render them as HTML.
import { z } from './zod.ts';
import { blankToUndefined, idString, pageQuery, say, text } from './input.ts';
import { m } from '../../paraglide/messages.js';
import { BundleCardSchema, CategorySchema, CourseCardSchema } from './catalogue.ts';

const translated = z.boolean().optional().describe('Asked with lang=es only: whether the item has a Spanish version (false: its English text is shown)');

export const PageSummarySchema = z.object({ slug: z.string(), title: z.string(), summary: z.string(), updated_at: z.string(), translated });
export type PageSummary = z.infer<typeof PageSummarySchema>;

export const PageSchema = PageSummarySchema.extend({ content: z.string().describe('Sanitized HTML') });
export type Page = z.infer<typeof PageSchema>;

export const BlogSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image_url: z.string(),
  author_name: z.string(),
  reading_minutes: z.number().int(),
  published_at: z.string(),
  translated,
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const BlogPostSchema = BlogSummarySchema.extend({
  content: z.string().describe('Sanitized HTML'),
  updated_at: z.string(),
  newer: BlogSummarySchema.pick({ id: true, title: true }).nullable(),
  older: BlogSummarySchema.pick({ id: true, title: true }).nullable(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const HelpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  article_count: z.number().int(),
});
export type HelpCategory = z.infer<typeof HelpCategorySchema>;

export const HelpArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: HelpCategorySchema.pick({ id: true, slug: true, name: true }),
  /** Only in search results: an HTML-escaped passage with the matched words in <mark>. */
  snippet: z.string().nullable().describe('Search results only: HTML-escaped passage with matched words wrapped in <mark>'),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummarySchema>;

export const HelpArticleSchema = HelpArticleSummarySchema.omit({ snippet: true }).extend({
  content: z.string().describe('Sanitized HTML'),
  updated_at: z.string(),
  related: z.array(HelpArticleSummarySchema.omit({ snippet: true })).describe('Other articles of the same category'),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;


export const HelpListQuerySchema = z.object({
  term: z.preprocess(blankToUndefined, text().trim().max(200, 'The search term can be at most 200 characters.').optional()),
  category: z.preprocess(blankToUndefined, idString().optional()),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});
export type HelpListQuery = z.infer<typeof HelpListQuerySchema>;

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  avatar_url: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const AppLinksSchema = z.object({ ios: z.string(), android: z.string() });

export const HomeSchema = z.object({
  categories: z.array(CategorySchema),
  featured_courses: z.array(CourseCardSchema),
  newest_courses: z.array(CourseCardSchema),
  bundles: z.array(BundleCardSchema),
  testimonials: z.array(TestimonialSchema),
  latest_posts: z.array(BlogSummarySchema),
  app_links: AppLinksSchema.describe('Store links (placeholders until the apps are published)'),
});
export type Home = z.infer<typeof HomeSchema>;

export const ENQUIRY_LIMITS = { name: 120, email: 254, phone: 40, subject: 160, message: 5000 } as const;

/** What the form says about a field, in the request's or page's language (docs/i18n.md, "API refusals"). */
type EnquiryWords = { enter: () => string; tooShort?: (inputs: { min: number }) => string; tooLong: (inputs: { max: number }) => string };

const enquiryText = (words: EnquiryWords, min: number, max: number) =>
  text(say(words.enter))
    .trim()
    .min(min, say(() => (min <= 1 || !words.tooShort ? words.enter() : words.tooShort({ min }))))
    .max(max, say(() => words.tooLong({ max })));

export const EnquiryRequestSchema = z.object({
  name: enquiryText({ enter: m.errors_enter_name, tooLong: m.errors_enquiry_name_too_long }, 1, ENQUIRY_LIMITS.name),
  email: text(say(m.errors_enter_email))
    .trim()
    .min(1, say(m.errors_enter_email))
    .max(ENQUIRY_LIMITS.email, say(m.errors_email_too_long))
    .pipe(z.email(say(m.errors_email_invalid))),
  phone: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .max(ENQUIRY_LIMITS.phone, say(() => m.errors_phone_too_long({ max: ENQUIRY_LIMITS.phone })))
      .regex(/^[+()\d\s.-]{5,}$/, say(m.errors_phone_characters))
      .optional(),
  ),
  subject: enquiryText({ enter: m.errors_enter_subject, tooShort: m.errors_subject_too_short, tooLong: m.errors_subject_too_long }, 3, ENQUIRY_LIMITS.subject),
  message: enquiryText({ enter: m.errors_enter_message, tooShort: m.errors_message_too_short, tooLong: m.errors_message_too_long }, 10, ENQUIRY_LIMITS.message),
  /** reCAPTCHA token; required only when the bot check is configured. */
  recaptcha_token: text().max(4000).optional(),
});
export type EnquiryRequest = z.infer<typeof EnquiryRequestSchema>;

export const EnquiryReceiptSchema = z.object({ id: z.number().int(), received_at: z.string(), message: z.string() });
export type EnquiryReceipt = z.infer<typeof EnquiryReceiptSchema>;
