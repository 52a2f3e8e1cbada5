// Editorial content visitors read: static pages, blog, help centre, testimonials; and enquiries.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, tsvector, updatedAt } from './columns.ts';

export const pages = pgTable(
  'pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    summary: text('summary').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_slug_unique').on(t.slug)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    imageUrl: text('image_url').notNull(),
    authorName: text('author_name').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(5),
    published: boolean('published').notNull().default(true),
    publishedAt: timestampTz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blogs_slug_unique').on(t.slug), index('blogs_published_at_idx').on(t.publishedAt)],
);

export const helpCategories = pgTable(
  'help_categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('help_categories_slug_unique').on(t.slug)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    contentHtml: text('content_html').notNull(),
    position: integer('position').notNull().default(0),
    /** Weighted document (title A, content B) kept by a trigger. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('help_articles_category_idx').on(t.categoryId),
    index('help_articles_search_idx').using('gin', t.searchVector),
    // Trigram index for typo tolerance ("did you mean"): docs/rules/search.md.
    index('help_articles_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: id(),
  name: text('name').notNull(),
  role: text('role').notNull().default(''),
  quote: text('quote').notNull(),
  avatarUrl: text('avatar_url'),
  rating: integer('rating').notNull().default(5),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const enquiries = pgTable('enquiries', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** The language of the page it was written from ('en' or 'es'): the studio's reply is framed in it (docs/i18n.md, "E-mails"); null for enquiries kept before 2026-11-29. */
  language: text('language', { enum: ['en', 'es'] }),
  createdAt: createdAt(),
  /** Set when an admin marks it handled or replies from the studio inbox (docs/rules/studio.md). */
  handledAt: timestampTz('handled_at'),
  handledBy: integer('handled_by'),
});
