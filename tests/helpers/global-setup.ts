// Runs once before the vitest suite: migrates (and seeds) a PGlite and dumps it to a tar file, and,
// when TEST_DATABASE_URL is set, builds the same two templates as PostgreSQL template databases.
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { seedDemoContent } from '../../src/server/demo/seed.ts';
import { pgTemplateName, pgliteTemplatePath, templateDir, testDatabaseUrl, withDatabase } from './templates.ts';

async function buildPgliteTemplates(runId: string) {
  fs.mkdirSync(templateDir(runId), { recursive: true });
  const handle = await openPglite(undefined);
  await migrateDatabase(handle);
  fs.writeFileSync(pgliteTemplatePath(runId, false), Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
  await seedDemoContent(handle.db);
  fs.writeFileSync(pgliteTemplatePath(runId, true), Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
}

async function buildPostgresTemplates(url: string, runId: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const seeded of [false, true]) {
      const name = pgTemplateName(runId, seeded);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const handle = openPostgres(withDatabase(url, name), 2);
      await migrateDatabase(handle);
      if (seeded) await seedDemoContent(handle.db);
      await handle.close();
    }
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const runId = `${process.pid}${Date.now().toString(36)}`;
  project.provide('runId', runId);
  await buildPgliteTemplates(runId);
  const url = testDatabaseUrl();
  if (url) await buildPostgresTemplates(url, runId);
  return async () => {
    fs.rmSync(templateDir(runId), { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      for (const seeded of [false, true]) await admin.query(`DROP DATABASE IF EXISTS ${pgTemplateName(runId, seeded)} WITH (FORCE)`);
      await admin.end();
    }
  };
}
