// /mentors/groups: the mentor's groups with their members; edit, and delete after confirmation.
import { useState } from 'react';
import { deleteGroup } from '../../../lib/api/mentors.ts';
import type { Group } from '../../../lib/schemas/mentors.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { failed, MentorNav } from './shared.tsx';
import { $groups } from './mentors-store.ts';
import './mentors.css';

function Row({ g, onDeleted }: { g: Group; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await confirmDialog(`Delete the group “${g.name}”? Its members stay your mentees.`, 'Confirmation', { destructive: true }))) return;
    setBusy(true);
    try {
      await deleteGroup(g.id);
      toast(`The group “${g.name}” was deleted.`, 'success');
      onDeleted();
    } catch (err) {
      failed(err, 'The group could not be deleted. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card mentor-row">
      <div className="mentor-row__main">
        <h2 className="mentor-row__title">{g.name}</h2>
        {g.description ? <p>{g.description}</p> : null}
        <p className="muted">{g.members.length ? g.members.map((m) => m.name).join(', ') : 'No members yet.'}</p>
      </div>
      <div className="mentor-row__actions">
        <a className="btn btn--ghost" href={`/mentors/groups/update/${g.id}`} aria-label={`Edit ${g.name}`}>
          Edit
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={`Delete ${g.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

function List() {
  const { data, loading, setData } = useQuery($groups);
  if (loading || !data) return <Loading />;
  return (
    <div data-ready="">
      <p>
        <a className="btn btn--primary" href="/mentors/groups/create">
          Create a group
        </a>
      </p>
      {data.data.length === 0 ? (
        <div className="empty-state card">
          <p>No groups yet. A group gathers mentees who learn together, so you can recommend courses to all of them at once.</p>
        </div>
      ) : (
        <ul className="mentor-rows" aria-label="Your groups">
          {data.data.map((g) => (
            <Row key={g.id} g={g} onDeleted={() => setData((cur) => cur && { data: cur.data.filter((x) => x.id !== g.id) })} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function Groups() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/groups" />
      <List />
    </ErrorBoundary>
  );
}
