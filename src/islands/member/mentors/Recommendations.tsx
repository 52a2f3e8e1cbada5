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
import { failed, MentorNav, PROGRESS_LABEL } from './shared.tsx';
import { $recommendations } from './mentors-store.ts';
import './mentors.css';

function Row({ r, onDeleted }: { r: Recommendation; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await confirmDialog(`Withdraw the recommendation of “${r.item.title}”?`, 'Confirmation', { destructive: true }))) return;
    setBusy(true);
    try {
      await deleteRecommendation(r.id);
      toast('The recommendation was withdrawn.', 'success');
      onDeleted();
    } catch (err) {
      failed(err, 'The recommendation could not be withdrawn. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const to = [...r.mentees.map((m) => m.name), ...r.groups.map((g) => `group ${g.name}`)].join(', ');
  return (
    <li className="card mentor-row">
      <div className="mentor-row__main">
        <h2 className="mentor-row__title">
          <a href={r.item.url}>{r.item.title}</a> <span className="muted">({r.item.kind === 'bundle' ? 'bundle' : 'course'}, {r.item.price_label})</span>
        </h2>
        <p className="muted">
          For {to || 'nobody yet'} · {formatLocalDate(r.created_at)}
          {r.due_on ? ` · by ${formatCalendarDay(r.due_on, { day: 'numeric', month: 'long', year: 'numeric' })}` : ''}
        </p>
        {r.note ? <blockquote className="mentor-quote">{r.note}</blockquote> : null}
        {r.progress.length ? (
          <ul className="mentor-progress" aria-label={`Progress on ${r.item.title}`}>
            {r.progress.map((p) => (
              <li key={p.mentee.id}>
                <span>{p.mentee.name}</span>
                <progress max={100} value={p.progress_percent} aria-label={`${p.mentee.name}: ${r.item.title} progress`} />
                <span className={`mentor-status mentor-status--${p.status}`}>{PROGRESS_LABEL[p.status]}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mentor-row__actions">
        <a className="btn btn--ghost" href={`/mentors/courseRecommendations/update/${r.id}`} aria-label={`Edit the recommendation of ${r.item.title}`}>
          Edit
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={`Withdraw the recommendation of ${r.item.title}`}>
          Withdraw
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
        <a className="btn btn--primary" href="/mentors/courseRecommendations/create">
          Recommend a course
        </a>
      </p>
      {data.data.length === 0 ? (
        <div className="empty-state card">
          <p>Nothing recommended yet. Recommend a course or a bundle to your mentees or groups; they see it on their dashboard.</p>
        </div>
      ) : (
        <ul className="mentor-rows" aria-label="Your recommendations">
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
