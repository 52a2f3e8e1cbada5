// Editorial content as the API shows it: static pages, blog posts, the help centre, testimonials,
// the home page bundle and the contact enquiry. Shared by the routes, the typed client and tests.
// HTML fields (`content`) are sanitized when stored, so clients may render them as HTML.
import { z } from './zod.ts';
import { blankToUndefined, idString, pageQuery, text } from './input.ts';
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

const enquiryText = (field: string, min: number, max: number) =>
  text({ message: `Please enter your ${field}.` })
    .trim()
    .min(min, min <= 1 ? `Please enter your ${field}.` : `The ${field} must be at least ${min} characters.`)
    .max(max, `The ${field} can be at most ${max} characters.`);

export const EnquiryRequestSchema = z.object({
  name: enquiryText('name', 1, ENQUIRY_LIMITS.name),
  email: text({ message: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(ENQUIRY_LIMITS.email, 'The e-mail address is too long.')
    .pipe(z.email({ message: 'Please enter a valid e-mail address, like name@example.com.' })),
  phone: z.preprocess(
    blankToUndefined,
    text()
      .trim()
      .max(ENQUIRY_LIMITS.phone, `The phone number can be at most ${ENQUIRY_LIMITS.phone} characters.`)
      .regex(/^[+()\d\s.-]{5,}$/, 'Please enter a phone number with digits, spaces, +, - or brackets only, or leave it empty.')
      .optional(),
  ),
  subject: enquiryText('subject', 3, ENQUIRY_LIMITS.subject),
  message: enquiryText('message', 10, ENQUIRY_LIMITS.message),
  /** reCAPTCHA token; required only when the bot check is configured. */
  recaptcha_token: text().max(4000).optional(),
});
export type EnquiryRequest = z.infer<typeof EnquiryRequestSchema>;

export const EnquiryReceiptSchema = z.object({ id: z.number().int(), received_at: z.string(), message: z.string() });
export type EnquiryReceipt = z.infer<typeof EnquiryReceiptSchema>;
