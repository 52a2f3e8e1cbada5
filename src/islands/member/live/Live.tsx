// /live (docs/rules/live-sessions.md): the live sessions of the member's courses and mentor groups,
// soonest first, then the past ones they were going to. Each shows its time in the member's own zone,
// how many places are left, and "I'm going" or "Cancel my place"; while going, the join link and the
// calendar file; afterwards, the recording.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { browserTimeZone } from '../../../lib/dates.ts';
import { formatSessionTime } from '../../../lib/live-time.ts';
import type { LiveSession } from '../../../lib/schemas/live.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $liveActions, $livePage, $liveSessions, downloadInvite, focusTaken, goToSession, leaveSession } from './live-store.ts';
import './live.css';

function SessionCard({ s, zone }: { s: LiveSession; zone: string }) {
  const action = useStore($liveActions)[String(s.id)];
  const busy = action?.busy ?? false;
  const now = Date.now();
  const started = new Date(s.starts_at).getTime() <= now;
  const ended = new Date(s.ends_at).getTime() <= now;
  const left = Math.max(0, s.capacity - s.going);
  const going = s.rsvp === 'going';
  const heading = `live-${s.id}`;
  const state = useRef<HTMLParagraphElement>(null);
  // After "I'm going" or "Cancel my place" the button is gone: the focus goes to what changed.
  useEffect(() => {
    if (!action?.done || action.busy || s.rsvp !== action.done) return;
    state.current?.focus();
    focusTaken(s.id);
  }, [action?.done, action?.busy, s.rsvp, s.id]);
  return (
    <li className="card live-card" aria-labelledby={heading} data-live-session={s.id}>
      <h2 id={heading} className="live-card__title">
        {s.title}
      </h2>
      <p className="live-card__when">
        <time dateTime={s.starts_at}>{formatSessionTime(s.starts_at, zone)}</time>, {s.duration_minutes} minutes
      </p>
      <p className="muted live-card__meta">
        {s.audience.kind === 'course' ? 'Course' : 'Group'}: {s.audience.name}
        {s.organiser_name ? ` · with ${s.organiser_name}` : ''}
      </p>
      {s.description ? <p className="live-card__description">{s.description}</p> : null}
      {s.status === 'cancelled' ? (
        <p className="live-card__state live-card__state--cancelled">This session was cancelled.</p>
      ) : ended ? (
        <p className="live-card__state">{s.attended === true ? 'You were there.' : 'This session is over.'}</p>
      ) : going ? (
        <p className="live-card__state live-card__state--going" tabIndex={-1} ref={state}>
          You are going.
        </p>
      ) : (
        <p className="live-card__state" tabIndex={-1} ref={state}>
          {left > 0 ? `${left} of ${s.capacity} ${left === 1 ? 'place' : 'places'} left.` : 'This session is full.'}</p>
      )}
      {s.join_url ? (
        <p>
          <a className="live-card__join" href={s.join_url} rel="noopener noreferrer" target="_blank">
            Join the session<span className="visually-hidden"> “{s.title}” (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {s.recording_url ? (
        <p>
          <a href={s.recording_url} rel="noopener noreferrer" target="_blank">
            Watch the recording<span className="visually-hidden"> of “{s.title}” (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <div className="live-card__actions">
        {s.status === 'scheduled' && !started && !going ? (
          <button type="button" className="btn btn--primary" disabled={busy || left === 0} onClick={() => void goToSession(s.id)}>
            I’m going<span className="visually-hidden"> to “{s.title}”</span>
          </button>
        ) : null}
        {s.status === 'scheduled' && !started && going ? (
          <button type="button" className="btn" disabled={busy} onClick={() => void leaveSession(s.id)}>
            Cancel my place<span className="visually-hidden"> at “{s.title}”</span>
          </button>
        ) : null}
        {going && !ended ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void downloadInvite(s.id)}>
            Add to calendar (.ics)<span className="visually-hidden"> for “{s.title}”</span>
          </button>
        ) : null}
      </div>
      {action?.message ? (
        <p className="field-error" role="alert">
          {action.message}
        </p>
      ) : null}
    </li>
  );
}

function LiveContent() {
  const { data, loading } = useQuery($liveSessions, { keep: true });
  const page = useStore($livePage);
  // The browser's zone: the one the profile takes (src/scripts/time-zone.ts), and the member's clock now.
  const zone = browserTimeZone();
  if (loading || !data) return <Loading />;
  return (
    <div className="live-page" data-ready="">
      <p className="muted">Times are shown in your time zone, {zone}.</p>
      {data.data.length === 0 ? (
        <p className="card live-empty">No live sessions yet. When an author or your mentor schedules one for your courses or groups, it appears here.</p>
      ) : (
        <ul className="live-list">
          {data.data.map((s) => (
            <SessionCard key={s.id} s={s} zone={zone} />
          ))}
        </ul>
      )}
      {data.meta.last_page > 1 ? (
        <nav className="live-pager" aria-label="Live session pages">
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => $livePage.set(page - 1)}>
            Earlier
          </button>
          <span>
            Page {page} of {data.meta.last_page}
          </span>
          <button type="button" className="btn btn--ghost" disabled={page >= data.meta.last_page} onClick={() => $livePage.set(page + 1)}>
            Later
          </button>
        </nav>
      ) : null}
    </div>
  );
}

export default function Live() {
  return (
    <ErrorBoundary>
      <LiveContent />
    </ErrorBoundary>
  );
}
