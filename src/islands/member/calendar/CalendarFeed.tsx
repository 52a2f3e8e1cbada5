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
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $calendarFeed, $shownFeedLink, closeShownLink, makeFeedLink, turnOffFeed } from './calendar-feed-store.ts';
import './calendar-feed.css';

const failed = (err: unknown) => {
  // A 401 is the Session Expired dialog's (docs/rules/client.md, "Loading data").
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : 'That did not work. Please try again.', 'error');
};

function ShownLink({ link, onClose }: { link: CalendarFeedLink; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [link.url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast('The feed link is copied.', 'success');
    } catch {
      toast('Copying was refused by the browser: select the link and copy it.', 'error');
    }
  };
  return (
    <div className="feed-link" data-feed-link>
      <h3 ref={heading} tabIndex={-1}>
        Your feed link
      </h3>
      <p>
        Shown only now: we keep no copy we could show again. Anyone with this link can see your practices and live sessions, so keep it private.
      </p>
      <label htmlFor="feed-link-url">Calendar feed address</label>
      <input id="feed-link-url" className="feed-link__url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
      <div className="feed-actions">
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          Copy link
        </button>
        <a className="btn" href={link.webcal_url}>
          Open in your calendar app
        </a>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Done
        </button>
      </div>
      <h4>How to subscribe</h4>
      <ul className="feed-help">
        <li>
          <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL; paste the link.
        </li>
        <li>
          <strong>Apple Calendar</strong>: File, New Calendar Subscription; paste the link. On iPhone or iPad, open the link above.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, Subscribe from web; paste the link.
        </li>
      </ul>
      <p className="muted">Calendar apps fetch the feed again by themselves, some only every few hours.</p>
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
        <p>We could not load your calendar feed.</p>
        <button type="button" className="btn" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  if (loading || !data) return <p className="muted">Loading your calendar feed…</p>;

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
    if (data?.enabled && !(await confirmDialog('Your current link stops working at once: every calendar subscribed to it stops updating until you subscribe with the new link.', 'Get a new link?', { destructive: true }))) return;
    await run(makeFeedLink);
  }

  async function turnOff() {
    if (!(await confirmDialog('Your link stops working at once and calendars subscribed to it stop updating. You can make a new link later.', 'Turn off the calendar feed?', { destructive: true }))) return;
    await run(turnOffFeed, focusState);
  }

  return (
    <>
      <p ref={stateLine} tabIndex={-1} className="feed-state" data-feed-state>
        {data.enabled && data.created_at ? (
          <>
            <span className="badge">On</span> since <time dateTime={data.created_at}>{formatLocalDate(data.created_at)}</time>.
          </>
        ) : (
          <>
            <span className="badge badge--muted">Off</span> You have no feed link.
          </>
        )}
      </p>
      <p className="muted">Practice times are written in your time zone, {data.time_zone}.</p>
      {data.enabled && !shown && <p className="muted">For your safety the link cannot be shown again. If you lost it, get a new one.</p>}
      <div className="feed-actions">
        <button type="button" className={data.enabled ? 'btn' : 'btn btn--primary'} disabled={busy} onClick={() => void newLink()}>
          {data.enabled ? 'Get a new link' : 'Create feed link'}
        </button>
        {data.enabled && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void turnOff()}>
            Turn off
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
