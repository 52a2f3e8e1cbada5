// /mentors/requested (the sidebar's Invitations): invitations waiting for the member's answer, to
// accept or decline; the count in the sidebar follows.
import { useState } from 'react';
import { acceptInvite, rejectInvite } from '../../../lib/api/mentors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { RequestedInvite } from '../../../lib/schemas/mentors.ts';
import { setInvitationCount } from '../../../stores/mentors.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { failed, PersonName } from './shared.tsx';
import { $requested } from './mentors-store.ts';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';

function Row({ r, onDone }: { r: RequestedInvite; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      await (accept ? acceptInvite(r.id) : rejectInvite(r.id));
      toast(accept ? m.community_mt_now_your_mentor({ name: r.mentor.name }) : m.community_mt_declined({ name: r.mentor.name }), 'success');
      onDone();
    } catch (err) {
      failed(err, m.community_mt_answer_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card mentor-row">
      <div className="mentor-row__main">
        <p className="mentor-row__title" id={`request-${r.id}`}>
          <PersonName person={r.mentor} /> {m.community_mt_invited_you()}
        </p>
        {r.message ? <blockquote className="mentor-quote">{r.message}</blockquote> : null}
        <p className="muted">
          {m.community_mt_invited_open({ invited: formatLocalDate(r.invited_at), expires: formatLocalDate(r.expires_at) })}
        </p>
      </div>
      <div className="mentor-row__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void answer(true)} aria-describedby={`request-${r.id}`}>
          {m.community_mt_accept()}
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void answer(false)} aria-describedby={`request-${r.id}`}>
          {m.community_mt_decline()}
        </button>
      </div>
    </li>
  );
}

function List() {
  const { data, loading, setData } = useQuery($requested);
  if (loading || !data) return <Loading />;
  const done = (id: number) => () =>
    setData((cur) => {
      if (!cur) return cur;
      const rest = cur.data.filter((x) => x.id !== id);
      setInvitationCount(rest.length);
      return { data: rest };
    });
  return data.data.length === 0 ? (
    <div className="empty-state card" data-ready="">
      <p>{m.community_mt_no_requests()}</p>
    </div>
  ) : (
    <ul className="mentor-rows" aria-label={m.community_mt_requests_label()} data-ready="">
      {data.data.map((r) => (
        <Row key={r.id} r={r} onDone={done(r.id)} />
      ))}
    </ul>
  );
}

export default function Requested() {
  return (
    <ErrorBoundary>
      <List />
    </ErrorBoundary>
  );
}
