// /studio/members (docs/rules/studio.md, "Members"): search by name or e-mail, a page at a time; each
// row links to the member's profile.
import { useState, type FormEvent } from 'react';
import { searchMembers } from '../../lib/api/studio.ts';
import type { MemberSummary } from '../../lib/schemas/studio.ts';
import { Loading } from '../ui/Loading.tsx';
import { useApi } from '../ui/use-api.ts';
import { Pager } from './Pager.tsx';
import { StudioGate } from './StudioGate.tsx';
import { formatDay, StatusBadge } from './format.tsx';

const PER_PAGE = 20;

function MembersContent() {
  const initial = typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('q') ?? '');
  const [term, setTerm] = useState(initial);
  const [query, setQuery] = useState({ q: initial, page: 1 });
  const { data, loading } = useApi(() => searchMembers({ q: query.q || undefined, page: query.page, per_page: PER_PAGE }), [query.q, query.page]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setQuery({ q: term.trim(), page: 1 });
    history.replaceState(null, '', term.trim() ? `?q=${encodeURIComponent(term.trim())}` : location.pathname);
  }

  return (
    <>
      <form className="studio-search" role="search" onSubmit={submit}>
        <label htmlFor="member-search">Search by name or e-mail</label>
        <input id="member-search" type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>
      {loading || !data ? (
        <Loading />
      ) : (
        <div data-ready="">
          <p className="muted" aria-live="polite">
            {data.meta.total === 1 ? '1 account' : `${data.meta.total} accounts`}
            {query.q ? ` matching “${query.q}”` : ''}
          </p>
          {data.data.length > 0 && (
            <div className="studio-scroll" tabIndex={0} role="region" aria-label="Members table">
              <MembersTable rows={data.data} />
            </div>
          )}
          <Pager label="Pages of members" page={data.meta.page} lastPage={data.meta.last_page} onPage={(page) => setQuery({ ...query, page })} />
        </div>
      )}
    </>
  );
}

function MembersTable({ rows }: { rows: MemberSummary[] }) {
  return (
    <table className="data-table studio-table">
      <caption className="visually-hidden">Members</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Joined</th>
          <th scope="col">Enrolments</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.id}>
            <td>
              <a href={`/studio/members/${m.id}`}>{m.name}</a>
            </td>
            <td>{m.email}</td>
            <td>{m.role}</td>
            <td>{formatDay(m.created_at)}</td>
            <td className="num">{m.enrolments}</td>
            <td>
              <StatusBadge member={m} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Members() {
  return (
    <StudioGate>
      <h1>Members</h1>
      <MembersContent />
    </StudioGate>
  );
}
