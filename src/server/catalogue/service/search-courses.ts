// Catalogue search and listing (GET /v1/courses and the /courses page). With a term it is
// PostgreSQL full-text search over the trigger-kept, GIN-indexed courses.search_vector (title A,
// summary and category B, description C), ranked with ts_rank_cd: courses with every word first,
// then courses with any word, the last word matched as a prefix, and a spelling correction
// ("did you mean") when nothing matches (docs/rules/search.md, shared/search-terms.ts).
// Highlights (ts_headline) are computed only for the rows of the requested page, never the table.
// The same SQL runs on PGlite and PostgreSQL; there is no LIKE scan anywhere.
//
// Ranking reads the tsvector of every candidate row, so its cost grows with the number of matches,
// not with the page size. A broad word ("sleep") matches a sixth of a 100,000-course catalogue;
// ranking all of those takes hundreds of milliseconds. Relevance is therefore computed over a
// window of at most RANK_WINDOW matches, taken as the GIN index yields them (table order): exact
// whenever a term matches fewer courses, and `capped` (the count then reads "1,000+") when it
// matches more. Other sorts with a term order every match exactly.
import { sql, type SQL } from 'drizzle-orm';
import { DURATION_BUCKETS, type CourseCard, type CourseListQuery, type CourseSort } from '../../../lib/schemas/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { cardColumns, cardFrom, readsSpanish, toCourseCard, type CardRow, type ContentReadLocale, type Translated } from './course-cards.ts';
import { HEADLINE_OPTIONS } from '../../shared/search-highlight.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { planSearch, suggestSpelling } from '../../shared/search-terms.ts';

/** The most matches ranked for relevance (see the header comment). */
export const RANK_WINDOW = 1000;
/**
 * The most courses with only some of the words added after those with every word: they are the
 * tail of the list, and ranking a thousand of them would cost more than anyone scrolls.
 */
export const ANY_WORD_WINDOW = 120;

export type CourseSearchResult = {
  items: Array<CourseCard & Translated>;
  /** All matches, or RANK_WINDOW when `capped`. */
  total: number;
  /** True when the term matched more than RANK_WINDOW courses and only that many were ranked. */
  capped: boolean;
  page: number;
  perPage: number;
  /** The sort actually applied (relevance needs a term; without one the list is newest first). */
  sort: CourseSort;
  /** When the term as typed matched nothing: the corrected term these results are for. */
  didYouMean: string | null;
};

function filtersOf(query: CourseListQuery): SQL[] {
  const where: SQL[] = [sql`c.published`];
  if (query.category !== undefined) where.push(sql`c.category_id = ${query.category}`);
  if (query.level !== undefined) where.push(sql`c.level = ${query.level}`);
  if (query.duration !== undefined) {
    const bucket = DURATION_BUCKETS[query.duration];
    where.push(sql`c.duration_minutes >= ${bucket.min}`);
    if (bucket.max !== null) where.push(sql`c.duration_minutes <= ${bucket.max}`);
  }
  if (query.price === 'free') where.push(sql`(c.is_free OR c.price_cents <= 0)`);
  if (query.price === 'paid') where.push(sql`(NOT c.is_free AND c.price_cents > 0)`);
  return where;
}

/** `spanish`: `ct` (the course's Spanish version) is joined, and titles sort as shown. */
function orderOf(sort: CourseSort, spanish = false): SQL {
  switch (sort) {
    case 'relevance':
      return sql.raw('rank DESC, c.published_at DESC, c.id DESC');
    case 'title':
      return sql.raw(spanish ? 'coalesce(ct.title, c.title) ASC, c.id ASC' : 'c.title ASC, c.id ASC');
    case 'price_low':
      return sql.raw('(CASE WHEN c.is_free THEN 0 ELSE c.price_cents END) ASC, c.published_at DESC, c.id DESC');
    case 'price_high':
      return sql.raw('(CASE WHEN c.is_free THEN 0 ELSE c.price_cents END) DESC, c.published_at DESC, c.id DESC');
    case 'newest':
      return sql.raw('c.published_at DESC, c.id DESC');
  }
}

/**
 * `locale` 'es' shows Spanish titles and summaries where written (each card says `translated`) and
 * also matches the Spanish versions' documents ('spanish' configuration) beside the English ones;
 * English (the default) runs the same statements as before (docs/rules/content.md, "Content translations").
 */
export async function searchCourses({ db, query, locale }: { db: Db; query: CourseListQuery; locale?: ContentReadLocale }): Promise<CourseSearchResult> {
  const es = readsSpanish(locale);
  const term = query.term?.trim() || undefined;
  const sort: CourseSort = query.sort && (query.sort !== 'relevance' || term) ? query.sort : term ? 'relevance' : 'newest';
  const where = filtersOf(query);
  const offset = (query.page - 1) * query.per_page;

  if (!term) {
    const whereSql = sql.join(where, sql` AND `);
    const [rows, count] = await Promise.all([
      db.execute(sql`SELECT ${cardColumns(locale)} FROM ${cardFrom(locale)} WHERE ${whereSql} ORDER BY ${orderOf(sort, es)} LIMIT ${query.per_page} OFFSET ${offset}`),
      db.execute(sql`SELECT count(*)::int AS total FROM courses c WHERE ${whereSql}`),
    ]);
    return { items: rowsOf<CardRow>(rows).map(toCourseCard), total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0), capped: false, page: query.page, perPage: query.per_page, sort, didYouMean: null };
  }

  const found = await searchByTerm(db, query, term, sort, where, offset, es);
  if (found.total > 0 || query.page > 1) return found;
  // Nothing matched the words as typed: search again with the closest spellings of catalogue words.
  const suggestion = await suggestSpelling(db, term, 'course');
  if (!suggestion) return found;
  const corrected = await searchByTerm(db, query, suggestion, sort, where, offset, es);
  return corrected.total > 0 ? { ...corrected, didYouMean: suggestion } : found;
}

async function searchByTerm(db: Db, query: CourseListQuery, term: string, sort: CourseSort, where: SQL[], offset: number, es = false): Promise<CourseSearchResult> {
  const plan = planSearch(term);
  // In Spanish the term is also parsed with the 'spanish' configuration (each query `x` gets a twin
  // `x_es`) and matched against the Spanish versions (`ct`); a course matches through either document.
  const spanish = es ? planSearch(term, 'spanish') : null;
  const locale: ContentReadLocale = es ? 'es' : 'en';
  const coursesFrom = es ? sql.raw(`courses c LEFT JOIN course_translations ct ON ct.course_id = c.id AND ct.locale = 'es'`) : sql.raw('courses c');
  const tsq = (name: string, en: SQL, inSpanish: SQL | null | undefined) => (es ? sql`${en} AS ${sql.raw(name)}, ${inSpanish ?? en} AS ${sql.raw(`${name}_es`)}` : sql`${en} AS ${sql.raw(name)}`);
  const rankOf = (rq: string) =>
    es ? sql.raw(`greatest(ts_rank_cd(c.search_vector, ${rq}), coalesce(ts_rank_cd(ct.search_vector, ${rq}_es), 0))`) : sql.raw(`ts_rank_cd(c.search_vector, ${rq})`);
  // One parsed query per statement (a FROM item), not one parse per row. A query with no
  // searchable words (only stop words or punctuation) matches nothing rather than raising a notice.
  const matchesOf = (q: string) =>
    es
      ? sql.join([...where, sql.raw(`((numnode(${q}) > 0 AND c.search_vector @@ ${q}) OR (numnode(${q}_es) > 0 AND ct.search_vector @@ ${q}_es))`)], sql` AND `)
      : sql.join([...where, sql.raw(`numnode(${q}) > 0`), sql.raw(`c.search_vector @@ ${q}`)], sql` AND `);
  // Highlights mark every typed word, also in courses that matched only some of them.
  const headlines = es
    ? sql`CASE WHEN ct.course_id IS NOT NULL THEN ts_headline('spanish', ct.title, hq_es, ${HEADLINE_OPTIONS}) ELSE ts_headline('english', c.title, hq, ${HEADLINE_OPTIONS}) END AS hl_title,
        CASE WHEN ct.summary <> '' THEN ts_headline('spanish', ct.summary, hq_es, ${HEADLINE_OPTIONS}) ELSE ts_headline('english', c.summary, hq, ${HEADLINE_OPTIONS}) END AS hl_summary`
    : sql`ts_headline('english', c.title, hq, ${HEADLINE_OPTIONS}) AS hl_title,
        ts_headline('english', c.summary, hq, ${HEADLINE_OPTIONS}) AS hl_summary`;
  const hq = tsq('hq', plan.any ?? plan.all, spanish ? (spanish.any ?? spanish.all) : null);
  const result = (rows: CardRow[], total: number, capped: boolean): CourseSearchResult => ({
    items: rows.map(toCourseCard),
    total,
    capped,
    page: query.page,
    perPage: query.per_page,
    sort,
    didYouMean: null,
  });

  if (sort === 'relevance') {
    // One statement: the window of candidates (courses with every word first, then, while the window
    // has room, courses with any word; each ranked once, MATERIALIZED so it is computed once), its
    // size for the count, and the requested page with highlights. The count row comes back even
    // when the page is past the end.
    const anyHits = plan.any
      ? sql`UNION ALL (
          SELECT c.id, c.published_at, 0 AS tier, ${rankOf('rq')} AS rank
          FROM ${coursesFrom}, ${tsq('oq', plan.any, spanish?.any)}, ${tsq('rq', plan.rank, spanish?.rank)}
          WHERE ${matchesOf('oq')} AND c.id NOT IN (SELECT id FROM all_hits) AND (SELECT count(*) FROM all_hits) <= ${RANK_WINDOW}
          LIMIT ${ANY_WORD_WINDOW + 1})`
      : sql``;
    // The candidates shown: the window without the extra rows that only tell there are more.
    const shownCount = sql`least(count(*), ${RANK_WINDOW}) - (CASE WHEN count(*) FILTER (WHERE tier = 0) > ${ANY_WORD_WINDOW} THEN 1 ELSE 0 END)`;
    const rows = rowsOf<CardRow & { total: number; any_total: number; rank: number | null }>(
      await db.execute(sql`
        WITH all_hits AS MATERIALIZED (
          SELECT c.id, c.published_at, 1 AS tier, ${rankOf('rq')} AS rank
          FROM ${coursesFrom}, ${tsq('aq', plan.all, spanish?.all)}, ${tsq('rq', plan.rank, spanish?.rank)}
          WHERE ${matchesOf('aq')}
          LIMIT ${RANK_WINDOW + 1}
        ),
        candidates AS MATERIALIZED (
          (SELECT * FROM all_hits) ${anyHits} LIMIT ${RANK_WINDOW + 1}
        )
        SELECT t.total, t.any_total, p.* FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE tier = 0)::int AS any_total FROM candidates) t
        LEFT JOIN LATERAL (
          SELECT ${cardColumns(locale)}, page.tier, page.rank, ${headlines}
          FROM (SELECT id, tier, rank, published_at FROM (SELECT * FROM candidates LIMIT (SELECT ${shownCount} FROM candidates)) w
                ORDER BY tier DESC, rank DESC, published_at DESC, id DESC LIMIT ${query.per_page} OFFSET ${offset}) page
          JOIN ${cardFrom(locale)} ON c.id = page.id, ${hq}
        ) p ON true
        ORDER BY p.tier DESC, p.rank DESC, p.published_at DESC, p.id DESC`),
    );
    const found = Number(rows[0]?.total ?? 0);
    // Past the any-word window there are more courses with some of the words: the count reads "N+".
    const capped = found > RANK_WINDOW || Number(rows[0]?.any_total ?? 0) > ANY_WORD_WINDOW;
    const shown = Math.min(found, RANK_WINDOW) - (Number(rows[0]?.any_total ?? 0) > ANY_WORD_WINDOW ? 1 : 0);
    return result(rows.filter((r) => r.id != null), capped ? shown : found, capped);
  }

  // Other sorts order the courses with every word; only when there are none, those with any word.
  const sorted = async (tsquery: SQL, spanishQuery: SQL | null | undefined) => {
    const [rows, count] = await Promise.all([
      db.execute(sql`
        WITH hits AS (
          SELECT c.id FROM ${coursesFrom}, ${tsq('q', tsquery, spanishQuery)}
          WHERE ${matchesOf('q')}
          ORDER BY ${orderOf(sort, es)}
          LIMIT ${query.per_page} OFFSET ${offset}
        )
        SELECT ${cardColumns(locale)}, ${headlines}
        FROM hits c0 JOIN ${cardFrom(locale)} ON c.id = c0.id, ${hq}
        ORDER BY ${orderOf(sort, es)}`),
      db.execute(sql`SELECT count(*)::int AS total FROM ${coursesFrom}, ${tsq('q', tsquery, spanishQuery)} WHERE ${matchesOf('q')}`),
    ]);
    return result(rowsOf<CardRow>(rows), Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0), false);
  };
  const every = await sorted(plan.all, spanish?.all);
  return every.total === 0 && plan.any ? sorted(plan.any, spanish?.any) : every;
}
