// Spanish versions of courses, lessons, help articles, blog posts and static pages, written in the
// studio (docs/rules/content.md, "Content translations"): what the studio sends and reads under
// /v1/admin/courses/{id}/spanish, /v1/admin/lessons/{id}/spanish and
// /v1/admin/content/{help-articles,blog-posts,pages}/{id}/spanish. Browser-safe: the studio's forms
// use these schemas.
import { z } from './zod.ts';
import { text } from './input.ts';

const title = (max: number) =>
  text({ message: 'Write the Spanish title.' })
    .trim()
    .min(1, { message: 'Write the Spanish title.' })
    .max(max, { message: `Keep the title to ${max} characters.` });
const html = (max: number) =>
  text()
    .max(max, { message: `This text is too long: keep it under ${max.toLocaleString('en-US')} characters.` })
    .meta({ description: 'HTML; sanitized when stored, like the English field', example: '<p>Hola</p>' });

export const CourseSpanishInputSchema = z
  .object({
    title: title(160),
    summary: text().trim().max(400, { message: 'Keep the summary to 400 characters.' }).optional().meta({ description: 'Empty or absent: the English summary is shown' }),
    description_html: html(100_000).optional().meta({ description: 'Empty or absent: the English description is shown' }),
  })
  .strict();
export type CourseSpanishInput = z.infer<typeof CourseSpanishInputSchema>;

export const LessonSpanishInputSchema = z
  .object({
    title: title(160),
    body_html: html(100_000).optional().meta({ description: 'Empty or absent: the English reading is shown' }),
  })
  .strict();
export type LessonSpanishInput = z.infer<typeof LessonSpanishInputSchema>;

/** Required HTML with some text in it, `missing` when there is none. */
const requiredHtml = (missing: string, what: string) =>
  text({ message: missing })
    .max(200_000, { message: 'This text is too long (200,000 characters at most).' })
    .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, { message: missing })
    .meta({ description: `HTML; sanitized when stored, like the English ${what}`, example: '<p>Hola</p>' });

export const HelpArticleSpanishInputSchema = z
  .object({
    title: title(200),
    content: requiredHtml('Write the Spanish article.', 'article'),
  })
  .strict();
export type HelpArticleSpanishInput = z.infer<typeof HelpArticleSpanishInputSchema>;

export const BlogPostSpanishInputSchema = z
  .object({
    title: title(200),
    excerpt: text().trim().max(500, { message: 'Keep the excerpt to 500 characters.' }).optional().meta({ description: 'Empty or absent: the English excerpt is shown' }),
    content: requiredHtml('Write the Spanish post.', 'post'),
  })
  .strict();
export type BlogPostSpanishInput = z.infer<typeof BlogPostSpanishInputSchema>;

export const PageSpanishInputSchema = z
  .object({
    title: title(160),
    summary: text().trim().max(500, { message: 'Keep the summary to 500 characters.' }).optional().meta({ description: 'Empty or absent: the English summary is shown' }),
    content: requiredHtml('Write the Spanish page.', 'page'),
  })
  .strict();
export type PageSpanishInput = z.infer<typeof PageSpanishInputSchema>;

const common = { locale: z.literal('es'), updated_at: z.string() };

export const CourseSpanishSchema = z.object({ course_id: z.number().int(), title: z.string(), summary: z.string(), description_html: z.string(), ...common });
export type CourseSpanish = z.infer<typeof CourseSpanishSchema>;
export const LessonSpanishSchema = z.object({ lesson_id: z.number().int(), title: z.string(), body_html: z.string(), ...common });
export type LessonSpanish = z.infer<typeof LessonSpanishSchema>;
export const HelpArticleSpanishSchema = z.object({ article_id: z.number().int(), title: z.string(), content: z.string(), ...common });
export type HelpArticleSpanish = z.infer<typeof HelpArticleSpanishSchema>;
export const BlogPostSpanishSchema = z.object({ post_id: z.number().int(), title: z.string(), excerpt: z.string(), content: z.string(), ...common });
export type BlogPostSpanish = z.infer<typeof BlogPostSpanishSchema>;
export const PageSpanishSchema = z.object({ page_id: z.number().int(), title: z.string(), summary: z.string(), content: z.string(), ...common });
export type PageSpanish = z.infer<typeof PageSpanishSchema>;
