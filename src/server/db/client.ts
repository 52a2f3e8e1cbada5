// Opens the database: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
// Both give the same Drizzle API over the same PostgreSQL dialect, so every query runs on either.
// The server runs PGlite in a worker thread of its own (PGLITE_WORKER, on by default;
// docs/performance.md, "The embedded database in a worker thread"); tests open it in their thread.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keepDatesAsText } from './pglite-parsers.ts';
import { PGLITE_EXTENSIONS, PGLITE_SETTINGS } from './pglite-settings.ts';
import { shareTheThread } from './pglite-turns.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every service receives. Works the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The underlying PGlite when it runs in this thread, for cloning in tests; undefined in the worker and on PostgreSQL. */
  pglite?: PGlite;
  /** LISTEN on the embedded database (in this thread or the worker): calls `notify` with each payload; undefined on PostgreSQL. */
  listen?: (channel: string, notify: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The node-postgres pool; undefined on PGlite. */
  pool?: pg.Pool;
  /** The connection string, for the one dedicated LISTEN connection (src/server/events); undefined on PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

export { PGLITE_EXTENSIONS, PGLITE_SETTINGS };

export function wrapPglite(client: PGlite): DbHandle {
  shareTheThread(client);
  keepDatesAsText(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, listen: (channel, notify) => client.listen(channel, notify), close: () => client.close() };
}

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
  return wrapPglite(client);
}

/**
 * The embedded database in a worker thread: the same Drizzle API, its statements off this thread.
 * `started`: a worker already opening this folder (src/server/db/early-open.ts).
 */
export async function openPgliteInWorker(dataDir: string | undefined, started?: Promise<PgliteWorkerClient>, { waitInTransactions = true }: { waitInTransactions?: boolean } = {}): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await (started ?? PgliteWorkerClient.open({ ...(dataDir ? { dataDir } : {}), waitInTransactions }));
  // drizzle's PGlite driver calls only query() and transaction() (and tx.query() inside), which the worker's client has.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', listen: (channel, notify) => client.listen(channel, notify), close: () => client.close() };
}

export function openPostgres(url: string, poolSize = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', err: err.message })));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'postgres', pool, databaseUrl: url, close: () => pool.end() };
}
