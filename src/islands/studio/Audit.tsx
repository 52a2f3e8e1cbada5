// /studio/audit (docs/rules/studio.md, "Audit log"): every studio change, newest first, with who made
// it and the record before and after. Read-only: there is nothing here, or in the API, to edit it.
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $audit, $auditPage } from './audit-store.ts';
import { formatTime } from './format.tsx';
import { Pager } from './Pager.tsx';
import { StudioGate } from './StudioGate.tsx';

const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value, null, 1) : '–');

function AuditContent() {
  const { data } = useQuery($audit);
  if (!data) return <Loading />;
  return (
    <div data-ready="">
      {data.data.length === 0 ? (
        <p className="muted">No studio changes yet.</p>
      ) : (
        <table className="data-table studio-table studio-audit">
          <caption className="visually-hidden">Studio changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((r) => (
              <tr key={r.id}>
                <td>{formatTime(r.created_at)}</td>
                <td>{r.actor.email}</td>
                <td>{r.action}</td>
                <td>{r.subject.type === 'user' ? <a href={`/studio/members/${r.subject.id}`}>member {r.subject.id}</a> : `${r.subject.type} ${r.subject.id}`}</td>
                <td>
                  <code>{show(r.before)}</code>
                </td>
                <td>
                  <code>{show(r.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager label="Pages of the audit log" page={data.meta.page} lastPage={data.meta.last_page} onPage={(page) => $auditPage.set(page)} previous="Newer" next="Older" />
    </div>
  );
}

export default function Audit() {
  return (
    <StudioGate>
      <h1>Audit log</h1>
      <AuditContent />
    </StudioGate>
  );
}
