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

type ArticleRow = { id: number; title: string; category_id: number; category_slug: string; category_name: string; snippet?: string | null; translated?: boolean | null };
const toSummary = (r: ArticleRow): HelpArticleSummary => ({
  id: Number(r.id),
  title: r.title,
  category: { id: Number(r.category_id), slug: r.category_slug, name: r.category_name },
  snippet: r.snippet != null ? highlightHtml(r.snippet) : null,
});

const ARTICLE_COLUMNS = sql.raw('ha.id, ha.title, hc.id AS category_id, hc.slug AS category_slug, hc.name AS category_name');
const ARTICLE_FROM = sql.raw('help_articles ha JOIN help_categories hc ON hc.id = ha.category_id');

/**
 * The language an article is read in (docs/rules/content.md, "Content translations"): 'es' joins
 * the Spanish version (`hat`) in the same statement and says whether there was one (`translated`);
 * English (the default) runs the statements above, unchanged.
 */
export type HelpReadLocale = 'en' | 'es';
type Translated = { translated?: boolean };
const SPANISH_ARTICLE_COLUMNS = sql.raw(`ha.id, coalesce(hat.title, ha.title) AS title, hc.id AS category_id, hc.slug AS category_slug, hc.name AS category_name,
  (hat.article_id IS NOT NULL) AS translated`);
const SPANISH_ARTICLE_FROM = sql.raw(`help_articles ha JOIN help_categories hc ON hc.id = ha.category_id
  LEFT JOIN help_article_translations hat ON hat.article_id = ha.id AND hat.locale = 'es'`);
const articleColumns = (locale?: HelpReadLocale) => (locale === 'es' ? SPANISH_ARTICLE_COLUMNS : ARTICLE_COLUMNS);
const articleFrom = (locale?: HelpReadLocale) => (locale === 'es' ? SPANISH_ARTICLE_FROM : ARTICLE_FROM);
const withTranslated = <T extends object>(item: T, r: { translated?: boolean | null }): T & Translated => (r.translated != null ? { ...item, translated: Boolean(r.translated) } : item);

export type HelpSearchResult = {
  items: Array<HelpArticleSummary & Translated>;
  total: number;
  /** When the term as typed matched nothing: the corrected term these results are for. */
  didYouMean: string | null;
};

/** `locale` 'es': Spanish titles where written, and a term also matches the Spanish versions ('spanish' configuration). */
export async function listHelpArticles({ db, query, locale }: { db: Db; query: HelpListQuery; locale?: HelpReadLocale }): Promise<HelpSearchResult> {
  const where: SQL[] = [sql`true`];
  if (query.category !== undefined) where.push(sql`ha.category_id = ${query.category}`);
  const offset = (query.page - 1) * query.per_page;
  const term = query.term?.trim();
  if (!term) {
    const w = sql.join(where, sql` AND `);
    const [rows, count] = await Promise.all([
      db.execute(sql`SELECT ${articleColumns(locale)} FROM ${articleFrom(locale)} WHERE ${w} ORDER BY hc.position, ha.position, ha.id LIMIT ${query.per_page} OFFSET ${offset}`),
      db.execute(sql`SELECT count(*)::int AS total FROM help_articles ha WHERE ${w}`),
    ]);
    return { items: rowsOf<ArticleRow>(rows).map((r) => withTranslated(toSummary(r), r)), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0), didYouMean: null };
  }
  const found = await searchHelp(db, query, term, where, offset, locale);
  if (found.total > 0 || query.page > 1) return found;
  // Nothing matched the words as typed: search again with the closest spellings of article titles.
  const suggestion = await suggestSpelling(db, term, 'help');
  if (!suggestion) return found;
  const corrected = await searchHelp(db, query, suggestion, where, offset, locale);
  return corrected.total > 0 ? { ...corrected, didYouMean: suggestion } : found;
}

// Articles with every word first, then articles with any word (docs/rules/search.md).
async function searchHelp(db: Db, query: HelpListQuery, term: string, where: SQL[], offset: number, locale?: HelpReadLocale): Promise<HelpSearchResult> {
  const plan = planSearch(term);
  // In Spanish each query `x` has a twin `x_es` in the 'spanish' configuration, matched against the
  // Spanish versions (`hat`); an article matches through either document.
  const es = locale === 'es';
  const spanish = es ? planSearch(term, 'spanish') : null;
  const articlesFrom = es ? sql.raw(`help_articles ha LEFT JOIN help_article_translations hat ON hat.article_id = ha.id AND hat.locale = 'es'`) : sql.raw('help_articles ha');
  const tsq = (name: string, en: SQL, inSpanish: SQL | null | undefined) => (es ? sql`${en} AS ${sql.raw(name)}, ${inSpanish ?? en} AS ${sql.raw(`${name}_es`)}` : sql`${en} AS ${sql.raw(name)}`);
  const rankOf = (q: string) =>
    es ? sql.raw(`greatest(ts_rank_cd(ha.search_vector, ${q}), coalesce(ts_rank_cd(hat.search_vector, ${q}_es), 0))`) : sql.raw(`ts_rank_cd(ha.search_vector, ${q})`);
  const matchesOf = (q: string) =>
    es
      ? sql.join([...where, sql.raw(`((numnode(${q}) > 0 AND ha.search_vector @@ ${q}) OR (numnode(${q}_es) > 0 AND hat.search_vector @@ ${q}_es))`)], sql` AND `)
      : sql.join([...where, sql.raw(`numnode(${q}) > 0`), sql.raw(`ha.search_vector @@ ${q}`)], sql` AND `);
  const anyHits = plan.any
    ? sql`UNION ALL SELECT ha.id, 0 AS tier, ${rankOf('oq')} AS rank FROM ${articlesFrom}, ${tsq('oq', plan.any, spanish?.any)}
        WHERE ${matchesOf('oq')} AND ha.id NOT IN (SELECT id FROM all_hits)`
    : sql``;
  const candidates = sql`all_hits AS MATERIALIZED (
      SELECT ha.id, 1 AS tier, ${rankOf('aq')} AS rank FROM ${articlesFrom}, ${tsq('aq', plan.all, spanish?.all)} WHERE ${matchesOf('aq')}
    ), candidates AS MATERIALIZED (SELECT * FROM all_hits ${anyHits})`;
  const snippet = es
    ? sql`CASE WHEN hat.article_id IS NOT NULL THEN ts_headline('spanish', regexp_replace(hat.content_html, '<[^>]+>', ' ', 'g'), hq_es, ${SNIPPET_OPTIONS})
        ELSE ts_headline('english', regexp_replace(ha.content_html, '<[^>]+>', ' ', 'g'), hq, ${SNIPPET_OPTIONS}) END AS snippet`
    : sql`ts_headline('english', regexp_replace(ha.content_html, '<[^>]+>', ' ', 'g'), hq, ${SNIPPET_OPTIONS}) AS snippet`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      WITH ${candidates},
      hits AS (SELECT * FROM candidates ORDER BY tier DESC, rank DESC, id LIMIT ${query.per_page} OFFSET ${offset})
      SELECT ${articleColumns(locale)},
        ${snippet}
      FROM hits h JOIN ${articleFrom(locale)} ON ha.id = h.id, ${tsq('hq', plan.any ?? plan.all, spanish ? (spanish.any ?? spanish.all) : null)}
      ORDER BY h.tier DESC, h.rank DESC, ha.id`),
    db.execute(sql`WITH ${candidates} SELECT count(*)::int AS total FROM candidates`),
  ]);
  return { items: rowsOf<ArticleRow>(rows).map((r) => withTranslated(toSummary(r), r)), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0), didYouMean: null };
}

/** `locale` 'es': the Spanish title and content where written (`translated` says so), related titles too. */
export async function getHelpArticle({ db, id, locale }: { db: Db; id: number; locale?: HelpReadLocale }): Promise<HelpArticle & Translated> {
  const content = locale === 'es' ? sql`coalesce(hat.content_html, ha.content_html) AS content_html` : sql`ha.content_html`;
  const rows = await db.execute(sql`SELECT ${articleColumns(locale)}, ${content}, ha.updated_at FROM ${articleFrom(locale)} WHERE ha.id = ${id} LIMIT 1`);
  const [row] = rowsOf<ArticleRow & { content_html: string; updated_at: Date | string }>(rows);
  if (!row) throw notFound('help article');
  const related = await db.execute(sql`SELECT ${articleColumns(locale)} FROM ${articleFrom(locale)}
    WHERE ha.category_id = ${row.category_id} AND ha.id <> ${id} ORDER BY ha.position, ha.id LIMIT 5`);
  const { snippet: _s, ...summary } = toSummary(row);
  return withTranslated(
    {
      ...summary,
      content: row.content_html,
      updated_at: isoDate(row.updated_at),
      related: rowsOf<ArticleRow>(related).map((r) => {
        const { snippet: _x, ...rest } = toSummary(r);
        return rest;
      }),
    },
    row,
  );
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
