// Runs once before the vitest suite: migrates (and seeds) a PGlite and dumps it to a tar file, and,
// when TEST_DATABASE_URL is set, builds the same two templates as PostgreSQL template databases.
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { seedDemoContent } from '../../src/server/db/seed/index.ts';
import { PG_TEMPLATE_EMPTY, PG_TEMPLATE_SEEDED, TEMPLATE_DIR, pgliteTemplatePath, testDatabaseUrl, withDatabase } from './templates.ts';

async function buildPgliteTemplates() {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const handle = await openPglite(undefined);
  await migrateDatabase(handle);
  fs.writeFileSync(pgliteTemplatePath(false), Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
  await seedDemoContent(handle.db);
  fs.writeFileSync(pgliteTemplatePath(true), Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
}

async function buildPostgresTemplates(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of [PG_TEMPLATE_EMPTY, PG_TEMPLATE_SEEDED]) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const handle = openPostgres(withDatabase(url, name), 2);
      await migrateDatabase(handle);
      if (name === PG_TEMPLATE_SEEDED) await seedDemoContent(handle.db);
      await handle.close();
    }
    // Leftovers of an interrupted run would otherwise pile up.
    const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'wellspring_t_%'`);
    for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function setup() {
  await buildPgliteTemplates();
  const url = testDatabaseUrl();
  if (url) await buildPostgresTemplates(url);
}
