// Spanish versions of blog posts and static pages in the studio (docs/rules/content.md, "Content
// translations"): read, save (one upsert) and delete, by administrators only, like the English post
// or page (403 otherwise; an unknown one is a 404). HTML is sanitized exactly as the English content
// is (one sanitizer). Every change is audited in the same transaction and empties the response cache,
// as the English editors' changes do.
import { and, eq } from 'drizzle-orm';
import type { BlogPostSpanish, BlogPostSpanishInput, PageSpanish, PageSpanishInput } from '../../../lib/schemas/content-translations.ts';
import type { Db } from '../../db/client.ts';
import { blogPostTranslations, blogs, pages, pageTranslations } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction } from './content-common.ts';

type Ctx = { db: Db; actor: Actor };
const LOCALE = 'es' as const;

type PostRow = typeof blogPostTranslations.$inferSelect;
type PageRow = typeof pageTranslations.$inferSelect;

const toPost = (r: PostRow): BlogPostSpanish => ({ post_id: r.postId, locale: LOCALE, title: r.title, excerpt: r.excerpt, content: r.contentHtml, updated_at: r.updatedAt.toISOString() });
const toPage = (r: PageRow): PageSpanish => ({ page_id: r.pageId, locale: LOCALE, title: r.title, summary: r.summary, content: r.contentHtml, updated_at: r.updatedAt.toISOString() });

// ---------------------------------------------------------------- blog posts

async function requirePost(db: Db, id: number): Promise<void> {
  const [found] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!found) throw notFound('blog post');
}

const postRow = async (db: Db, id: number) =>
  (await db.select().from(blogPostTranslations).where(and(eq(blogPostTranslations.postId, id), eq(blogPostTranslations.locale, LOCALE))).limit(1))[0] ?? null;

/** The post's Spanish version, or null when none is written yet. */
export async function getBlogPostSpanish({ db, actor, id }: Ctx & { id: number }): Promise<BlogPostSpanish | null> {
  requireAdmin(actor);
  await requirePost(db, id);
  const row = await postRow(db, id);
  return row ? toPost(row) : null;
}

export async function saveBlogPostSpanish({ db, actor, id, input }: Ctx & { id: number; input: BlogPostSpanishInput }): Promise<BlogPostSpanish> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requirePost(tx, id);
    const before = await postRow(tx, id);
    const values = { title: input.title, excerpt: input.excerpt ?? '', contentHtml: sanitizeHtml(input.content), updatedAt: new Date() };
    const [row] = await tx
      .insert(blogPostTranslations)
      .values({ postId: id, locale: LOCALE, ...values })
      .onConflictDoUpdate({ target: [blogPostTranslations.postId, blogPostTranslations.locale], set: values })
      .returning();
    const after = toPost(row!);
    await recordAudit(tx, actor, { action: 'blog_post.spanish.save', subject: { type: 'blog_post', id }, before: before ? toPost(before) : null, after });
    await announceContentChange(tx);
    return after;
  });
}

/** Removes the Spanish version (the English shows again); the version as it was, or null when there was none. */
export async function deleteBlogPostSpanish({ db, actor, id }: Ctx & { id: number }): Promise<BlogPostSpanish | null> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requirePost(tx, id);
    const [row] = await tx.delete(blogPostTranslations).where(and(eq(blogPostTranslations.postId, id), eq(blogPostTranslations.locale, LOCALE))).returning();
    if (!row) return null;
    const before = toPost(row);
    await recordAudit(tx, actor, { action: 'blog_post.spanish.delete', subject: { type: 'blog_post', id }, before, after: null });
    await announceContentChange(tx);
    return before;
  });
}

// ---------------------------------------------------------------- static pages

async function requirePage(db: Db, id: number): Promise<void> {
  const [found] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).limit(1);
  if (!found) throw notFound('page');
}

const pageRow = async (db: Db, id: number) =>
  (await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.locale, LOCALE))).limit(1))[0] ?? null;

/** The page's Spanish version, or null when none is written yet. */
export async function getPageSpanish({ db, actor, id }: Ctx & { id: number }): Promise<PageSpanish | null> {
  requireAdmin(actor);
  await requirePage(db, id);
  const row = await pageRow(db, id);
  return row ? toPage(row) : null;
}

export async function savePageSpanish({ db, actor, id, input }: Ctx & { id: number; input: PageSpanishInput }): Promise<PageSpanish> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requirePage(tx, id);
    const before = await pageRow(tx, id);
    const values = { title: input.title, summary: input.summary ?? '', contentHtml: sanitizeHtml(input.content), updatedAt: new Date() };
    const [row] = await tx
      .insert(pageTranslations)
      .values({ pageId: id, locale: LOCALE, ...values })
      .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.locale], set: values })
      .returning();
    const after = toPage(row!);
    await recordAudit(tx, actor, { action: 'page.spanish.save', subject: { type: 'page', id }, before: before ? toPage(before) : null, after });
    await announceContentChange(tx);
    return after;
  });
}

/** Removes the Spanish version (the English shows again); the version as it was, or null when there was none. */
export async function deletePageSpanish({ db, actor, id }: Ctx & { id: number }): Promise<PageSpanish | null> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    await requirePage(tx, id);
    const [row] = await tx.delete(pageTranslations).where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.locale, LOCALE))).returning();
    if (!row) return null;
    const before = toPage(row);
    await recordAudit(tx, actor, { action: 'page.spanish.delete', subject: { type: 'page', id }, before, after: null });
    await announceContentChange(tx);
    return before;
  });
}
