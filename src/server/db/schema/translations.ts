// Spanish versions of content written in the studio (docs/rules/content.md, "Content translations"):
// one table per kind of content, a row per item and locale ('es' today), holding the translated
// fields. A missing row (or an empty optional field) means the English is shown. Stored HTML is
// sanitized like the English field. Search documents are generated columns in PostgreSQL's
// 'spanish' text search configuration, GIN-indexed, beside the English ones on the items themselves.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { blogs, helpArticles, pages } from './content.ts';
import { courses, lessons } from './catalogue.ts';
import { tsvector, updatedAt } from './columns.ts';

/** The languages content may be translated into (English is the items' own text). */
export const CONTENT_LOCALES = ['es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

const localeColumn = () => text('locale', { enum: CONTENT_LOCALES }).notNull();
const stripTags = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]+>', ' ', 'g')`;

export const courseTranslations = pgTable(
  'course_translations',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: text('title').notNull(),
    /** Empty: the English summary is shown. */
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML; empty: the English description is shown. */
    descriptionHtml: text('description_html').notNull().default(''),
    /** Title A, summary B, description C, like the English document (without category and transcripts). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('spanish'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('spanish'::regconfig, ${stripTags('description_html')}), 'C')`,
      ),
    ),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.locale], name: 'course_translations_pk' }),
    index('course_translations_search_idx').using('gin', t.searchVector),
    check('course_translations_locale_check', sql`${t.locale} in ('es')`),
  ],
);

export const lessonTranslations = pgTable(
  'lesson_translations',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: text('title').notNull(),
    /** Sanitized HTML; empty: the English reading is shown. */
    bodyHtml: text('body_html').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.locale], name: 'lesson_translations_pk' }), check('lesson_translations_locale_check', sql`${t.locale} in ('es')`)],
);

export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    /** Title A, content B, like the English document. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(`setweight(to_tsvector('spanish'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('spanish'::regconfig, ${stripTags('content_html')}), 'B')`),
    ),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale], name: 'help_article_translations_pk' }),
    index('help_article_translations_search_idx').using('gin', t.searchVector),
    check('help_article_translations_locale_check', sql`${t.locale} in ('es')`),
  ],
);

// Blog posts and static pages (migration 0042): no search documents, since neither is searched.

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: text('title').notNull(),
    /** Empty: the English excerpt is shown. */
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale], name: 'blog_post_translations_pk' }), check('blog_post_translations_locale_check', sql`${t.locale} in ('es')`)],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: text('title').notNull(),
    /** Empty: the English summary is shown. */
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale], name: 'page_translations_pk' }), check('page_translations_locale_check', sql`${t.locale} in ('es')`)],
);
