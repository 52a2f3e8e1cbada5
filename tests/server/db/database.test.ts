// The database layer: one process per PGlite folder, and migrations and the demo seed that are safe
// to run from several instances at once on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { seedDemoContentIfEmpty } from '../../../src/server/demo/seed.ts';
import { lockPgliteFolder } from '../../../src/server/runtime.ts';
import { testDatabaseUrl, withDatabase } from '../../helpers/templates.ts';

describe('PGlite folder lock', () => {
  const newFolder = () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ws-lock-')), 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  };

  it('refuses a second holder that is still alive after the wait, with a clear message', async () => {
    const dir = newFolder();
    // Another live process holds it: simulate with the parent's pid.
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    const waited: number[] = [];
    await expect(lockPgliteFolder(dir, { waitMs: 300, pollMs: 50, onWait: (pid) => waited.push(pid) })).rejects.toThrow(/in use by process .*still running after .*stop the server first/);
    expect(waited).toEqual([process.ppid]);
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dir = newFolder();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(`${dir}.lock`, dead);
    const release = await lockPgliteFolder(dir, { onWait: () => expect.unreachable('a gone process is not waited for') });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('waits for a holder that is still exiting (a restart right after kill -9) and then takes the lock', async () => {
    const dir = newFolder();
    const exiting = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 400)']);
    fs.writeFileSync(`${dir}.lock`, String(exiting.pid));
    const waited: number[] = [];
    const release = await lockPgliteFolder(dir, { waitMs: 10_000, pollMs: 50, onWait: (pid) => waited.push(pid) });
    expect(waited).toEqual([exiting.pid]);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
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
      // The demo accounts (member, mentor, mentee, admin and author, README) and the twenty past
      // learners of the reports' demo (src/server/demo/learners.ts).
      expect(counted.rows[0]).toEqual({ courses: 25, users: 25 });
      expect(await seedDemoContentIfEmpty(b.db)).toBeNull();
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
