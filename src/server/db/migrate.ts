// Applies the committed migrations. On PostgreSQL the run holds an advisory lock, so several app
// instances starting together migrate once and the others wait, then find nothing left to do.
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client.ts';

/** Arbitrary but fixed: every instance must use the same key. */
const MIGRATION_LOCK_KEY = 727_001;

export const migrationsFolder = () => path.resolve(process.cwd(), 'src/server/db/migrations');

export async function migrateDatabase(handle: DbHandle, folder = migrationsFolder()): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
