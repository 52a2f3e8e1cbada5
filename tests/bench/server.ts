// Benchmark fixtures: a database folder seeded with the demo content plus generated courses up to a
// target count, and a production server (`node scripts/serve.ts`) on its own port and DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { seedDemoContent, seedScaleCourses } from '../../src/server/demo/seed.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';

export type Server = { url: string; pid: number; stop: () => Promise<void> };

async function countCourses(dir: string): Promise<number> {
  const handle = await openPglite(dir);
  try {
    const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM courses WHERE published`)) as unknown as { rows: Array<{ n: number }> };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/**
 * A DATA_DIR whose database holds the demo content and `courses` published courses in all. A folder
 * left by an earlier run with the right count is reused (seeding 100,000 courses takes minutes);
 * `fresh` rebuilds it.
 */
export async function preparedDataDir(dataDir: string, courses: number, fresh: boolean, log: (line: string) => void): Promise<{ seededMs: number; reused: boolean }> {
  const dbDir = path.join(dataDir, 'pglite');
  if (!fresh && fs.existsSync(dbDir)) {
    const have = await countCourses(dbDir).catch(() => -1);
    if (have === courses) {
      log(`  reusing ${dataDir} (${courses.toLocaleString('en-US')} courses); pass --fresh to seed again`);
      return { seededMs: 0, reused: true };
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const handle = await openPglite(dbDir);
  try {
    await migrateDatabase(handle);
    await seedDemoContent(handle.db);
    const result = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM courses WHERE published`)) as unknown as { rows: Array<{ n: number }> };
    const demo = Number(result.rows[0]?.n ?? 0);
    if (courses > demo) await seedScaleCourses(handle.db, courses - demo);
  } finally {
    await handle.close();
  }
  const seededMs = Math.round(performance.now() - started);
  log(`  seeded ${dataDir} (demo content${courses ? `, ${courses.toLocaleString('en-US')} courses in all` : ''}) in ${(seededMs / 1000).toFixed(1)} s`);
  return { seededMs, reused: false };
}

/** Starts the production server and resolves once /v1/health answers. */
/** Waits until a server started as `child` answers /v1/health (120 s at most; it is killed then). */
export async function waitUntilHealthy(child: ChildProcess, url: string, stderr: () => string, pollMs: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${stderr()}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 120 s:\n${stderr()}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export async function startServer(opts: { port: number; dataDir: string; dist: string; databaseUrl?: string }): Promise<Server> {
  const url = `http://127.0.0.1:${opts.port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.ts'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: opts.dataDir,
      WELLSPRING_DIST: opts.dist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Load generators must not trip the per-address limits.
      RATE_LIMIT_FACTOR: '100000',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  await waitUntilHealthy(child, url, () => stderr, 250);
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
