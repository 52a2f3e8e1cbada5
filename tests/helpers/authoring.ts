// Test-only authoring: stores catalogue and content items the way a future editor would, with every
// HTML field sanitized on the way in (the same sanitizer the seed uses), so tests can check that
// pages and the API render stored HTML without scripts or event handlers.
import type { BlogPost, HelpArticle, Page } from '../../src/lib/schemas/content.ts';
import { getBlogPost, getHelpArticle, getPage } from '../../src/server/content/service/index.ts';
import type { Db } from '../../src/server/db/client.ts';
import { blogs, bundleCourses, bundles, courses, helpArticles, pages } from '../../src/server/db/schema/index.ts';
import { sanitizeHtml } from '../../src/server/shared/sanitize-html.ts';

export type CourseInput = Omit<typeof courses.$inferInsert, 'id' | 'searchVector' | 'createdAt' | 'updatedAt'>;

export async function createCourse({ db, input }: { db: Db; input: CourseInput }): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .insert(courses)
    .values({ ...input, status: input.status ?? (input.published === false ? 'unpublished' : 'published'), descriptionHtml: sanitizeHtml(input.descriptionHtml) })
    .returning({ id: courses.id, slug: courses.slug });
  return row!;
}

export type BundleInput = Omit<typeof bundles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { courseIds: number[] };

export async function createBundle({ db, input }: { db: Db; input: BundleInput }): Promise<{ id: number; slug: string }> {
  const { courseIds, ...values } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bundles)
      .values({ ...values, descriptionHtml: sanitizeHtml(values.descriptionHtml) })
      .returning({ id: bundles.id, slug: bundles.slug });
    if (courseIds.length) await tx.insert(bundleCourses).values(courseIds.map((courseId, i) => ({ bundleId: row!.id, courseId, position: i + 1 })));
    return row!;
  });
}

export type BlogInput = { slug: string; title: string; excerpt: string; content: string; imageUrl: string; authorName: string; readingMinutes?: number; publishedAt?: Date };

/** Stores a new post. The HTML is sanitized before it is stored. */
export async function createBlogPost({ db, input }: { db: Db; input: BlogInput }): Promise<BlogPost> {
  const [row] = await db
    .insert(blogs)
    .values({
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      contentHtml: sanitizeHtml(input.content),
      imageUrl: input.imageUrl,
      authorName: input.authorName,
      readingMinutes: input.readingMinutes ?? 5,
      publishedAt: input.publishedAt ?? new Date(),
    })
    .returning({ id: blogs.id });
  return getBlogPost({ db, idOrSlug: String(row!.id) });
}

export type HelpArticleInput = { categoryId: number; title: string; content: string; position?: number };

/** Stores a new article. The HTML is sanitized before it is stored; the trigger indexes it. */
export async function createHelpArticle({ db, input }: { db: Db; input: HelpArticleInput }): Promise<HelpArticle> {
  const [row] = await db
    .insert(helpArticles)
    .values({ categoryId: input.categoryId, title: input.title, contentHtml: sanitizeHtml(input.content), position: input.position ?? 0 })
    .returning({ id: helpArticles.id });
  return getHelpArticle({ db, id: row!.id });
}

export type PageInput = { slug: string; title: string; content: string; summary?: string; published?: boolean };

/** Creates or replaces the page with this slug. The HTML is sanitized before it is stored. */
export async function savePage({ db, input }: { db: Db; input: PageInput }): Promise<Page> {
  const values = { slug: input.slug, title: input.title, contentHtml: sanitizeHtml(input.content), summary: input.summary ?? '', published: input.published ?? true };
  await db.insert(pages).values(values).onConflictDoUpdate({ target: pages.slug, set: { ...values, updatedAt: new Date() } });
  return getPage({ db, slug: input.slug });
}

