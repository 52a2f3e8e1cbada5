// Opens the database: embedded PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
// Both give the same Drizzle API over the same PostgreSQL dialect, so every query runs on either.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keepDatesAsText } from './pglite-parsers.ts';
import { shareTheThread } from './pglite-turns.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every service receives. Works the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The underlying PGlite, for cloning in tests; undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The node-postgres pool; undefined on PGlite. */
  pool?: pg.Pool;
  /** The connection string, for the one dedicated LISTEN connection (src/server/events); undefined on PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

/** Extensions the migrations use (pg_trgm for typo-tolerant search); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL settings of the embedded database. PGlite's default shared_buffers (128 MB) lives in its
 * WebAssembly heap, which never shrinks; 32 MB holds the demo and a 100,000-course catalogue's hot
 * pages, and the operating system's page cache holds the rest (docs/performance.md, "Memory").
 */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

export function wrapPglite(client: PGlite): DbHandle {
  shareTheThread(client);
  keepDatesAsText(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
  return wrapPglite(client);
}

export function openPostgres(url: string, poolSize = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', err: err.message })));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'postgres', pool, databaseUrl: url, close: () => pool.end() };
}
