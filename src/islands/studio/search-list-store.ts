// A studio list that is searched, filtered and paged (the courses, the members; docs/rules/studio.md,
// "Courses" and "Members"): what was asked for lives in one store, the page of rows comes from a
// fetcher store keyed by it, and the address keeps the search and the filters (not the page), so a
// reload or a shared link shows the same list (docs/rules/client.md, "Loading data").
import { computed, map } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export type ListQuery<F extends string> = { q: string; page: number } & Record<F, string>;

type Options<T, F extends string> = {
  /** The key part naming the list ("studio/courses"). */
  name: string;
  perPage: number;
  /** Each filter with the value that means "no filter" (left out of the address). */
  filters: Record<F, string>;
  load: (query: { q?: string; page: number; per_page: number } & Record<F, string>) => Promise<List<T>>;
};

export function createSearchList<T, F extends string = never>({ name, perPage, filters, load }: Options<T, F>) {
  const initial = (): ListQuery<F> => ({ q: '', page: 1, ...filters }) as ListQuery<F>;
  const $query = map<ListQuery<F>>(initial());
  // The key part is the query as an address query string, read back by the fetcher.
  const $params = computed($query, (query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString());
  const $list = createFetcherStore<List<T>>([$memberKey, `${name}?`, $params], {
    fetcher: (_member, _name, params) => {
      const query = Object.fromEntries(new URLSearchParams(String(params))) as Record<string, string>;
      const { q, page, ...chosen } = query;
      return load({ ...(q ? { q } : {}), ...(chosen as Record<F, string>), page: Number(page), per_page: perPage });
    },
  });

  /** The address's query for the list: the search and every filter not at its default. */
  const addressOf = (query: ListQuery<F>): string => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    for (const [filter, none] of Object.entries(filters) as Array<[F, string]>) if (query[filter] !== none) params.set(filter, query[filter]);
    return params.size ? `?${params}` : '';
  };
  const keepInAddress = () => {
    if (typeof history === 'undefined') return;
    history.replaceState(null, '', addressOf($query.get()) || location.pathname);
  };

  return {
    $query,
    $list,
    addressOf,
    /** Starts the list from an address's query (`?q=…&status=…`), on page 1. */
    open(search: string) {
      const params = new URLSearchParams(search);
      const next = initial();
      next.q = params.get('q') ?? '';
      for (const filter of Object.keys(filters) as F[]) {
        const value = params.get(filter);
        if (value) (next as Record<F, string>)[filter] = value;
      }
      $query.set(next);
      keepInAddress();
    },
    search(term: string) {
      $query.set({ ...$query.get(), q: term.trim(), page: 1 });
      keepInAddress();
    },
    filter(filter: F, value: string) {
      $query.set({ ...$query.get(), [filter]: value, page: 1 });
      keepInAddress();
    },
    showPage(page: number) {
      $query.set({ ...$query.get(), page });
    },
    /** After a change: every cached page of the list goes, the one shown reloads. */
    refresh() {
      refreshQueries(`${name}?`, $list);
    },
  };
}

export type SearchList<T, F extends string = never> = ReturnType<typeof createSearchList<T, F>>;
