// The help centre: categories with their article counts, articles by category or by full-text
// search (websearch_to_tsquery over the trigger-kept help_articles.search_vector, ranked with
// ts_rank_cd, a highlighted passage from ts_headline for the page of results only), one article,
// and storing an article with its HTML sanitized.
import { sql, type SQL } from 'drizzle-orm';
import type { HelpArticle, HelpArticleSummary, HelpCategory, HelpListQuery } from '../../../lib/schemas/content.ts';
import { isoDate } from '../../shared/dates.ts';
import { highlightHtml, SNIPPET_OPTIONS } from '../../shared/search-highlight.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';

type CategoryRow = { id: number; slug: string; name: string; description: string; article_count: number };
const toCategory = (r: CategoryRow): HelpCategory => ({ ...r, id: Number(r.id), article_count: Number(r.article_count) });

export async function listHelpCategories({ db }: { db: Db }): Promise<HelpCategory[]> {
  const rows = await db.execute(sql`SELECT hc.id, hc.slug, hc.name, hc.description, count(ha.id)::int AS article_count
    FROM help_categories hc LEFT JOIN help_articles ha ON ha.category_id = hc.id
    GROUP BY hc.id ORDER BY hc.position, hc.name`);
  return rowsOf<CategoryRow>(rows).map(toCategory);
}

export async function getHelpCategory({ db, id }: { db: Db; id: number }): Promise<HelpCategory> {
  const rows = await db.execute(sql`SELECT hc.id, hc.slug, hc.name, hc.description, count(ha.id)::int AS article_count
    FROM help_categories hc LEFT JOIN help_articles ha ON ha.category_id = hc.id
    WHERE hc.id = ${id} GROUP BY hc.id`);
  const [row] = rowsOf<CategoryRow>(rows);
  if (!row) throw notFound('help category');
  return toCategory(row);
}

type ArticleRow = { id: number; title: string; category_id: number; category_slug: string; category_name: string; snippet?: string | null };
const toSummary = (r: ArticleRow): HelpArticleSummary => ({
  id: Number(r.id),
  title: r.title,
  category: { id: Number(r.category_id), slug: r.category_slug, name: r.category_name },
  snippet: r.snippet != null ? highlightHtml(r.snippet) : null,
});

const ARTICLE_COLUMNS = sql.raw('ha.id, ha.title, hc.id AS category_id, hc.slug AS category_slug, hc.name AS category_name');
const ARTICLE_FROM = sql.raw('help_articles ha JOIN help_categories hc ON hc.id = ha.category_id');

export async function listHelpArticles({ db, query }: { db: Db; query: HelpListQuery }): Promise<{ items: HelpArticleSummary[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (query.category !== undefined) where.push(sql`ha.category_id = ${query.category}`);
  const offset = (query.page - 1) * query.per_page;
  const term = query.term?.trim();
  if (!term) {
    const w = sql.join(where, sql` AND `);
    const [rows, count] = await Promise.all([
      db.execute(sql`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM} WHERE ${w} ORDER BY hc.position, ha.position, ha.id LIMIT ${query.per_page} OFFSET ${offset}`),
      db.execute(sql`SELECT count(*)::int AS total FROM help_articles ha WHERE ${w}`),
    ]);
    return { items: rowsOf<ArticleRow>(rows).map(toSummary), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0) };
  }
  const tsquery = sql`websearch_to_tsquery('english', ${term}) AS q`;
  const w = sql.join([...where, sql`numnode(q) > 0`, sql`ha.search_vector @@ q`], sql` AND `);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      WITH hits AS (
        SELECT ha.id, ts_rank_cd(ha.search_vector, q) AS rank FROM help_articles ha, ${tsquery}
        WHERE ${w} ORDER BY rank DESC, ha.id LIMIT ${query.per_page} OFFSET ${offset}
      )
      SELECT ${ARTICLE_COLUMNS},
        ts_headline('english', regexp_replace(ha.content_html, '<[^>]+>', ' ', 'g'), q, ${SNIPPET_OPTIONS}) AS snippet
      FROM hits h JOIN ${ARTICLE_FROM} ON ha.id = h.id, ${tsquery}
      ORDER BY h.rank DESC, ha.id`),
    db.execute(sql`SELECT count(*)::int AS total FROM help_articles ha, ${tsquery} WHERE ${w}`),
  ]);
  return { items: rowsOf<ArticleRow>(rows).map(toSummary), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0) };
}

export async function getHelpArticle({ db, id }: { db: Db; id: number }): Promise<HelpArticle> {
  const rows = await db.execute(sql`SELECT ${ARTICLE_COLUMNS}, ha.content_html, ha.updated_at FROM ${ARTICLE_FROM} WHERE ha.id = ${id} LIMIT 1`);
  const [row] = rowsOf<ArticleRow & { content_html: string; updated_at: Date | string }>(rows);
  if (!row) throw notFound('help article');
  const related = await db.execute(sql`SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM}
    WHERE ha.category_id = ${row.category_id} AND ha.id <> ${id} ORDER BY ha.position, ha.id LIMIT 5`);
  const { snippet: _s, ...summary } = toSummary(row);
  return {
    ...summary,
    content: row.content_html,
    updated_at: isoDate(row.updated_at),
    related: rowsOf<ArticleRow>(related).map((r) => {
      const { snippet: _x, ...rest } = toSummary(r);
      return rest;
    }),
  };
}

export async function helpSitemapEntries(db: Db): Promise<{ categories: Array<{ id: number; slug: string }>; articles: Array<{ id: number; updated_at: string }> }> {
  const [cats, arts] = await Promise.all([
    db.execute(sql`SELECT id, slug FROM help_categories ORDER BY id`),
    db.execute(sql`SELECT id, updated_at FROM help_articles ORDER BY id`),
  ]);
  return {
    categories: rowsOf<{ id: number; slug: string }>(cats).map((c) => ({ id: Number(c.id), slug: c.slug })),
    articles: rowsOf<{ id: number; updated_at: Date | string }>(arts).map((a) => ({ id: Number(a.id), updated_at: isoDate(a.updated_at) })),
  };
}
