// How fast refused bodies are answered to clients that send before they read (docs/security.md,
// "Closing after a refusal"): three clients at once each send a 64 MB form post without
// `Expect: 100-continue`, as browsers' form posts and Python's urllib do, writing the whole body and
// only then reading. Each must read its 413; the figure is the time until the last of the three has.
// Two cases: a declared length (refused before the body is read) and a chunked body (refused once it
// passes the route's limit), against a real `scripts/serve.ts` on an empty database, median of RUNS.
// Run alone: `node tests/bench/refuse-bodies.ts [--runs=N]` (builds WELLSPRING_DIST, default
// dist-bench, if stale; port BENCH_REFUSE_PORT, 4455).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { sendAllThenRead } from '../helpers/send-then-read.ts';
import { startServer } from './server.ts';

const MB = 1024 * 1024;
const BODY_BYTES = 64 * MB;
const CLIENTS = 3;

export type RefuseCase = { name: string; statuses: number[]; resets: number; seconds: number[]; medianSeconds: number; met: boolean };
export type RefuseBodiesResult = { runs: number; cases: RefuseCase[]; met: boolean };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runRefuseBodiesBench(opts: { dist?: string; port?: number; runs?: number; log?: (line: string) => void } = {}): Promise<RefuseBodiesResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dist = opts.dist ?? process.env.WELLSPRING_DIST ?? 'dist-bench';
  const port = opts.port ?? Number(process.env.BENCH_REFUSE_PORT ?? 4455);
  const runs = opts.runs ?? 3;
  const dataDir = path.resolve('tests/.tmp/bench/refuse-bodies');
  log(`== refused bodies: ${CLIENTS} clients each send ${BODY_BYTES / MB} MB without Expect, then read (median of ${runs}) ==`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  const server = await startServer({ port, dataDir, dist });
  try {
    const cases: RefuseCase[] = [];
    for (const [name, declared] of [['declared length', true], ['chunked', false]] as const) {
      const statuses: number[] = [];
      const seconds: number[] = [];
      let resets = 0;
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const replies = await Promise.all(Array.from({ length: CLIENTS }, () => sendAllThenRead(port, '/v1/auth/login', BODY_BYTES, declared)));
        seconds.push(Math.round((performance.now() - started) / 10) / 100);
        statuses.push(...replies.map((r) => r.status));
        resets += replies.filter((r) => r.error).length;
      }
      const met = resets === 0 && statuses.every((s) => s === 413);
      cases.push({ name, statuses, resets, seconds, medianSeconds: median(seconds), met });
      log(`  ${name}: ${statuses.filter((s) => s === 413).length} of ${statuses.length} read their 413, ${resets} connection errors; all three answered in ${median(seconds)} s (runs: ${seconds.join(', ')} s) ${met ? 'met' : 'NOT met'}`);
    }
    return { runs, cases, met: cases.every((c) => c.met) };
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  const dist = process.env.WELLSPRING_DIST ?? 'dist-bench';
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.ts'], { stdio: 'inherit', env: { ...process.env, WELLSPRING_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const result = await runRefuseBodiesBench({ dist, runs: runsArg ? Number(runsArg.slice(7)) : 3 });
  process.exit(result.met ? 0 : 1);
}
