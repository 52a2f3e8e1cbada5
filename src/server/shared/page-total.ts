// Paged lists read their rows and the list's total in one statement, with `count(*) OVER ()` beside
// each row, instead of a second query for the count (docs/performance.md, "Queries per page"). A page
// past the end has no row to carry the total, so only then is it counted apart. Only for short lists
// (posts, pages, bundles, testimonials): over a large table the window makes the database build every
// row before it can keep a page, where a count and an ordered LIMIT each stay cheap.

export async function pageTotal(rows: ReadonlyArray<{ total_count?: unknown; totalCount?: unknown }>, page: number, countApart: () => Promise<number>): Promise<number> {
  const first = rows[0];
  if (first) return Number(first.total_count ?? first.totalCount);
  return page > 1 ? countApart() : 0;
}
