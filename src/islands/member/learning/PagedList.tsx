// A page of one of the member's learning lists (bookmarks, courses, certificates): loading, the empty
// state with its way onward, or the cards with previous / next. Each screen says what its rows and
// its empty state are.
import type { ReactNode } from 'react';
import type { List } from '../../../lib/api/client.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Pager } from './Pager.tsx';

export function PagedList<T>({ data, empty, label, onPage, children }: { data: List<T> | undefined; empty: ReactNode; label: string; onPage: (page: number) => void; children: (item: T) => ReactNode }) {
  if (!data) return <Loading />;
  if (data.data.length === 0) return <div className="empty-state card">{empty}</div>;
  return (
    <>
      <ul className="learning-list">{data.data.map(children)}</ul>
      <Pager meta={data.meta} onPage={onPage} label={label} />
    </>
  );
}
