// The blog: newest first, one post by id (or slug) with its neighbours, the feed, and storing a
// post with its HTML sanitized. Posts dated in the future are not shown until their date.
// Every read takes an optional `locale` (docs/rules/content.md, "Content translations"): 'es' joins
// the posts' Spanish versions in the same statement and says per post whether there was one
// (`translated`); English (none, or 'en') runs the statements it always ran.
import { and, asc, count, desc, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { BlogPost, BlogSummary } from '../../../lib/schemas/content.ts';
import { idOrSlug } from '../../shared/id-or-slug.ts';
import { pageTotal } from '../../shared/page-total.ts';
import type { Db } from '../../db/client.ts';
import { blogPostTranslations as bpt, blogs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export type BlogReadLocale = 'en' | 'es';
type Translated = { translated?: boolean };

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
type SummaryRow = { id: number; slug: string; title: string; excerpt: string; imageUrl: string; authorName: string; readingMinutes: number; publishedAt: Date; translated?: boolean | null };

const toSummary = (r: SummaryRow): BlogSummary & Translated => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  image_url: r.imageUrl,
  author_name: r.authorName,
  reading_minutes: r.readingMinutes,
  published_at: r.publishedAt.toISOString(),
  ...(r.translated != null ? { translated: Boolean(r.translated) } : {}),
});

// In Spanish: the Spanish title, excerpt and content where written (an empty excerpt shows the
// English one), and whether the post has a Spanish version.
const spanishJoin = and(eq(bpt.postId, blogs.id), eq(bpt.locale, 'es'));
const es = (locale?: BlogReadLocale) => locale === 'es';
const titleIn = (locale?: BlogReadLocale) => (es(locale) ? sql<string>`coalesce(${bpt.title}, ${blogs.title})` : blogs.title);
const summaryIn = (locale?: BlogReadLocale) =>
  es(locale)
    ? { ...summaryColumns, title: titleIn(locale), excerpt: sql<string>`coalesce(nullif(${bpt.excerpt}, ''), ${blogs.excerpt})`, translated: sql<boolean>`(${bpt.postId} IS NOT NULL)` }
    : summaryColumns;
const contentIn = (locale?: BlogReadLocale): SQL<string> | typeof blogs.contentHtml => (es(locale) ? sql<string>`coalesce(${bpt.contentHtml}, ${blogs.contentHtml})` : blogs.contentHtml);
/** The query joined to the Spanish versions when reading Spanish; unchanged otherwise. */
const joined = <T extends PgSelect>(query: T, locale?: BlogReadLocale): T => (es(locale) ? (query.leftJoin(bpt, spanishJoin) as unknown as T) : query);

const visible = () => and(eq(blogs.published, true), lte(blogs.publishedAt, sql`now()`));

export async function listBlogs({ db, page, perPage, locale }: { db: Db; page: number; perPage: number; locale?: BlogReadLocale }): Promise<{ items: Array<BlogSummary & Translated>; total: number }> {
  const rows = await joined(db.select({ ...summaryIn(locale), totalCount: sql<number>`count(*) OVER ()` }).from(blogs).$dynamic(), locale)
    .where(visible()).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(perPage).offset((page - 1) * perPage);
  const total = await pageTotal(rows, page, async () => Number((await db.select({ n: count() }).from(blogs).where(visible()))[0]?.n ?? 0));
  return { items: rows.map(toSummary), total };
}

export async function getBlogPost({ db, idOrSlug: key, locale }: { db: Db; idOrSlug: string; locale?: BlogReadLocale }): Promise<BlogPost & Translated> {
  const k = idOrSlug(key, 'blog post');
  const [row] = await joined(db.select({ ...summaryIn(locale), contentHtml: contentIn(locale), updatedAt: blogs.updatedAt }).from(blogs).$dynamic(), locale)
    .where(and(visible(), 'id' in k ? eq(blogs.id, k.id) : eq(blogs.slug, k.slug)))
    .limit(1);
  if (!row) throw notFound('blog post');
  const at = row.publishedAt;
  const neighbour = { id: blogs.id, title: titleIn(locale) };
  const [[newer], [older]] = await Promise.all([
    joined(db.select(neighbour).from(blogs).$dynamic(), locale)
      .where(and(visible(), or(gt(blogs.publishedAt, at), and(eq(blogs.publishedAt, at), gt(blogs.id, row.id)))))
      .orderBy(asc(blogs.publishedAt), asc(blogs.id)).limit(1),
    joined(db.select(neighbour).from(blogs).$dynamic(), locale)
      .where(and(visible(), or(lt(blogs.publishedAt, at), and(eq(blogs.publishedAt, at), lt(blogs.id, row.id)))))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(1),
  ]);
  return { ...toSummary(row), content: row.contentHtml, updated_at: row.updatedAt.toISOString(), newer: newer ?? null, older: older ?? null };
}

/** Posts for the RSS feed, with their full HTML; `locale` 'es' for the Spanish feed. */
export async function feedPosts(db: Db, limit = 20, locale?: BlogReadLocale): Promise<Array<BlogSummary & Translated & { content: string }>> {
  const rows = await joined(db.select({ ...summaryIn(locale), contentHtml: contentIn(locale) }).from(blogs).$dynamic(), locale)
    .where(visible()).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(limit);
  return rows.map((r) => ({ ...toSummary(r), content: r.contentHtml }));
}

export async function blogSitemapEntries(db: Db): Promise<Array<{ id: number; updated_at: string }>> {
  const rows = await db.select({ id: blogs.id, updatedAt: blogs.updatedAt }).from(blogs).where(visible()).orderBy(asc(blogs.id));
  return rows.map((r) => ({ id: r.id, updated_at: r.updatedAt.toISOString() }));
}
