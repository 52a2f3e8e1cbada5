// Cross-instance events (docs/rules/jobs.md, "Events"): the one place that talks LISTEN/NOTIFY.
// publish() is `pg_notify` on the caller's database or transaction, so an event sent inside a
// transaction is delivered only if it commits, on PostgreSQL and PGlite alike. subscribe() fans one
// LISTEN per channel out to local handlers: a dedicated connection on PostgreSQL (a pooled one would
// drop it), PGlite's own listener on the embedded default (in the server's thread or its worker).
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export type EventHandler = (payload: unknown) => void;

export type Events = {
  /** Sends `payload` (JSON, under 8000 bytes) to every instance's subscribers; inside `db`'s transaction if it is one. */
  publish: (db: Db, channel: string, payload: unknown) => Promise<void>;
  /** Calls `handler` for each event on `channel`, from any instance. Returns the unsubscribe. */
  subscribe: (channel: string, handler: EventHandler) => Promise<() => void>;
  /**
   * Calls `handler(false)` when the listening connection is lost (events sent meanwhile are missed)
   * and `handler(true)` once it listens again, so a subscriber that keeps copies can stop trusting
   * them. Returns the unsubscribe.
   */
  watchGaps: (handler: (listening: boolean) => void) => () => void;
  /**
   * Resolves once this instance has heard every event committed before the call (or after a second,
   * whichever is first). A write request waits for it before answering, so a change it made to
   * another member's data has dropped their copies here too (docs/performance.md, "When a copy is
   * dropped"). Immediate on PGlite, whose events arrive before the write returns.
   */
  caughtUp: (db: Db) => Promise<void>;
  close: () => Promise<void>;
};

/** A channel of this module's own: a token sent on it comes back after every event committed before it. */
const SYNC_CHANNEL = 'events_caught_up';
const CAUGHT_UP_WAIT_MS = 1000;

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Bad event channel name: ${channel}`);
}

type Listener = { listen: (channel: string, deliver: (raw: string) => void) => Promise<void>; close: () => Promise<void> };

function pgliteListener(handle: DbHandle): Listener {
  const unlisten: Array<() => Promise<void>> = [];
  return {
    listen: async (channel, deliver) => {
      unlisten.push(await handle.listen!(channel, deliver));
    },
    close: async () => {
      // The database may already be closed by the owner; nothing is left to stop then.
      await Promise.allSettled(unlisten.map((u) => u()));
    },
  };
}

/** One dedicated connection that LISTENs, reconnecting (and listening again) if it drops. */
function postgresListener(url: string, log: Logger, onGap: (listening: boolean) => void): Listener {
  const channels = new Map<string, (raw: string) => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let lost = false;
  let connecting: Promise<void> | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => channels.get(msg.channel)?.(msg.payload ?? ''));
    c.on('error', (err) => {
      log.warn('event listener connection lost', { err: err.message });
      if (client === c) client = undefined;
      if (!lost) {
        lost = true;
        onGap(false);
      }
      if (!closed) setTimeout(() => void ensure().catch(() => {}), 1000);
    });
    await c.connect();
    for (const ch of channels.keys()) await c.query(`LISTEN "${ch}"`);
    client = c;
    if (lost) {
      lost = false;
      onGap(true);
    }
  };
  const ensure = () => {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };

  return {
    listen: async (channel, deliver) => {
      channels.set(channel, deliver);
      if (client) await client.query(`LISTEN "${channel}"`);
      else await ensure();
    },
    close: async () => {
      closed = true;
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

/**
 * Sends an event to every instance's subscribers. Given a transaction, it is delivered only if that
 * transaction commits (NOTIFY is transactional on PostgreSQL and on PGlite). Payload: JSON under 8000 bytes.
 */
export async function publishEvent(db: Db, channel: string, payload: unknown): Promise<void> {
  checkChannel(channel);
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export function createEvents(handle: DbHandle, options: { log: Logger }): Events {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const gapWatchers = new Set<(listening: boolean) => void>();
  const onGap = (listening: boolean) => {
    for (const watcher of gapWatchers) watcher(listening);
  };
  const listener = handle.kind === 'pglite' ? pgliteListener(handle) : postgresListener(handle.databaseUrl!, options.log, onGap);
  const listening = new Map<string, Promise<void>>();
  // NOTIFY delivers in commit order, so once a token sent now comes back, every event committed
  // before it has been handled by the subscribers.
  const waiting = new Map<string, () => void>();
  let syncListening: Promise<void> | undefined;
  let nextToken = 0;
  const instanceTag = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

  const events: Events = {
    publish: publishEvent,
    caughtUp: async (db) => {
      if (handle.kind === 'pglite') return;
      syncListening ??= events.subscribe(SYNC_CHANNEL, (token) => {
        if (typeof token === 'string') waiting.get(token)?.();
      }).then(() => undefined);
      const token = `${instanceTag}-${++nextToken}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(token, resolve);
        timer = setTimeout(resolve, CAUGHT_UP_WAIT_MS);
      });
      try {
        await syncListening;
        await publishEvent(db, SYNC_CHANNEL, token);
        await heard;
      } catch (err) {
        options.log.warn('events not caught up', { err: (err as Error).message });
      } finally {
        clearTimeout(timer);
        waiting.delete(token);
      }
    },
    subscribe: async (channel, handler) => {
      checkChannel(channel);
      if (!listening.has(channel)) {
        const started = listener.listen(channel, (raw) => {
          let payload: unknown;
          try {
            payload = JSON.parse(raw);
          } catch {
            return;
          }
          local.emit(channel, payload);
        });
        listening.set(channel, started);
        started.catch(() => listening.delete(channel));
      }
      await listening.get(channel);
      const wrapped = (p: unknown) => {
        try {
          handler(p);
        } catch (err) {
          options.log.error('event handler failed', { channel, err: (err as Error).message });
        }
      };
      local.on(channel, wrapped);
      return () => void local.off(channel, wrapped);
    },
    watchGaps: (handler) => {
      gapWatchers.add(handler);
      return () => void gapWatchers.delete(handler);
    },
    close: async () => {
      gapWatchers.clear();
      local.removeAllListeners();
      for (const resolve of waiting.values()) resolve();
      await listener.close();
    },
  };
  return events;
}
