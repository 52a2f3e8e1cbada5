// The live stream of a member's notifications (docs/rules/notifications.md, "Live"). EventSource
// cannot send an Authorization header, so a signed-in tab first asks for a ticket (Bearer, POST):
// 32 random bytes, stored hashed, good for 60 seconds and one stream. The stream sends `notification`
// events whose id is the notification id, and `unread` events carrying the count under the same
// cursor, so a reconnect with Last-Event-ID gets exactly the notifications it missed.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Notification, StreamTicket } from '../../../lib/schemas/notifications.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, notifications, streamTickets } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor, Deps } from '../../http/env.ts';
import { provided } from '../../shared/provided.ts';
import { unreadCount } from './read.ts';
import { NOTIFICATIONS_CHANNEL, notificationView, type NotificationsEvent } from './view.ts';

export const STREAM_TICKET_TTL_MS = 60_000;
/** A comment line this often keeps proxies from closing an idle stream, and re-checks the token. */
export const STREAM_HEARTBEAT_MS = 25_000;
/** At most this many missed notifications are replayed on a reconnect; the list page has the rest. */
const REPLAY_LIMIT = 50;

export async function issueStreamTicket({ db, actor }: { db: Db; actor: Actor }): Promise<StreamTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STREAM_TICKET_TTL_MS);
  // Old tickets are useless after a minute; each new one clears the member's expired ones.
  await db.delete(streamTickets).where(and(eq(streamTickets.userId, actor.id), sql`${streamTickets.expiresAt} < now() - interval '1 minute'`));
  await db.insert(streamTickets).values({ hash: hashToken(ticket), userId: actor.id, tokenId: actor.tokenId, expiresAt });
  return { ticket, expires_at: expiresAt.toISOString(), url: `/v1/notifications/stream?ticket=${ticket}` };
}

export type StreamSession = { userId: number; tokenId: number };

const badTicket = () => new AppError('unauthenticated', m.errors_stream_ticket());

/** Uses up a ticket (once, whatever the race) and says whose stream it opens; 401 otherwise. */
export async function openNotificationStream({ db, ticket }: { db: Db; ticket: string }): Promise<StreamSession> {
  const [row] = await db
    .update(streamTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(streamTickets.hash, hashToken(ticket)), isNull(streamTickets.usedAt), gt(streamTickets.expiresAt, new Date())))
    .returning({ userId: streamTickets.userId, tokenId: streamTickets.tokenId });
  if (!row || !(await tokenStillValid(db, row.tokenId))) throw badTicket();
  return row;
}

export async function tokenStillValid(db: Db, tokenId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/** Last-Event-ID as the browser sends it back: our ids are notification ids. Anything else starts fresh. */
export function parseLastEventId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * The stream's cursor: the last notification id, and (when another feed rides on the stream, such
 * as messages) that feed's last id, written `12` or `12.40` (docs/rules/messages.md, "Live").
 */
export type StreamCursor = { notifications: number | null; feed: number | null };

export function parseStreamCursor(value: string | undefined | null): StreamCursor {
  const [n, f, ...rest] = (value ?? '').split('.');
  if (rest.length) return { notifications: null, feed: null };
  const notifications = parseLastEventId(n);
  if (notifications === null) return { notifications: null, feed: null };
  return { notifications, feed: f === undefined ? 0 : parseLastEventId(f) ?? 0 };
}

/**
 * Another domain's live items on the same stream (the tab keeps one connection): its own event
 * channel, whether an event concerns this member, where a first connection starts, the items after
 * a cursor (oldest first), and a summary sent after each catch-up (e.g. an unread count).
 */
export type LiveFeed = {
  channel: string;
  concerns: (payload: unknown, userId: number) => boolean;
  start: (db: Db, userId: number) => Promise<number>;
  after: (db: Db, userId: number, cursor: number) => Promise<Array<{ id: number; event: string; data: unknown }>>;
  summary: (db: Db, userId: number) => Promise<{ event: string; data: unknown }>;
};

/**
 * The feed the stream route runs: the messages domain's, which sits above notifications, so it is
 * passed in when the app is built (src/server/wiring.ts; docs/domain-order.md).
 */
export const streamFeed = provided<LiveFeed>('notifications.streamFeed');

export type StreamSink = {
  notification: (n: Notification, id: string) => Promise<void>;
  unread: (count: number, id: string) => Promise<void>;
  /** A feed's item or summary (only with a feed). */
  event?: (event: string, data: unknown, id: string) => Promise<void>;
  ping: () => Promise<void>;
};

/**
 * Runs one stream until `signal` aborts or the token behind the ticket is revoked. Every change for
 * this member (from any instance) triggers a catch-up: notifications after the cursor, then the count.
 */
export async function runNotificationStream(input: {
  deps: Deps;
  session: StreamSession;
  lastEventId: number | StreamCursor | null;
  sink: StreamSink;
  signal: AbortSignal;
  feed?: LiveFeed;
}): Promise<void> {
  const { deps, session, sink, signal, feed } = input;
  const { db } = deps;
  const start: StreamCursor = typeof input.lastEventId === 'number' || input.lastEventId === null ? { notifications: input.lastEventId, feed: input.lastEventId === null ? null : 0 } : input.lastEventId;
  let cursor = start.notifications;
  let feedCursor = start.notifications === null ? null : start.feed;
  const sent = new Set<number>();
  const sentFeed = new Set<number>();
  // `12`, or `12.40` once the feed has a position, so an old id (notifications only) still resumes.
  const idOf = () => (feed && feedCursor ? `${cursor ?? 0}.${feedCursor}` : String(cursor ?? 0));
  let chain: Promise<void> = Promise.resolve();
  let failed = false;

  const catchUp = async () => {
    if (cursor === null) {
      // A first connection: no backlog, only the count, from the newest notification on.
      const [row] = await db.select({ id: max(notifications.id) }).from(notifications).where(eq(notifications.userId, session.userId));
      cursor = row?.id ?? 0;
    } else {
      const fresh = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, session.userId), gt(notifications.id, cursor)))
        .orderBy(asc(notifications.id))
        .limit(REPLAY_LIMIT);
      for (const row of fresh) {
        if (sent.has(row.id)) continue;
        sent.add(row.id);
        cursor = row.id;
        await sink.notification(notificationView(row), idOf());
      }
    }
    if (feed && sink.event) {
      if (feedCursor === null) feedCursor = await feed.start(db, session.userId);
      else {
        for (const item of await feed.after(db, session.userId, feedCursor)) {
          if (sentFeed.has(item.id)) continue;
          sentFeed.add(item.id);
          feedCursor = Math.max(feedCursor, item.id);
          await sink.event(item.event, item.data, idOf());
        }
      }
    }
    await sink.unread(await unreadCount(db, session.userId), idOf());
    if (feed && sink.event) {
      const summary = await feed.summary(db, session.userId);
      await sink.event(summary.event, summary.data, idOf());
    }
  };
  const schedule = () => {
    chain = chain.then(catchUp).catch((err) => {
      failed = true;
      deps.log.warn('notification stream ended', { err: err instanceof Error ? err.message : String(err) });
    });
    return chain;
  };

  // Subscribe first, then catch up, so nothing created in between is missed.
  const unsubscribe = await deps.events.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
    if ((payload as NotificationsEvent)?.userId === session.userId) void schedule();
  });
  const unsubscribeFeed = feed
    ? await deps.events.subscribe(feed.channel, (payload) => {
        if (feed.concerns(payload, session.userId)) void schedule();
      })
    : () => {};
  try {
    await schedule();
    while (!signal.aborted && !failed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, STREAM_HEARTBEAT_MS);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      if (signal.aborted || failed) break;
      if (!(await tokenStillValid(db, session.tokenId))) break;
      await sink.ping();
    }
  } finally {
    unsubscribe();
    unsubscribeFeed();
    await chain;
  }
}
