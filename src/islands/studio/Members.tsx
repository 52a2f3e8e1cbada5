// /studio/members (docs/rules/studio.md, "Members"): search by name or e-mail, a page at a time; each
// row links to the member's profile.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { MemberSummary } from '../../lib/schemas/studio.ts';
import { ExportButton } from './ExportButton.tsx';
import { formatDay, StatusBadge } from './format.tsx';
import { memberList } from './members-store.ts';
import { SearchForm, SearchResults } from './SearchList.tsx';
import { StudioGate } from './StudioGate.tsx';

/** The members the search finds, and every enrolment with its progress, as CSV (docs/rules/studio.md, "Exports"). */
function Exports() {
  const { q } = useStore(memberList.$query);
  return (
    <div className="studio-actions studio-exports">
      <ExportButton path="/admin/members.csv" query={q ? { q } : {}} name="members" label={q ? 'Download these members as CSV' : 'Download members as CSV'} />
      <ExportButton path="/admin/enrolments.csv" name="enrolments" label="Download enrolments and progress as CSV" />
      <a className="btn" href="/studio/members/import">
        Import people
      </a>
    </div>
  );
}

function MembersContent() {
  return (
    <>
      <Exports />
      <SearchForm list={memberList} id="member-search" label="Search by name or e-mail" />
      <SearchResults list={memberList} noun={['account', 'accounts']} region="Members table" pager="Pages of members">
        {(rows) => <MembersTable rows={rows} />}
      </SearchResults>
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
  // The search starts from the address (a reload or a shared link keeps it).
  useEffect(() => memberList.open(location.search), []);
  return (
    <StudioGate>
      <h1>Members</h1>
      <MembersContent />
    </StudioGate>
  );
}
