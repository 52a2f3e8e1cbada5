// The demo's Spanish versions (docs/rules/content.md, "Content translations"): written like the
// studio writes them, HTML sanitized by the one sanitizer, for the courses and help articles of
// data/spanish.ts, and for the blog posts and pages of data/spanish-site.ts. A course, article, post
// or page it names that the demo does not have is an error.
import type { Db } from '../db/client.ts';
import { blogPostTranslations, courseTranslations, helpArticleTranslations, lessonTranslations, pageTranslations } from '../db/schema/index.ts';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import { SPANISH_COURSES, SPANISH_HELP } from './data/spanish.ts';
import { SPANISH_PAGES, SPANISH_POSTS } from './data/spanish-site.ts';

export async function seedDemoSpanish(
  db: Db,
  { courseId, lessonIds, articleId }: { courseId: (slug: string) => number | undefined; lessonIds: (slug: string) => number[]; articleId: (title: string) => number | undefined },
): Promise<{ courses: number; lessons: number; articles: number }> {
  const courseRows: Array<typeof courseTranslations.$inferInsert> = [];
  const lessonRows: Array<typeof lessonTranslations.$inferInsert> = [];
  for (const [slug, es] of Object.entries(SPANISH_COURSES)) {
    const id = courseId(slug);
    if (id === undefined) throw new Error(`Spanish demo content names an unknown course: ${slug}`);
    courseRows.push({ courseId: id, locale: 'es', title: es.title, summary: es.summary, descriptionHtml: sanitizeHtml(es.descriptionHtml) });
    const ids = lessonIds(slug);
    if (ids.length !== es.lessons.length) throw new Error(`Spanish demo content of ${slug}: ${es.lessons.length} lessons for ${ids.length}`);
    es.lessons.forEach((l, i) => lessonRows.push({ lessonId: ids[i]!, locale: 'es', title: l.title, bodyHtml: sanitizeHtml(l.bodyHtml) }));
  }
  const articleRows = Object.entries(SPANISH_HELP).map(([title, es]) => {
    const id = articleId(title);
    if (id === undefined) throw new Error(`Spanish demo content names an unknown help article: ${title}`);
    return { articleId: id, locale: 'es' as const, title: es.title, contentHtml: sanitizeHtml(es.contentHtml) };
  });
  if (courseRows.length) await db.insert(courseTranslations).values(courseRows);
  if (lessonRows.length) await db.insert(lessonTranslations).values(lessonRows);
  if (articleRows.length) await db.insert(helpArticleTranslations).values(articleRows);
  return { courses: courseRows.length, lessons: lessonRows.length, articles: articleRows.length };
}

/** The Spanish blog posts and pages, by the English slugs' ids. */
export async function seedDemoSpanishSite(
  db: Db,
  { postId, pageId }: { postId: (slug: string) => number | undefined; pageId: (slug: string) => number | undefined },
): Promise<{ posts: number; pages: number }> {
  const idOf = (find: (slug: string) => number | undefined, slug: string, what: string) => {
    const id = find(slug);
    if (id === undefined) throw new Error(`Spanish demo content names an unknown ${what}: ${slug}`);
    return id;
  };
  const postRows = Object.entries(SPANISH_POSTS).map(([slug, es]) => ({
    postId: idOf(postId, slug, 'blog post'), locale: 'es' as const, title: es.title, excerpt: es.excerpt, contentHtml: sanitizeHtml(es.contentHtml),
  }));
  const pageRows = Object.entries(SPANISH_PAGES).map(([slug, es]) => ({
    pageId: idOf(pageId, slug, 'page'), locale: 'es' as const, title: es.title, summary: es.summary, contentHtml: sanitizeHtml(es.contentHtml),
  }));
  if (postRows.length) await db.insert(blogPostTranslations).values(postRows);
  if (pageRows.length) await db.insert(pageTranslations).values(pageRows);
  return { posts: postRows.length, pages: pageRows.length };
}
