// The one live connection of a signed-in tab (docs/rules/notifications.md, "Live"). EventSource
// cannot send the Bearer token, so each connection starts with a single-use ticket from an
// authenticated POST. Notifications and messages share it. A dropped stream is reopened with a new ticket after a growing pause, passing
// the last event id so the server replays exactly what was missed.
import { ApiError } from '../lib/api/errors.ts';
import { getStreamTicket } from '../lib/api/notifications.ts';
import type { Notification, UnreadEvent } from '../lib/schemas/notifications.ts';
import { $session } from '../stores/session.ts';
import { $liveNotification, setUnread } from '../stores/notifications.ts';
import type { Message, MessagesUnreadEvent } from '../lib/schemas/messages.ts';
import { $liveMessage, setMessagesUnread } from '../stores/messages.ts';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;

type Live = { source: EventSource | null; lastEventId: string | null; retryMs: number; timer: number | undefined; token: string };
const KEY = Symbol.for('wellspring.notifications-live');
type WithLive = typeof globalThis & { [KEY]?: Live };

function stop(live: Live): void {
  live.source?.close();
  live.source = null;
  window.clearTimeout(live.timer);
  live.timer = undefined;
}

async function connect(live: Live): Promise<void> {
  const token = $session.get().token;
  if (!token || token !== live.token) return;
  let url: string;
  try {
    url = (await getStreamTicket()).data.url;
  } catch (err) {
    // A refused token will not get better by asking again; a new sign-in starts over.
    if (err instanceof ApiError && err.status === 401) return;
    return retry(live);
  }
  if ($session.get().token !== live.token) return;
  if (live.lastEventId) url += `&last_event_id=${encodeURIComponent(live.lastEventId)}`;
  const source = new EventSource(url);
  live.source = source;
  const remember = (e: MessageEvent) => {
    if (e.lastEventId) live.lastEventId = e.lastEventId;
  };
  source.addEventListener('unread', (e) => {
    remember(e);
    live.retryMs = RETRY_MIN_MS;
    setUnread((JSON.parse(e.data) as UnreadEvent).unread);
  });
  source.addEventListener('notification', (e) => {
    remember(e);
    $liveNotification.set(JSON.parse(e.data) as Notification);
  });
  // Messages ride on the same stream (docs/rules/messages.md, "Live"); ids carry both cursors.
  source.addEventListener('message', (e) => {
    remember(e);
    $liveMessage.set(JSON.parse(e.data) as Message);
  });
  source.addEventListener('messages_unread', (e) => {
    remember(e);
    setMessagesUnread((JSON.parse(e.data) as MessagesUnreadEvent).unread);
  });
  // The ticket is spent, so the browser's own reconnect would be refused: close and start again.
  source.addEventListener('error', () => {
    if (live.source !== source) return;
    source.close();
    live.source = null;
    retry(live);
  });
}

function retry(live: Live): void {
  window.clearTimeout(live.timer);
  const wait = live.retryMs + Math.round(Math.random() * 500);
  live.retryMs = Math.min(RETRY_MAX_MS, live.retryMs * 2);
  live.timer = window.setTimeout(() => void connect(live), wait);
}

/** Starts (once per tab) the live connection for the signed-in member, and follows sign-in and sign-out. */
export function startLiveNotifications(): void {
  const g = globalThis as WithLive;
  if (g[KEY] || typeof EventSource === 'undefined') return;
  const live: Live = { source: null, lastEventId: null, retryMs: RETRY_MIN_MS, timer: undefined, token: '' };
  g[KEY] = live;
  $session.subscribe((session) => {
    const token = session.isLoggedIn ? session.token : '';
    if (token === live.token) return;
    stop(live);
    live.token = token;
    live.lastEventId = null;
    live.retryMs = RETRY_MIN_MS;
    if (token) void connect(live);
  });
  window.addEventListener('pagehide', () => stop(live));
  // A page restored from the back/forward cache reconnects, resuming after the last event it saw.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && live.token && !live.source) void connect(live);
  });
}
