// The parts of a searched, paged studio list (courses, members; docs/rules/studio.md): the search form
// and the results with their count, table and pager, over a list store (search-list-store.ts).
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { Pager } from './Pager.tsx';
import type { SearchList } from './search-list-store.ts';

/** The search box (what is typed is the form's own until it is sent), the list's filters, and Search. */
export function SearchForm<T, F extends string>({ list, id, label, children }: { list: SearchList<T, F>; id: string; label: string; children?: ReactNode }) {
  const { q } = useStore(list.$query);
  const [term, setTerm] = useState(q);
  return (
    <form
      className="studio-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        list.search(term);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
      {children}
      <button type="submit" className="btn btn--primary">
        Search
      </button>
    </form>
  );
}

type ResultsProps<T, F extends string> = {
  list: SearchList<T, F>;
  /** The row's name, one and many: "course", "courses". */
  noun: [string, string];
  /** The table's region name ("Courses table") and the pager's ("Pages of courses"). */
  region: string;
  pager: string;
  /** Shown instead of the table when the page has no rows. */
  empty?: ReactNode;
  children: (rows: T[]) => ReactNode;
};

export function SearchResults<T, F extends string>({ list, noun, region, pager, empty = null, children }: ResultsProps<T, F>) {
  const { data } = useQuery(list.$list);
  const { q } = useStore(list.$query);
  if (!data) return <Loading />;
  return (
    <div data-ready="">
      <p className="muted" aria-live="polite">
        {data.meta.total === 1 ? `1 ${noun[0]}` : `${data.meta.total} ${noun[1]}`}
        {q ? ` matching “${q}”` : ''}
      </p>
      {data.data.length === 0 ? (
        empty
      ) : (
        <div className="studio-scroll" tabIndex={0} role="region" aria-label={region}>
          {children(data.data)}
        </div>
      )}
      <Pager label={pager} page={data.meta.page} lastPage={data.meta.last_page} onPage={(page) => list.showPage(page)} />
    </div>
  );
}
