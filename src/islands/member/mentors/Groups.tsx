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
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

function Row({ g, onDeleted }: { g: Group; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await confirmDialog(m.community_mt_delete_group_q({ name: g.name }), m.community_confirmation(), { destructive: true }))) return;
    setBusy(true);
    try {
      await deleteGroup(g.id);
      toast(m.community_mt_group_deleted({ name: g.name }), 'success');
      onDeleted();
    } catch (err) {
      failed(err, m.community_mt_group_delete_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card mentor-row">
      <div className="mentor-row__main">
        <h2 className="mentor-row__title">{g.name}</h2>
        {g.description ? <p>{g.description}</p> : null}
        <p className="muted">{g.members.length ? g.members.map((member) => member.name).join(', ') : m.community_mt_no_members()}</p>
      </div>
      <div className="mentor-row__actions">
        <a className="btn btn--ghost" href={localizePath(`/mentors/groups/update/${g.id}`)} aria-label={m.community_mt_edit_label({ name: g.name })}>
          {m.community_edit()}
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={m.community_mt_delete_label({ name: g.name })}>
          {m.community_delete()}
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
        <a className="btn btn--primary" href={localizePath('/mentors/groups/create')}>
          {m.community_create_group()}
        </a>
      </p>
      {data.data.length === 0 ? (
        <div className="empty-state card">
          <p>{m.community_mt_groups_empty()}</p>
        </div>
      ) : (
        <ul className="mentor-rows" aria-label={m.community_mt_your_groups()}>
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
