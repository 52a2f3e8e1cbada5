// Durability check: members keep saving their profile (PUT /v1/auth/profile, one write in flight per
// member, every acknowledged write recorded) while the production server (`node scripts/serve.ts`) is
// killed with SIGKILL at a random moment, ten times. After each restart every member's stored value
// must be the last one acknowledged or the one in flight: an older value is an acknowledged write
// lost. Reports the writes acknowledged, the ones missing (must be 0) and the restart time (spawn
// to a healthy /v1/health, database recovery included), on PGlite and on PostgreSQL.
// Loopback only; bounded in time (about a minute per database here).
// Run alone: `node tests/bench/durability.ts [--rounds N] [--skip-postgres]`; tests/bench/run.ts
// calls runDurabilityBench(). PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/),
// in a database this run creates and drops.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { issueToken } from '../../src/server/auth/tokens.ts';
import { openPglite, openPostgres, type DbHandle } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { withDatabase } from '../helpers/templates.ts';
import { waitUntilHealthy } from './server.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';

export type DurabilityResult = {
  database: 'pglite' | 'postgresql';
  kills: number;
  members: number;
  acknowledged: number;
  missing: number;
  /** Writes in flight when the server died that turned out to be stored (allowed either way). */
  inFlightStored: number;
  restartMs: { median: number; max: number; all: number[] };
  lostSamples: string[];
};

const MEMBERS = 40;
const HOST = '127.0.0.1';

type Member = { id: number; token: string; acked: number; next: number };

async function prepareMembers(handle: DbHandle, count: number): Promise<Member[]> {
  await migrateDatabase(handle);
  const rows = await handle.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Durable 0`, email: `durable-${i + 1}@bench.example`, passwordHash: 'not-a-login-account', emailVerifiedAt: new Date() })))
    .returning({ id: users.id });
  const members: Member[] = [];
  for (const { id } of rows) members.push({ id, token: await issueToken(handle.db, id, 'bench'), acked: 0, next: 1 });
  return members;
}

type Running = { child: ChildProcess; url: string; startedMs: number; stderr: () => string };

async function start(port: number, dataDir: string, dist: string, databaseUrl?: string): Promise<Running> {
  const url = `http://${HOST}:${port}`;
  // Something else answering on the port would be measured instead of our server.
  if (await fetch(`${url}/v1/health`).then(() => true, () => false)) throw new Error(`Port ${port} is already in use; set BENCH_DURABILITY_PORT.`);
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.ts'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port), HOST, APP_URL: url, DATA_DIR: dataDir, WELLSPRING_DIST: dist,
      NODE_ENV: 'production', LOG_LEVEL: 'error', RATE_LIMIT_FACTOR: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  // A server must not outlive the run, whatever ends it.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  await waitUntilHealthy(child, url, () => stderr, 50);
  return { child, url, startedMs: Math.round(performance.now() - started), stderr: () => stderr };
}

const nameOf = (seq: number) => `Durable ${seq}`;
const seqOf = (name: string) => Number(/^Durable (\d+)$/.exec(name)?.[1] ?? -1);

/** One member saving again and again until the server stops answering. */
async function keepSaving(url: string, m: Member, stop: { now: boolean }, round: { acked: number }): Promise<number> {
  let acked = 0;
  while (!stop.now) {
    const seq = m.next;
    try {
      const res = await fetch(`${url}/v1/auth/profile`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${m.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name: nameOf(seq), gender: null }),
      });
      if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      m.acked = seq;
      m.next = seq + 1;
      acked += 1;
      round.acked += 1;
    } catch {
      return acked; // the server is gone; this write may or may not be stored
    }
  }
  return acked;
}

/** After a restart: every member's stored value against its last acknowledged write. */
async function verify(url: string, members: Member[], lost: string[]): Promise<{ missing: number; inFlightStored: number }> {
  let missing = 0;
  let inFlightStored = 0;
  for (const m of members) {
    const res = await fetch(`${url}/v1/auth/profile`, { headers: { Authorization: `Bearer ${m.token}`, Accept: 'application/json' } });
    const stored = seqOf(((await res.json()) as { data: { name: string } }).data.name);
    if (stored < m.acked) {
      missing += m.acked - stored;
      lost.push(`member ${m.id}: acknowledged #${m.acked}, stored #${stored}`);
    } else if (stored > m.acked) {
      inFlightStored += 1;
      m.acked = stored;
    }
    m.next = Math.max(m.acked, stored) + 1;
  }
  return { missing, inFlightStored };
}

async function run(opts: { database: 'pglite' | 'postgresql'; dist: string; port: number; kills: number; log: (line: string) => void; databaseUrl?: string }): Promise<DurabilityResult> {
  const { log } = opts;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-durability-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let members: Member[];
  if (opts.database === 'postgresql') {
    const base = opts.databaseUrl!;
    const name = `wellspring_durability_${process.pid}`;
    const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = withDatabase(base, name);
    dropDatabase = async () => {
      const drop = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
    const handle = openPostgres(databaseUrl, 2);
    members = await prepareMembers(handle, MEMBERS).finally(() => handle.close());
  } else {
    const handle = await openPglite(path.join(dataDir, 'pglite'));
    members = await prepareMembers(handle, MEMBERS).finally(() => handle.close());
  }

  const restarts: number[] = [];
  const lost: string[] = [];
  let acknowledged = 0;
  let missing = 0;
  let inFlightStored = 0;
  try {
    let server = await start(opts.port, dataDir, opts.dist, databaseUrl);
    for (let kill = 1; kill <= opts.kills; kill++) {
      const stop = { now: false };
      const round = { acked: 0 };
      const writers = members.map((m) => keepSaving(server.url, m, stop, round));
      // A random moment once the writes are flowing (on a loaded machine the first ones are slow).
      const flowing = Date.now() + 30_000;
      while (round.acked < MEMBERS && Date.now() < flowing) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1800));
      if (server.child.exitCode !== null) throw new Error(`The server died on its own (${server.child.exitCode}):\n${server.stderr()}`);
      server.child.kill('SIGKILL');
      await new Promise((r) => server.child.once('exit', r));
      stop.now = true;
      const acked = (await Promise.all(writers)).reduce((a, b) => a + b, 0);
      acknowledged += acked;
      server = await start(opts.port, dataDir, opts.dist, databaseUrl);
      restarts.push(server.startedMs);
      const check = await verify(server.url, members, lost);
      missing += check.missing;
      inFlightStored += check.inFlightStored;
      log(`  kill ${String(kill).padStart(2)}: ${acked} writes acknowledged, ${check.missing} missing, ${check.inFlightStored} in-flight stored; restart ${server.startedMs} ms`);
    }
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  } finally {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  return {
    database: opts.database,
    kills: opts.kills,
    members: MEMBERS,
    acknowledged,
    missing,
    inFlightStored,
    restartMs: { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0, all: restarts },
    lostSamples: lost.slice(0, 10),
  };
}

export async function runDurabilityBench(opts: { dist: string; log: (line: string) => void; kills?: number; skipPostgres?: boolean }): Promise<DurabilityResult[]> {
  const kills = opts.kills ?? 10;
  const port = Number(process.env.BENCH_DURABILITY_PORT ?? 4453);
  const results: DurabilityResult[] = [];
  const describe = (r: DurabilityResult) =>
    `  ${r.database}: ${r.kills} kills, ${r.acknowledged} acknowledged writes by ${r.members} members, ${r.missing} missing, ${r.inFlightStored} in-flight writes stored; restart median ${r.restartMs.median} ms, max ${r.restartMs.max} ms`;
  opts.log(`== durability: kill -9 during writes, PGlite (${kills} kills) ==`);
  results.push(await run({ database: 'pglite', dist: opts.dist, port, kills, log: opts.log }));
  opts.log(describe(results.at(-1)!));
  if (!opts.skipPostgres) {
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    opts.log(`== durability: kill -9 during writes, PostgreSQL (${kills} kills) ==`);
    results.push(await run({ database: 'postgresql', dist: opts.dist, port, kills, log: opts.log, databaseUrl }));
    opts.log(describe(results.at(-1)!));
  }
  return results;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const dist = process.env.WELLSPRING_DIST ?? 'dist-bench';
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.ts'], { stdio: 'inherit', env: { ...process.env, WELLSPRING_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const roundsAt = args.indexOf('--rounds');
  const results = await runDurabilityBench({ dist, log: console.log, kills: roundsAt >= 0 ? Number(args[roundsAt + 1]) : 10, skipPostgres: args.includes('--skip-postgres') });
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync('bench-results/durability.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  process.exit(results.some((r) => r.missing > 0) ? 1 : 0);
}
