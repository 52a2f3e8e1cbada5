// Issue 29's member reads: `GET /v1/auth/home` beside `/` in the same run (target ≥ 1/25 of `/`,
// p99 < 50 ms at 10 connections), and the profile, points, unread count and enrolled list, each
// for 200 learners picked at random per request, 10 connections, `Accept-Encoding: br, gzip`; on the
// embedded database and, with BENCH_DATABASE_URL, on PostgreSQL (database wellspring_bench_member_reads,
// made afresh). Alternating rounds: `/` and the dashboard back to back, the order swapped each round,
// the median of the rounds' ratios is the figure (the machine is shared). Run alone:
// `npx node tests/bench/member-reads.ts [--quick]` (needs the build in WELLSPRING_DIST, default
// dist-bench: `WELLSPRING_DIST=dist-bench node scripts/build-if-stale.ts`). docs/performance.md,
// "Member reads".
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { withDatabase } from '../helpers/templates.ts';
import { prepare, type Learner } from './lesson-save.ts';
import { startServer } from './server.ts';
import { BR_GZIP_HEADERS, measureThroughput, type Throughput } from './throughput.ts';

export const HOME_SHARE_OF_ROOT_TARGET = 1 / 25;
export const HOME_P99_TARGET_MS = 50;
const CONNECTIONS = 10;

/** One target with its figure and whether it is met (informational rows have met: null). */
export type MemberReadsRow = { target: string; figure: string; met: boolean | null };

export type MemberReadsResult = {
  at: string;
  database: 'pglite' | 'postgresql';
  seconds: number;
  rounds: Array<{ root: Throughput; home: Throughput; ratio: number }>;
  reads: Array<{ path: string } & Throughput>;
  /** The server's resident memory after the run (the copies of 200 members' reads included). */
  rssMb: number;
  rows: MemberReadsRow[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** `path` as a random learner asks for it, each request another learner (autocannon's defaults kept: docs/performance.md, "Mixed load"). */
async function measureMember(baseUrl: string, learners: Learner[], pathOf: (l: Learner) => string, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (defaults: Request) => {
          const learner = learners[Math.floor(Math.random() * learners.length)]!;
          return { ...defaults, method: 'GET', path: pathOf(learner), headers: { ...BR_GZIP_HEADERS, accept: 'application/json', authorization: `Bearer ${learner.token}` } };
        },
      },
    ],
  });
  return { requestsPerSec: Math.round(result.requests.average), latencyP50Ms: result.latency.p50, latencyP99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const MEMBER_READS: Array<{ path: string; of: (l: Learner) => string }> = [
  { path: '/v1/auth/profile', of: () => '/v1/auth/profile' },
  { path: '/v1/auth/points', of: () => '/v1/auth/points' },
  { path: '/v1/auth/notifications/unread-count', of: () => '/v1/auth/notifications/unread-count' },
  { path: '/v1/auth/courses/enrolled', of: () => '/v1/auth/courses/enrolled' },
];

/** `serverUrl`: a PostgreSQL server to run on (a database of the bench's own is made there); null for the embedded database; by default BENCH_DATABASE_URL. */
export async function runMemberReadsBench(opts: { dist?: string; port?: number; quick?: boolean; serverUrl?: string | null; log?: (line: string) => void } = {}): Promise<MemberReadsResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dist = opts.dist ?? process.env.WELLSPRING_DIST ?? 'dist-bench';
  const port = opts.port ?? Number(process.env.BENCH_MEMBER_READS_PORT ?? 4481);
  const seconds = opts.quick ? 3 : 5;
  const roundCount = opts.quick ? 2 : 3;
  const serverUrl = opts.serverUrl === undefined ? process.env.BENCH_DATABASE_URL : (opts.serverUrl ?? undefined);
  const databaseUrl = serverUrl ? withDatabase(serverUrl, 'wellspring_bench_member_reads') : undefined;
  const database = databaseUrl ? 'postgresql' : 'pglite';
  const dataDir = path.resolve(`tests/.tmp/bench/member-reads-${port}`);
  log(`== member reads: ${CONNECTIONS} connections, ${seconds} s each, ${database} ==`);
  fs.mkdirSync(dataDir, { recursive: true });
  const { learners } = await prepare(dataDir, 200, log, databaseUrl);
  const server = await startServer({ port, dataDir, dist, databaseUrl });
  try {
    const rounds: MemberReadsResult['rounds'] = [];
    const home = (l: Learner) => (void l, '/v1/auth/home');
    for (let round = 0; round < roundCount; round += 1) {
      const measured: { root?: Throughput; home?: Throughput } = {};
      for (const which of round % 2 === 0 ? (['root', 'home'] as const) : (['home', 'root'] as const)) {
        if (which === 'root') {
          await measureThroughput(`${server.url}/`, 1, CONNECTIONS, BR_GZIP_HEADERS);
          measured.root = await measureThroughput(`${server.url}/`, seconds, CONNECTIONS, BR_GZIP_HEADERS);
        } else {
          await measureMember(server.url, learners, home, 1);
          measured.home = await measureMember(server.url, learners, home, seconds);
        }
      }
      const ratio = measured.home!.requestsPerSec / Math.max(1, measured.root!.requestsPerSec);
      rounds.push({ root: measured.root!, home: measured.home!, ratio });
      log(`  round ${round + 1}: / ${measured.root!.requestsPerSec} req/s, home ${measured.home!.requestsPerSec} req/s (p99 ${measured.home!.latencyP99Ms} ms), 1/${(1 / Math.max(ratio, 1e-9)).toFixed(1)}`);
    }
    const reads: MemberReadsResult['reads'] = [];
    for (const r of MEMBER_READS) {
      await measureMember(server.url, learners, r.of, 1);
      const t = await measureMember(server.url, learners, r.of, seconds);
      reads.push({ path: r.path, ...t });
      log(`  ${r.path}: ${t.requestsPerSec} req/s, p99 ${t.latencyP99Ms} ms`);
    }
    const ratio = median(rounds.map((r) => r.ratio));
    const homeP99 = Math.max(...rounds.map((r) => r.home.latencyP99Ms));
    const errors = [...rounds.map((r) => r.home), ...reads].reduce((n, t) => n + t.errors + t.non2xx, 0);
    const rows: MemberReadsRow[] = [
      {
        target: `GET /v1/auth/home ≥ 1/25 × / (${database}, same run)`,
        figure: `1/${(1 / Math.max(ratio, 1e-9)).toFixed(1)} (median of ${roundCount} rounds; home ${median(rounds.map((r) => r.home.requestsPerSec))} req/s, / ${median(rounds.map((r) => r.root.requestsPerSec))} req/s)`,
        met: ratio >= HOME_SHARE_OF_ROOT_TARGET,
      },
      { target: `GET /v1/auth/home p99 < ${HOME_P99_TARGET_MS} ms at ${CONNECTIONS} connections (${database})`, figure: `${homeP99} ms (worst round)`, met: homeP99 < HOME_P99_TARGET_MS },
      { target: `member reads: 0 errors (${database})`, figure: String(errors), met: errors === 0 },
      ...reads.map((r) => ({ target: `${r.path} req/s (${database})`, figure: `${r.requestsPerSec} req/s, p99 ${r.latencyP99Ms} ms`, met: null })),
    ];
    return { at: new Date().toISOString(), database, seconds, rounds, reads, rssMb: rssMb(server.pid), rows };
  } finally {
    await server.stop();
  }
}

export function printMemberReadsRows(rows: MemberReadsRow[], log: (line: string) => void = console.log): void {
  for (const r of rows) log(`  ${r.met === null ? '    ' : r.met ? 'met ' : 'NOT '} ${r.target}: ${r.figure}`);
}

if (import.meta.main) {
  const quick = process.argv.includes('--quick');
  const results = [await runMemberReadsBench({ quick, serverUrl: null })];
  if (process.env.BENCH_DATABASE_URL) results.push(await runMemberReadsBench({ quick, serverUrl: process.env.BENCH_DATABASE_URL, port: Number(process.env.BENCH_MEMBER_READS_PG_PORT ?? 4482) }));
  for (const r of results) {
    console.log(`\n${r.database}: server RSS after the run ${r.rssMb} MB`);
    printMemberReadsRows(r.rows);
  }
  process.exit(results.every((r) => r.rows.every((row) => row.met !== false)) ? 0 : 1);
}
