// Issue 12's and issue 29's targets, each with its figure and pass or fail, on the embedded database
// and (with BENCH_DATABASE_URL) on PostgreSQL. First each public page and public API read alone, 10
// connections, beside a static file served by the same process. Then the visitors alone: 150
// connections reading public pages and the catalogue search. Then mixed load: the same 150 visitors
// beside 50 members on the API (their home, a course outline, checklist and task saves), 200
// connections in all, while the server's resident memory is sampled; then the server idles for a
// minute and its memory is sampled again. Issue 29 asks that the visitors keep half their rate
// alone, members' p99 stay under 300 ms, with no errors (docs/performance.md, "The embedded database
// in a worker thread"). On the embedded database, last, `npm start` to the first 200
// (tests/bench/startup.ts). Run alone: `node tests/bench/mixed-load.ts [--quick] [--share-only]`
// (--share-only: the visitors alone and beside the members, nothing else, to compare runs); with
// BENCH_DATABASE_URL the server runs on PostgreSQL (database wellspring_bench_mixed, made afresh);
// PGLITE_WORKER=off runs the embedded database in the server's thread, as before issue 29, to compare.
// Targets: docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { withDatabase } from '../helpers/templates.ts';
import { lessonWork, prepare, type Learner, type Work } from './lesson-save.ts';
import { startServer } from './server.ts';
import { measureStartup, STARTUP_TARGET_MS } from './startup.ts';
import { measureThroughput, type Throughput } from './throughput.ts';

export const MIXED_P99_TARGET_MS = 1000;
export const PEAK_RSS_TARGET_MB = { pglite: 450, postgresql: 300 };
export const IDLE_RSS_TARGET_MB = 300;
export const PUBLIC_SHARE_OF_STATIC_TARGET = 0.5;
export const PUBLIC_P99_TARGET_MS = 50;
/** Issue 29: the visitors' rate beside the members, as a share of their rate alone. */
export const VISITOR_SHARE_KEPT_TARGET = 0.5;
export const MEMBER_P99_TARGET_MS = 300;
export const VISITOR_CONNECTIONS = 150;
export const MEMBER_CONNECTIONS = 50;

/** One target with its figure and whether it is met. */
export type MixedLoadCheck = { name: string; target: string; measured: string; met: boolean };

export type MixedLoadResult = {
  at: string;
  database: 'pglite' | 'postgresql';
  seconds: number;
  connections: number;
  staticFile: { requestsPerSec: number; p99Ms: number };
  /** Where the embedded database ran: its own worker thread, or the server's one thread (PGLITE_WORKER=off). */
  pglite?: 'worker' | 'main thread';
  /**
   * The members with no visitors, just before: their rate, p99 and the main thread's CPU time per
   * member request, which is what visitors' pages wait behind when both come at once.
   */
  membersAlone?: { requestsPerSec: number; p99Ms: number; non2xx: number; errors: number; mainThreadCpuMsPerRequest: number };
  /** The same visitors with no members, just before the mixed load. */
  visitorsAlone: { requestsPerSec: number; p99Ms: number; non2xx: number; errors: number };
  visitors: { requestsPerSec: number; p99Ms: number; non2xx: number; errors: number };
  members: { requestsPerSec: number; p99Ms: number; non2xx: number; errors: number };
  rss: { atStartMb: number; peakMb: number; afterIdleMb: number; idleSeconds: number };
  /** Each public page and API read alone, 10 connections, before the mixed load. */
  publicReads: Array<{ path: string } & Throughput>;
  /** `npm start` to the first 200, on the embedded database only (what npm start runs by default). */
  startup?: { medianMs: number; runsMs: number[] };
  /** Every target, issue 12's and issue 29's (mixedLoadTargets gives issue 29's alone). */
  checks: MixedLoadCheck[];
};

/**
 * Issue 29's targets for this run: visitors beside members keep half their rate alone, members' p99,
 * no errors, peak memory. What tests/bench/run.ts prints beside the earlier targets.
 */
export function mixedLoadTargets(r: MixedLoadResult): MixedLoadCheck[] {
  const share = r.visitorsAlone.requestsPerSec ? r.visitors.requestsPerSec / r.visitorsAlone.requestsPerSec : 0;
  const errors = r.visitors.errors + r.visitors.non2xx + r.members.errors + r.members.non2xx;
  const peakTarget = PEAK_RSS_TARGET_MB[r.database];
  return [
    {
      name: `${VISITOR_CONNECTIONS} visitor connections beside ${MEMBER_CONNECTIONS} members × the same visitors alone`,
      target: `≥ ${VISITOR_SHARE_KEPT_TARGET}`,
      measured: `${share.toFixed(2)} (${r.visitors.requestsPerSec} of ${r.visitorsAlone.requestsPerSec} req/s)`,
      met: share >= VISITOR_SHARE_KEPT_TARGET,
    },
    { name: `members' p99 beside the visitors (${r.members.requestsPerSec} req/s)`, target: `< ${MEMBER_P99_TARGET_MS} ms`, measured: `${r.members.p99Ms} ms`, met: r.members.p99Ms < MEMBER_P99_TARGET_MS },
    { name: 'errors beside each other (incl. non-2xx)', target: '0', measured: String(errors), met: errors === 0 },
    { name: 'peak RSS under the mixed load', target: `≤ ${peakTarget} MB`, measured: `${r.rss.peakMb} MB`, met: r.rss.peakMb <= peakTarget },
  ];
}

const PUBLIC_PATHS = ['/', '/courses', '/courses?term=sleep', '/course/building-resilience', '/blog/1', '/help/1', '/v1/courses?term=sleep', '/v1/courses?term=breathing'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml,application/json' };

/**
 * CPU time of the server's main thread (the one that answers requests), in ms: its task in /proc,
 * whose id is the process id. The database worker's thread is another task and is not counted.
 */
function mainThreadCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 12th and 13th fields after the command name, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

/**
 * One member request, of a random member and a random kind, as the app sends them. autocannon's
 * setupRequest must return its defaults too: without `hostname` and `port` it sends
 * `Host: undefined:undefined`, and every such request measured a page instead of the API
 * (docs/performance.md, "Mixed load").
 */
export function memberRequest(learners: Learner[], work: Work): Request {
  const learner = learners[Math.floor(Math.random() * learners.length)]!;
  const headers = { ...BROWSER, authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' };
  const pick = Math.random();
  const saveId = `mixed-${learner.enrolmentId}-${Math.random().toString(36).slice(2, 12).padEnd(8, '0')}`;
  if (pick < 0.3) return { method: 'GET', path: '/v1/auth/home', headers };
  if (pick < 0.5) return { method: 'GET', path: `/v1/courses/enrolled/${learner.enrolmentId}`, headers };
  if (pick < 0.75) {
    const body = { lesson_id: work.checklistId, checked_ids: work.itemIds.filter(() => Math.random() < 0.5), client_save_id: saveId };
    return { method: 'POST', path: `/v1/courses/enrolled/${learner.enrolmentId}/checklist`, headers, body: JSON.stringify(body) };
  }
  const body = { lesson_id: work.taskId, answer: 'Ten minutes by the window after breakfast, phone in another room. '.repeat(3), submit: false, client_save_id: saveId };
  return { method: 'POST', path: `/v1/courses/enrolled/${learner.enrolmentId}/task`, headers, body: JSON.stringify(body) };
}

/** `serverUrl`: a PostgreSQL server to run on (a database of the bench's own is made there); null for the embedded database; by default BENCH_DATABASE_URL. */
export async function runMixedLoadBench(opts: { dist?: string; port?: number; quick?: boolean; shareOnly?: boolean; serverUrl?: string | null; log?: (line: string) => void } = {}): Promise<MixedLoadResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dist = opts.dist ?? process.env.WELLSPRING_DIST ?? 'dist-bench';
  const port = opts.port ?? Number(process.env.BENCH_MIXED_PORT ?? 4453);
  const seconds = opts.quick ? 15 : 60;
  const idleSeconds = opts.shareOnly ? 0 : opts.quick ? 20 : 60;
  const connections = VISITOR_CONNECTIONS + MEMBER_CONNECTIONS;
  const serverUrl = opts.serverUrl === undefined ? process.env.BENCH_DATABASE_URL : (opts.serverUrl ?? undefined);
  const databaseUrl = serverUrl ? withDatabase(serverUrl, 'wellspring_bench_mixed') : undefined;
  const database = databaseUrl ? 'postgresql' : 'pglite';
  // One folder per port: two runs at once (on other ports) never share a database.
  const dataDir = path.resolve(`tests/.tmp/bench/mixed-load-${port}`);
  log(`== mixed load: ${connections} connections for ${seconds} s, ${database} ==`);
  fs.mkdirSync(dataDir, { recursive: true });
  const { learners, courseId } = await prepare(dataDir, 200, log, databaseUrl);
  const server = await startServer({ port, dataDir, dist, databaseUrl });
  let result: MixedLoadResult;
  try {
    const work = await lessonWork(server.url, learners[0]!, courseId);
    const atStartMb = rssMb(server.pid);
    const staticFile = await measureThroughput(`${server.url}/favicon.svg`, opts.quick ? 3 : 5);
    const publicReads: MixedLoadResult['publicReads'] = [];
    for (const p of opts.shareOnly ? PUBLIC_PATHS.slice(0, 1) : PUBLIC_PATHS) {
      await measureThroughput(server.url + p, 1); // warm-up, not reported
      publicReads.push({ path: p, ...(await measureThroughput(server.url + p, opts.quick ? 3 : 5)) });
    }
    const slowestRead = publicReads.reduce((a, b) => (b.requestsPerSec < a.requestsPerSec ? b : a));
    const worstP99Read = publicReads.reduce((a, b) => (b.latencyP99Ms > a.latencyP99Ms ? b : a));
    log(`  public reads alone: ${publicReads.map((r) => `${r.path} ${r.requestsPerSec} (p99 ${r.latencyP99Ms} ms)`).join(', ')}`);
    let peakMb = rssMb(server.pid);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(server.pid))), 250);
    const visitorLoad = () => autocannon({ url: server.url, connections: VISITOR_CONNECTIONS, duration: seconds, requests: PUBLIC_PATHS.map((p) => ({ method: 'GET', path: p, headers: BROWSER })) });
    const memberLoad = () => autocannon({ url: server.url, connections: MEMBER_CONNECTIONS, duration: seconds, requests: [{ setupRequest: (defaults) => ({ ...defaults, ...memberRequest(learners, work) }) }] });
    const cpuBefore = mainThreadCpuMs(server.pid);
    const membersAloneRun = await memberLoad();
    const cpuPerMember = (mainThreadCpuMs(server.pid) - cpuBefore) / Math.max(1, membersAloneRun.requests.total);
    log(`  members alone (${MEMBER_CONNECTIONS} connections): ${Math.round(membersAloneRun.requests.average)} req/s, p99 ${membersAloneRun.latency.p99} ms, main thread ${cpuPerMember.toFixed(2)} ms of CPU per request`);
    const visitorsAlone = await visitorLoad();
    log(`  visitors alone (${VISITOR_CONNECTIONS} connections): ${Math.round(visitorsAlone.requests.average)} req/s, p99 ${visitorsAlone.latency.p99} ms`);
    const [visitors, members] = await Promise.all([
      visitorLoad(),
      memberLoad(),
    ]);
    for (let waited = 0; waited < idleSeconds; waited += 1) await new Promise((r) => setTimeout(r, 1000));
    clearInterval(sampler);
    const afterIdleMb = rssMb(server.pid);
    const half = (r: Result) => ({ requestsPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    result = {
      at: new Date().toISOString(),
      database,
      ...(database === 'pglite' ? { pglite: process.env.PGLITE_WORKER === 'off' ? ('main thread' as const) : ('worker' as const) } : {}),
      seconds,
      connections,
      staticFile: { requestsPerSec: staticFile.requestsPerSec, p99Ms: staticFile.latencyP99Ms },
      membersAlone: { ...half(membersAloneRun), mainThreadCpuMsPerRequest: Number(cpuPerMember.toFixed(2)) },
      visitorsAlone: half(visitorsAlone),
      visitors: half(visitors),
      members: half(members),
      rss: { atStartMb, peakMb, afterIdleMb, idleSeconds },
      publicReads,
      checks: [],
    };
    const errors = visitors.errors + visitors.non2xx + members.errors + members.non2xx;
    const p99 = Math.max(visitors.latency.p99, members.latency.p99);
    const share = slowestRead.requestsPerSec / staticFile.requestsPerSec;
    result.checks = [
      { name: `each public page and API read alone × static file (slowest: ${slowestRead.path})`, target: `≥ ${PUBLIC_SHARE_OF_STATIC_TARGET}`, measured: share.toFixed(2), met: share >= PUBLIC_SHARE_OF_STATIC_TARGET && publicReads.every((r) => !r.errors && !r.non2xx) },
      { name: `each public page and API read alone, p99 at 10 connections (worst: ${worstP99Read.path})`, target: `< ${PUBLIC_P99_TARGET_MS} ms`, measured: `${worstP99Read.latencyP99Ms} ms`, met: worstP99Read.latencyP99Ms < PUBLIC_P99_TARGET_MS },
      { name: 'errors (incl. non-2xx)', target: '0', measured: String(errors), met: errors === 0 },
      { name: 'p99, worst half', target: `< ${MIXED_P99_TARGET_MS} ms`, measured: `${p99} ms`, met: p99 < MIXED_P99_TARGET_MS },
      { name: 'peak RSS', target: `≤ ${PEAK_RSS_TARGET_MB[database]} MB`, measured: `${peakMb} MB`, met: peakMb <= PEAK_RSS_TARGET_MB[database] },
      { name: `RSS after ${idleSeconds} s idle`, target: `< ${IDLE_RSS_TARGET_MB} MB`, measured: `${afterIdleMb} MB`, met: afterIdleMb < IDLE_RSS_TARGET_MB },
      ...mixedLoadTargets(result),
    ];
    log(`  static file ${result.staticFile.requestsPerSec} req/s (10 connections); visitors alone ${result.visitorsAlone.requestsPerSec} req/s; beside members ${result.visitors.requestsPerSec} req/s p99 ${result.visitors.p99Ms} ms; members ${result.members.requestsPerSec} req/s p99 ${result.members.p99Ms} ms`);
    log(`  RSS at start ${atStartMb} MB, peak ${peakMb} MB, after ${idleSeconds} s idle ${afterIdleMb} MB`);
  } finally {
    await server.stop();
  }
  // PGlite is one process at a time: the starts come after the load's server has stopped.
  if (database === 'pglite' && !opts.shareOnly) {
    result.startup = await measureStartup({ port, dataDir, dist });
    log(`  npm start to the first 200 of /: ${result.startup.runsMs.join(', ')} ms`);
    result.checks.push({ name: 'npm start to the first 200 (built, seeded; median of 3)', target: `< ${STARTUP_TARGET_MS} ms`, measured: `${result.startup.medianMs} ms`, met: result.startup.medianMs < STARTUP_TARGET_MS });
  }
  for (const c of result.checks) log(`  ${c.met ? 'pass' : 'FAIL'}  ${c.name}: ${c.measured} (target ${c.target})`);
  return result;
}

if (import.meta.main) {
  const result = await runMixedLoadBench({ quick: process.argv.includes('--quick'), shareOnly: process.argv.includes('--share-only') });
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(`bench-results/mixed-load-${result.database}.json`, `${JSON.stringify(result, null, 2)}\n`);
}
