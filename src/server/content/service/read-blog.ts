// The blog: newest first, one post by id (or slug) with its neighbours, the feed, and storing a
// post with its HTML sanitized. Posts dated in the future are not shown until their date.
import { and, asc, count, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { BlogPost, BlogSummary } from '../../../lib/schemas/content.ts';
import { idOrSlug } from '../../shared/id-or-slug.ts';
import { pageTotal } from '../../shared/page-total.ts';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const summaryColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  excerpt: blogs.excerpt,
  imageUrl: blogs.imageUrl,
  authorName: blogs.authorName,
  readingMinutes: blogs.readingMinutes,
  publishedAt: blogs.publishedAt,
};
type SummaryRow = { id: number; slug: string; title: string; excerpt: string; imageUrl: string; authorName: string; readingMinutes: number; publishedAt: Date };

const toSummary = (r: SummaryRow): BlogSummary => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  image_url: r.imageUrl,
  author_name: r.authorName,
  reading_minutes: r.readingMinutes,
  published_at: r.publishedAt.toISOString(),
});

const visible = () => and(eq(blogs.published, true), lte(blogs.publishedAt, sql`now()`));

export async function listBlogs({ db, page, perPage }: { db: Db; page: number; perPage: number }): Promise<{ items: BlogSummary[]; total: number }> {
  const rows = await db
    .select({ ...summaryColumns, totalCount: sql<number>`count(*) OVER ()` })
    .from(blogs).where(visible()).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(perPage).offset((page - 1) * perPage);
  const total = await pageTotal(rows, page, async () => Number((await db.select({ n: count() }).from(blogs).where(visible()))[0]?.n ?? 0));
  return { items: rows.map(toSummary), total };
}

export async function getBlogPost({ db, idOrSlug: key }: { db: Db; idOrSlug: string }): Promise<BlogPost> {
  const k = idOrSlug(key, 'blog post');
  const [row] = await db
    .select({ ...summaryColumns, contentHtml: blogs.contentHtml, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(and(visible(), 'id' in k ? eq(blogs.id, k.id) : eq(blogs.slug, k.slug)))
    .limit(1);
  if (!row) throw notFound('blog post');
  const at = row.publishedAt;
  const neighbour = { id: blogs.id, title: blogs.title };
  const [[newer], [older]] = await Promise.all([
    db.select(neighbour).from(blogs)
      .where(and(visible(), or(gt(blogs.publishedAt, at), and(eq(blogs.publishedAt, at), gt(blogs.id, row.id)))))
      .orderBy(asc(blogs.publishedAt), asc(blogs.id)).limit(1),
    db.select(neighbour).from(blogs)
      .where(and(visible(), or(lt(blogs.publishedAt, at), and(eq(blogs.publishedAt, at), lt(blogs.id, row.id)))))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(1),
  ]);
  return { ...toSummary(row), content: row.contentHtml, updated_at: row.updatedAt.toISOString(), newer: newer ?? null, older: older ?? null };
}

/** Posts for the RSS feed, with their full HTML. */
export async function feedPosts(db: Db, limit = 20): Promise<Array<BlogSummary & { content: string }>> {
  const rows = await db.select({ ...summaryColumns, contentHtml: blogs.contentHtml }).from(blogs).where(visible()).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(limit);
  return rows.map((r) => ({ ...toSummary(r), content: r.contentHtml }));
}

export async function blogSitemapEntries(db: Db): Promise<Array<{ id: number; updated_at: string }>> {
  const rows = await db.select({ id: blogs.id, updatedAt: blogs.updatedAt }).from(blogs).where(visible()).orderBy(asc(blogs.id));
  return rows.map((r) => ({ id: r.id, updated_at: r.updatedAt.toISOString() }));
}
