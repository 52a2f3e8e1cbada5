// Static pages (about us, privacy policy...): the list, one page by slug, and storing a page with
// its HTML sanitized on the way in.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Page, PageSummary } from '../../../lib/schemas/content.ts';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const summaryColumns = { slug: pages.slug, title: pages.title, summary: pages.summary, updatedAt: pages.updatedAt };
const toSummary = (r: { slug: string; title: string; summary: string; updatedAt: Date }): PageSummary => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  updated_at: r.updatedAt.toISOString(),
});

export async function listPages({ db, page, perPage }: { db: Db; page: number; perPage: number }): Promise<{ items: PageSummary[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(pages).where(eq(pages.published, true)).orderBy(asc(pages.title)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(pages).where(eq(pages.published, true)),
  ]);
  return { items: rows.map(toSummary), total: Number(total?.n ?? 0) };
}

export async function getPage({ db, slug }: { db: Db; slug: string }): Promise<Page> {
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
