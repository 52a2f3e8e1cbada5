// /live (docs/rules/live-sessions.md): the live sessions of the member's courses and mentor groups,
// soonest first, then the past ones they were going to. Each shows its time in the member's own zone,
// how many places are left, and "I'm going" or "Cancel my place"; while going, the join link and the
// calendar file; afterwards, the recording.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { browserTimeZone } from '../../../lib/dates.ts';
import type { LiveSession } from '../../../lib/schemas/live.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $liveActions, $livePage, $liveSessions, downloadInvite, focusTaken, goToSession, leaveSession, sessionTime } from './live-store.ts';
import './live.css';
import { m } from '../../../paraglide/messages.js';

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
        <time dateTime={s.starts_at}>{sessionTime(s.starts_at, zone)}</time>, {m.community_live_minutes({ minutes: s.duration_minutes })}
      </p>
      <p className="muted live-card__meta">
        {s.audience.kind === 'course' ? m.community_live_course_audience({ name: s.audience.name }) : m.community_live_group_audience({ name: s.audience.name })}
        {s.organiser_name ? ` · ${m.community_live_with({ name: s.organiser_name })}` : ''}
      </p>
      {s.description ? <p className="live-card__description">{s.description}</p> : null}
      {s.status === 'cancelled' ? (
        <p className="live-card__state live-card__state--cancelled">{m.community_live_cancelled()}</p>
      ) : ended ? (
        <p className="live-card__state">{s.attended === true ? m.community_live_were_there() : m.community_live_over()}</p>
      ) : going ? (
        <p className="live-card__state live-card__state--going" tabIndex={-1} ref={state}>
          {m.community_live_going()}
        </p>
      ) : (
        <p className="live-card__state" tabIndex={-1} ref={state}>
          {left > 0 ? m.community_live_places_left({ count: left, capacity: s.capacity }) : m.community_live_full()}</p>
      )}
      {s.join_url ? (
        <p>
          <a className="live-card__join" href={s.join_url} rel="noopener noreferrer" target="_blank">
            {m.community_live_join()}<span className="visually-hidden"> {m.community_live_join_hidden({ title: s.title })}</span>
          </a>
        </p>
      ) : null}
      {s.recording_url ? (
        <p>
          <a href={s.recording_url} rel="noopener noreferrer" target="_blank">
            {m.community_live_recording()}<span className="visually-hidden"> {m.community_live_recording_hidden({ title: s.title })}</span>
          </a>
        </p>
      ) : null}
      <div className="live-card__actions">
        {s.status === 'scheduled' && !started && !going ? (
          <button type="button" className="btn btn--primary" disabled={busy || left === 0} onClick={() => void goToSession(s.id)}>
            {m.community_live_im_going()}<span className="visually-hidden"> {m.community_live_im_going_hidden({ title: s.title })}</span>
          </button>
        ) : null}
        {s.status === 'scheduled' && !started && going ? (
          <button type="button" className="btn" disabled={busy} onClick={() => void leaveSession(s.id)}>
            {m.community_live_cancel_place()}<span className="visually-hidden"> {m.community_live_cancel_place_hidden({ title: s.title })}</span>
          </button>
        ) : null}
        {going && !ended ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void downloadInvite(s.id)}>
            {m.community_live_add_calendar()}<span className="visually-hidden"> {m.community_live_add_calendar_hidden({ title: s.title })}</span>
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
      <p className="muted">{m.community_live_zone({ zone })}</p>
      {data.data.length === 0 ? (
        <p className="card live-empty">{m.community_live_empty()}</p>
      ) : (
        <ul className="live-list">
          {data.data.map((s) => (
            <SessionCard key={s.id} s={s} zone={zone} />
          ))}
        </ul>
      )}
      {data.meta.last_page > 1 ? (
        <nav className="live-pager" aria-label={m.community_live_pages()}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => $livePage.set(page - 1)}>
            {m.community_live_earlier()}
          </button>
          <span>
            {m.community_page_of({ page, last: data.meta.last_page })}
          </span>
          <button type="button" className="btn btn--ghost" disabled={page >= data.meta.last_page} onClick={() => $livePage.set(page + 1)}>
            {m.community_live_later()}
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
