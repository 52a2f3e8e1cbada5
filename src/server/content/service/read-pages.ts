// Static pages (about us, privacy policy...): the list, one page by slug, and storing a page with
// its HTML sanitized on the way in.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Page, PageSummary } from '../../../lib/schemas/content.ts';
import { isStorableText } from '../../../lib/schemas/input.ts';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { pageTotal } from '../../shared/page-total.ts';

const summaryColumns = { slug: pages.slug, title: pages.title, summary: pages.summary, updatedAt: pages.updatedAt };
const toSummary = (r: { slug: string; title: string; summary: string; updatedAt: Date }): PageSummary => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  updated_at: r.updatedAt.toISOString(),
});

export async function listPages({ db, page, perPage }: { db: Db; page: number; perPage: number }): Promise<{ items: PageSummary[]; total: number }> {
  const rows = await db
    .select({ ...summaryColumns, totalCount: sql<number>`count(*) OVER ()` })
    .from(pages).where(eq(pages.published, true)).orderBy(asc(pages.title)).limit(perPage).offset((page - 1) * perPage);
  const total = await pageTotal(rows, page, async () => Number((await db.select({ n: count() }).from(pages).where(eq(pages.published, true)))[0]?.n ?? 0));
  return { items: rows.map(toSummary), total };
}

export async function getPage({ db, slug }: { db: Db; slug: string }): Promise<Page> {
  // Pages pass their URL segment as it came; one no slug can hold is simply not a page.
  if (!isStorableText(slug)) throw notFound('page');
  const [row] = await db
    .select({ ...summaryColumns, contentHtml: pages.contentHtml })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  if (!row) throw notFound('page');
  return { ...toSummary(row), content: row.contentHtml };
}

export async function pageSitemapEntries(db: Db): Promise<Array<{ slug: string; updated_at: string }>> {
  const rows = await db.select(summaryColumns).from(pages).where(eq(pages.published, true)).orderBy(asc(pages.slug));
  return rows.map((r) => ({ slug: r.slug, updated_at: r.updatedAt.toISOString() }));
}
