// Static pages (about us, privacy policy...): the list, one page by slug, and storing a page with
// its HTML sanitized on the way in. Reads take an optional `locale` (docs/rules/content.md, "Content
// translations"): 'es' joins the pages' Spanish versions in the same statement and says per page
// whether there was one (`translated`); English (none, or 'en') runs the statements it always ran.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page, PageSummary } from '../../../lib/schemas/content.ts';
import { isStorableText } from '../../../lib/schemas/input.ts';
import type { Db } from '../../db/client.ts';
import { pageTranslations as pt, pages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { pageTotal } from '../../shared/page-total.ts';

export type PageReadLocale = 'en' | 'es';
type Translated = { translated?: boolean };

const summaryColumns = { slug: pages.slug, title: pages.title, summary: pages.summary, updatedAt: pages.updatedAt };
const toSummary = (r: { slug: string; title: string; summary: string; updatedAt: Date; translated?: boolean | null }): PageSummary & Translated => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  updated_at: r.updatedAt.toISOString(),
  ...(r.translated != null ? { translated: Boolean(r.translated) } : {}),
});

// In Spanish: the Spanish title, summary and content where written (an empty summary shows the
// English one); the list is in the order of the titles shown.
const es = (locale?: PageReadLocale) => locale === 'es';
const titleIn = (locale?: PageReadLocale) => (es(locale) ? sql<string>`coalesce(${pt.title}, ${pages.title})` : pages.title);
const summaryIn = (locale?: PageReadLocale) =>
  es(locale)
    ? { ...summaryColumns, title: titleIn(locale), summary: sql<string>`coalesce(nullif(${pt.summary}, ''), ${pages.summary})`, translated: sql<boolean>`(${pt.pageId} IS NOT NULL)` }
    : summaryColumns;
const joined = <T extends PgSelect>(query: T, locale?: PageReadLocale): T => (es(locale) ? (query.leftJoin(pt, and(eq(pt.pageId, pages.id), eq(pt.locale, 'es'))) as unknown as T) : query);

export async function listPages({ db, page, perPage, locale }: { db: Db; page: number; perPage: number; locale?: PageReadLocale }): Promise<{ items: Array<PageSummary & Translated>; total: number }> {
  const rows = await joined(db.select({ ...summaryIn(locale), totalCount: sql<number>`count(*) OVER ()` }).from(pages).$dynamic(), locale)
    .where(eq(pages.published, true)).orderBy(asc(titleIn(locale))).limit(perPage).offset((page - 1) * perPage);
  const total = await pageTotal(rows, page, async () => Number((await db.select({ n: count() }).from(pages).where(eq(pages.published, true)))[0]?.n ?? 0));
  return { items: rows.map(toSummary), total };
}

export async function getPage({ db, slug, locale }: { db: Db; slug: string; locale?: PageReadLocale }): Promise<Page & Translated> {
  // Pages pass their URL segment as it came; one no slug can hold is simply not a page.
  if (!isStorableText(slug)) throw notFound('page');
  const content = es(locale) ? sql<string>`coalesce(${pt.contentHtml}, ${pages.contentHtml})` : pages.contentHtml;
  const [row] = await joined(db.select({ ...summaryIn(locale), contentHtml: content }).from(pages).$dynamic(), locale)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  if (!row) throw notFound('page');
  return { ...toSummary(row), content: row.contentHtml };
}

export async function pageSitemapEntries(db: Db): Promise<Array<{ slug: string; updated_at: string }>> {
  const rows = await db.select(summaryColumns).from(pages).where(eq(pages.published, true)).orderBy(asc(pages.slug));
  return rows.map((r) => ({ slug: r.slug, updated_at: r.updatedAt.toISOString() }));
}
