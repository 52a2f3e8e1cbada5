// /mentors/courseRecommendations: what the mentor recommended, to whom, and who started and finished;
// edit, and withdraw after confirmation.
import { useState } from 'react';
import { deleteRecommendation } from '../../../lib/api/mentors.ts';
import { formatCalendarDay, formatLocalDate } from '../../../lib/dates.ts';
import type { Recommendation } from '../../../lib/schemas/mentors.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { failed, MentorNav, progressLabel } from './shared.tsx';
import { $recommendations } from './mentors-store.ts';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

function Row({ r, onDeleted }: { r: Recommendation; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await confirmDialog(m.community_mt_withdraw_q({ title: r.item.title }), m.community_confirmation(), { destructive: true }))) return;
    setBusy(true);
    try {
      await deleteRecommendation(r.id);
      toast(m.community_mt_withdrawn(), 'success');
      onDeleted();
    } catch (err) {
      failed(err, m.community_mt_withdraw_failed());
    } finally {
      setBusy(false);
    }
  };
  const to = [...r.mentees.map((mentee) => mentee.name), ...r.groups.map((g) => m.community_mt_group_named({ name: g.name }))].join(', ');
  return (
    <li className="card mentor-row">
      <div className="mentor-row__main">
        <h2 className="mentor-row__title">
          <a href={localizePath(r.item.url)}>{r.item.title}</a> <span className="muted">({r.item.kind === 'bundle' ? m.community_mt_kind_bundle() : m.community_mt_kind_course()}, {r.item.price_label})</span>
        </h2>
        <p className="muted">
          {m.community_mt_for({ to: to || m.community_mt_nobody() })} · {formatLocalDate(r.created_at)}
          {r.due_on ? ` · ${m.community_mt_by({ date: formatCalendarDay(r.due_on, { day: 'numeric', month: 'long', year: 'numeric' }) })}` : ''}
        </p>
        {r.note ? <blockquote className="mentor-quote">{r.note}</blockquote> : null}
        {r.progress.length ? (
          <ul className="mentor-progress" aria-label={m.community_mt_progress_on({ title: r.item.title })}>
            {r.progress.map((p) => (
              <li key={p.mentee.id}>
                <span>{p.mentee.name}</span>
                <progress max={100} value={p.progress_percent} aria-label={m.community_mt_progress_label({ name: p.mentee.name, title: r.item.title })} />
                <span className={`mentor-status mentor-status--${p.status}`}>{progressLabel(p.status)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mentor-row__actions">
        <a className="btn btn--ghost" href={localizePath(`/mentors/courseRecommendations/update/${r.id}`)} aria-label={m.community_mt_edit_rec_label({ title: r.item.title })}>
          {m.community_edit()}
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={m.community_mt_withdraw_label({ title: r.item.title })}>
          {m.community_mt_withdraw()}
        </button>
      </div>
    </li>
  );
}

function List() {
  const { data, loading, setData } = useQuery($recommendations);
  if (loading || !data) return <Loading />;
  return (
    <div data-ready="">
      <p>
        <a className="btn btn--primary" href={localizePath('/mentors/courseRecommendations/create')}>
          {m.community_recommend_course()}
        </a>
      </p>
      {data.data.length === 0 ? (
        <div className="empty-state card">
          <p>{m.community_mt_recs_empty()}</p>
        </div>
      ) : (
        <ul className="mentor-rows" aria-label={m.community_mt_your_recs()}>
          {data.data.map((r) => (
            <Row key={r.id} r={r} onDeleted={() => setData((cur) => cur && { data: cur.data.filter((x) => x.id !== r.id) })} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function Recommendations() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/courseRecommendations" />
      <List />
    </ErrorBoundary>
  );
}
