// A file in the embedded database's folder that says the demo content has been checked there, so
// `npm start` need not load the seeding code (about 3 s of imports) on every start. It lives inside
// the database folder: a fresh database (the folder deleted) has no marker and is seeded again. Not
// used on PostgreSQL (DATABASE_URL), whose database is not a folder here.
import path from 'node:path';
import type { Config } from '../src/server/config.ts';

export function demoSeededMarker(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | null {
  return config.databaseUrl ? null : path.join(config.dataDir, 'pglite', 'wellspring-demo-checked');
}
