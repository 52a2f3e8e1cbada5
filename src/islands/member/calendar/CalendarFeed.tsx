// "Calendar feed" on /settings (docs/rules/calendar-feeds.md, "Screens"): off or on since a date; making
// the private .ics address, a new one (asked first: the old one stops at once) or turning it off (asked
// too); the new address shown once with Copy, a webcal:// link and how to subscribe in Google, Apple
// and Outlook. A view over calendar-feed-store.ts. Focus: the shown address's heading takes it when a
// link is made, the state line when the feed is turned off or the address is closed.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { CalendarFeedLink } from '../../../lib/schemas/calendar-feeds.ts';
import { m } from '../../../paraglide/messages.js';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { interpolate } from '../../ui/interpolate.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $calendarFeed, $shownFeedLink, closeShownLink, makeFeedLink, turnOffFeed } from './calendar-feed-store.ts';
import './calendar-feed.css';

const failed = (err: unknown) => {
  // A 401 is the Session Expired dialog's (docs/rules/client.md, "Loading data").
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.member_feed_failed(), 'error');
};

function ShownLink({ link, onClose }: { link: CalendarFeedLink; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [link.url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast(m.member_feed_copied(), 'success');
    } catch {
      toast(m.member_feed_copy_refused(), 'error');
    }
  };
  return (
    <div className="feed-link" data-feed-link>
      <h3 ref={heading} tabIndex={-1}>
        {m.member_feed_your_link()}
      </h3>
      <p>{m.member_feed_shown_once()}</p>
      <label htmlFor="feed-link-url">{m.member_feed_address()}</label>
      <input id="feed-link-url" className="feed-link__url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
      <div className="feed-actions">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          {m.member_feed_copy()}
        </button>
        <a className="btn" href={link.webcal_url}>
          {m.member_feed_open()}
        </a>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {m.member_feed_done()}
        </button>
      </div>
      <h4>{m.member_feed_how()}</h4>
      <ul className="feed-help">
        <li>{interpolate((p) => m.member_feed_google(p), { app: <strong>Google Calendar</strong> })}</li>
        <li>{interpolate((p) => m.member_feed_apple(p), { app: <strong>Apple Calendar</strong> })}</li>
        <li>{interpolate((p) => m.member_feed_outlook(p), { app: <strong>Outlook</strong> })}</li>
      </ul>
      <p className="muted">{m.member_feed_refetch()}</p>
    </div>
  );
}

function FeedBlock() {
  const { data, error, loading, reload } = useQuery($calendarFeed, { soft: true });
  const shown = useStore($shownFeedLink);
  const [busy, setBusy] = useState(false);
  const stateLine = useRef<HTMLParagraphElement>(null);

  if (error && !(error instanceof ApiError && error.status === 401)) {
    return (
      <div role="alert">
        <p>{m.member_feed_load_failed()}</p>
        <button type="button" className="btn" onClick={reload}>
          {m.member_try_again()}
        </button>
      </div>
    );
  }
  if (loading || !data) return <p className="muted">{m.member_feed_loading()}</p>;

  async function run(action: () => Promise<void>, after?: () => void) {
    setBusy(true);
    try {
      await action();
      after?.();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  const focusState = () => requestAnimationFrame(() => stateLine.current?.focus());

  async function newLink() {
    if (data?.enabled && !(await confirmDialog(m.member_feed_new_confirm(), m.member_feed_new_title(), { destructive: true }))) return;
    await run(makeFeedLink);
  }

  async function turnOff() {
    if (!(await confirmDialog(m.member_feed_off_confirm(), m.member_feed_off_title(), { destructive: true }))) return;
    await run(turnOffFeed, focusState);
  }

  return (
    <>
      <p ref={stateLine} tabIndex={-1} className="feed-state" data-feed-state>
        {data.enabled && data.created_at ? (
          <>
            {interpolate((p) => m.member_feed_on_since(p), {
              on: <span className="badge">{m.member_feed_on()}</span>,
              date: <time dateTime={data.created_at}>{formatLocalDate(data.created_at)}</time>,
            })}
          </>
        ) : (
          <>
            <span className="badge badge--muted">{m.member_feed_off()}</span> {m.member_feed_none()}
          </>
        )}
      </p>
      <p className="muted">{m.member_feed_time_zone({ zone: data.time_zone })}</p>
      {data.enabled && !shown && <p className="muted">{m.member_feed_safety()}</p>}
      <div className="feed-actions">
        <button type="button" className={data.enabled ? 'btn' : 'btn btn--primary'} disabled={busy} onClick={() => void newLink()}>
          {data.enabled ? m.member_feed_get_new() : m.member_feed_create()}
        </button>
        {data.enabled && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void turnOff()}>
            {m.member_feed_turn_off()}
          </button>
        )}
      </div>
      {shown && (
        <ShownLink
          link={shown}
          onClose={() => {
            closeShownLink();
            focusState();
          }}
        />
      )}
    </>
  );
}

export default function CalendarFeed() {
  return (
    <ErrorBoundary>
      <FeedBlock />
    </ErrorBoundary>
  );
}
