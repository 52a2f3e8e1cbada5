// The help centre: categories with their article counts, articles by category or by full-text
// search (websearch_to_tsquery over the trigger-kept help_articles.search_vector, ranked with
// ts_rank_cd, a highlighted passage from ts_headline for the page of results only), one article,
// and storing an article with its HTML sanitized. Search finds what people type: every word first,
// then any word, the last word as a prefix, and a "did you mean" spelling (docs/rules/search.md).
import { sql, type SQL } from 'drizzle-orm';
import type { HelpArticle, HelpArticleSummary, HelpCategory, HelpListQuery } from '../../../lib/schemas/content.ts';
import { isoDate } from '../../shared/dates.ts';
import { highlightHtml, SNIPPET_OPTIONS } from '../../shared/search-highlight.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { planSearch, suggestSpelling } from '../../shared/search-terms.ts';
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

export type HelpSearchResult = {
  items: HelpArticleSummary[];
  total: number;
  /** When the term as typed matched nothing: the corrected term these results are for. */
  didYouMean: string | null;
};

export async function listHelpArticles({ db, query }: { db: Db; query: HelpListQuery }): Promise<HelpSearchResult> {
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
    return { items: rowsOf<ArticleRow>(rows).map(toSummary), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0), didYouMean: null };
  }
  const found = await searchHelp(db, query, term, where, offset);
  if (found.total > 0 || query.page > 1) return found;
  // Nothing matched the words as typed: search again with the closest spellings of article titles.
  const suggestion = await suggestSpelling(db, term, 'help');
  if (!suggestion) return found;
  const corrected = await searchHelp(db, query, suggestion, where, offset);
  return corrected.total > 0 ? { ...corrected, didYouMean: suggestion } : found;
}

// Articles with every word first, then articles with any word (docs/rules/search.md).
async function searchHelp(db: Db, query: HelpListQuery, term: string, where: SQL[], offset: number): Promise<HelpSearchResult> {
  const plan = planSearch(term);
  const matchesOf = (q: string) => sql.join([...where, sql.raw(`numnode(${q}) > 0`), sql.raw(`ha.search_vector @@ ${q}`)], sql` AND `);
  const anyHits = plan.any
    ? sql`UNION ALL SELECT ha.id, 0 AS tier, ts_rank_cd(ha.search_vector, oq) AS rank FROM help_articles ha, ${plan.any} AS oq
        WHERE ${matchesOf('oq')} AND ha.id NOT IN (SELECT id FROM all_hits)`
    : sql``;
  const candidates = sql`all_hits AS MATERIALIZED (
      SELECT ha.id, 1 AS tier, ts_rank_cd(ha.search_vector, aq) AS rank FROM help_articles ha, ${plan.all} AS aq WHERE ${matchesOf('aq')}
    ), candidates AS MATERIALIZED (SELECT * FROM all_hits ${anyHits})`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      WITH ${candidates},
      hits AS (SELECT * FROM candidates ORDER BY tier DESC, rank DESC, id LIMIT ${query.per_page} OFFSET ${offset})
      SELECT ${ARTICLE_COLUMNS},
        ts_headline('english', regexp_replace(ha.content_html, '<[^>]+>', ' ', 'g'), hq, ${SNIPPET_OPTIONS}) AS snippet
      FROM hits h JOIN ${ARTICLE_FROM} ON ha.id = h.id, ${plan.any ?? plan.all} AS hq
      ORDER BY h.tier DESC, h.rank DESC, ha.id`),
    db.execute(sql`WITH ${candidates} SELECT count(*)::int AS total FROM candidates`),
  ]);
  return { items: rowsOf<ArticleRow>(rows).map(toSummary), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0), didYouMean: null };
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
