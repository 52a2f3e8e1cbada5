// The database layer: one process per PGlite folder, and migrations and the demo seed that are safe
// to run from several instances at once on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { seedDemoContentIfEmpty } from '../../../src/server/demo/seed.ts';
import { lockPgliteFolder } from '../../../src/server/runtime.ts';
import { testDatabaseUrl, withDatabase } from '../../helpers/templates.ts';

describe('PGlite folder lock', () => {
  it('refuses a second holder while the first is alive, with a clear message', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ws-lock-')), 'pglite');
    // Another live process holds it: simulate with the parent's pid.
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockPgliteFolder(dir)).toThrow(/in use by process .*stop the server first/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ws-lock-')), 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(`${dir}.lock`, dead);
    const release = lockPgliteFolder(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe.skipIf(!testDatabaseUrl())('PostgreSQL migrations', () => {
  it('two instances starting on one new database at once both succeed: migrated once, seeded once', async () => {
    const url = testDatabaseUrl()!;
    const name = `wellspring_t_migrate_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const a = openPostgres(withDatabase(url, name), 2);
    const b = openPostgres(withDatabase(url, name), 2);
    try {
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      const applied = await a.pool!.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const files = fs.readdirSync('src/server/db/migrations').filter((f) => f.endsWith('.sql'));
      expect(applied.rows[0].n).toBe(files.length);

      const summaries = await Promise.all([seedDemoContentIfEmpty(a.db), seedDemoContentIfEmpty(b.db)]);
      expect(summaries.filter((x) => x !== null)).toHaveLength(1);
      const counted = await a.pool!.query('SELECT (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM users) AS users');
      // The demo accounts: member, mentor, mentee, admin and author (README).
      expect(counted.rows[0]).toEqual({ courses: 25, users: 5 });
      expect(await seedDemoContentIfEmpty(b.db)).toBeNull();
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
