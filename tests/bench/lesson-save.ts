// Lesson-save benchmark: 200 learners, each signed in and enrolled, saving their lesson work (task
// drafts, checklist ticks, survey drafts) against a production server (`node scripts/serve.ts`, own
// DATA_DIR and port, rate limits lifted). Two phases:
//   burst  - all learners press "save" at the same instant, several times over (worst case);
//   steady - all learners keep working for a while, each saving every 1.5 to 4.5 s, as an autosave
//            or a "save draft" click would (about 65 saves a second in all). The target applies here.
// Reports median, p99 and max save latency and the errors; writes bench-results/lesson-save.json.
// Run alone: `node tests/bench/lesson-save.ts [--quick]` (builds into WELLSPRING_DIST, default
// dist-bench, if stale). tests/bench/run.ts calls runLessonSaveBench(). With BENCH_DATABASE_URL
// (a PostgreSQL server URL) the server runs on PostgreSQL, the production path, in a database
// wellspring_bench_lessons that the run creates afresh.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { issueToken } from '../../src/server/auth/tokens.ts';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { seedDemoContent } from '../../src/server/demo/seed.ts';
import { enrolments, users } from '../../src/server/db/schema/index.ts';
import { withDatabase } from '../helpers/templates.ts';
import { preparedDataDir, startServer } from './server.ts';

export const LESSON_SAVE_P99_TARGET_MS = 100;

export type LatencySummary = { requests: number; errors: number; median_ms: number; p99_ms: number; max_ms: number; per_second: number };
export type LessonSaveResult = {
  at: string;
  machine: { node: string; cpus: number; loadAverage: number[] };
  learners: number;
  database: 'pglite' | 'postgresql';
  burst: LatencySummary & { rounds: number };
  steady: LatencySummary & { seconds: number; think_ms: [number, number] };
  errorSamples: string[];
  target: { p99_ms: number; errors: 0 };
  met: boolean;
};

export type Learner = { token: string; enrolmentId: number };
export type Work = { checklistId: number; itemIds: number[]; surveyId: number; surveyQuestions: Array<{ id: number; kind: string; options: Array<{ id: string }> }>; taskId: number };

const PARAGRAPH = 'This week I will sit for ten minutes after breakfast, by the window, with my phone in another room. ';

export function summarise(latencies: number[], errors: number, ms: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { requests: latencies.length, errors, median_ms: round(at(0.5)), p99_ms: round(at(0.99)), max_ms: round(at(1)), per_second: round((latencies.length / ms) * 1000) };
}

/** Demo content plus `count` members, each with a token and enrolled in one free course. */
export async function prepare(dataDir: string, count: number, log: (line: string) => void, databaseUrl?: string): Promise<{ learners: Learner[]; courseId: number }> {
  let handle: DbHandle;
  if (databaseUrl) {
    handle = await freshPostgres(databaseUrl);
    log(`  demo content seeded into PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}); adding ${count} learners`);
  } else {
    const { seededMs } = await preparedDataDir(dataDir, 0, true, () => undefined);
    log(`  demo content seeded into ${path.relative(process.cwd(), dataDir)} in ${(seededMs / 1000).toFixed(1)} s; adding ${count} learners`);
    handle = await openPglite(path.join(dataDir, 'pglite'));
  }
  try {
    const db = handle.db;
    const free = (await db.execute(sql`SELECT c.id FROM courses c WHERE c.published AND (c.is_free OR c.price_cents = 0)
      AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND l.kind = 'checklist')
      AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND l.kind = 'survey')
      AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND l.kind = 'task') ORDER BY c.id LIMIT 1`)) as unknown as { rows: Array<{ id: number }> };
    const courseId = Number(free.rows[0]!.id);
    const rows = await db
      .insert(users)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Bench Learner ${i + 1}`, email: `bench-${i + 1}@bench.example`, passwordHash: 'not-a-login-account', emailVerifiedAt: new Date() })))
      .returning({ id: users.id });
    const learners: Learner[] = [];
    for (const { id } of rows) {
      const token = await issueToken(db, id, 'bench');
      const [enrolment] = await db.insert(enrolments).values({ userId: id, courseId }).returning({ id: enrolments.id });
      learners.push({ token, enrolmentId: enrolment!.id });
    }
    return { learners, courseId };
  } finally {
    await handle.close();
  }
}

/** A new database at `databaseUrl` (dropped first if it exists), migrated and seeded. */
async function freshPostgres(databaseUrl: string): Promise<DbHandle> {
  // Created from the server's own `postgres` database: the bench's does not exist yet.
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrl, 4);
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  return handle;
}

export async function lessonWork(url: string, learner: Learner, courseId: number): Promise<Work> {
  const headers = { Authorization: `Bearer ${learner.token}`, Accept: 'application/json' };
  const outline = (await (await fetch(`${url}/v1/courses/enrolled/${learner.enrolmentId}`, { headers })).json()) as { data: { lessons: Array<{ id: number; kind: string }> } };
  const byKind = (kind: string) => outline.data.lessons.find((l) => l.kind === kind)!.id;
  const get = async (id: number) => ((await (await fetch(`${url}/v1/courses/${courseId}/${id}`, { headers })).json()) as { data: any }).data;
  const [checklist, survey] = await Promise.all([get(byKind('checklist')), get(byKind('survey'))]);
  return {
    checklistId: checklist.id,
    itemIds: checklist.checklist.items.map((i: { id: number }) => i.id),
    surveyId: survey.id,
    surveyQuestions: survey.survey.questions,
    taskId: byKind('task'),
  };
}

/** One save of a random kind, as the player sends it; resolves with its latency or an error. */
function makeSaver(url: string, work: Work) {
  let n = 0;
  return async (learner: Learner): Promise<{ ms: number; error?: string }> => {
    n += 1;
    const pick = Math.random();
    const clientSaveId = `bench-${learner.enrolmentId}-${n}-${Math.random().toString(36).slice(2, 8)}`;
    let kind: string;
    let body: Record<string, unknown>;
    if (pick < 0.45) {
      kind = 'task';
      body = { lesson_id: work.taskId, answer: PARAGRAPH.repeat(1 + (n % 6)), submit: false };
    } else if (pick < 0.8) {
      kind = 'checklist';
      body = { lesson_id: work.checklistId, checked_ids: work.itemIds.filter(() => Math.random() < 0.6) };
    } else {
      kind = 'survey';
      const answers: Record<string, string | number> = {};
      for (const q of work.surveyQuestions) answers[q.id] = q.kind === 'rating' ? 1 + (n % 5) : q.kind === 'single' ? q.options[0]!.id : 'Calmer than last week.';
      body = { lesson_id: work.surveyId, answers, submit: false };
    }
    const started = performance.now();
    try {
      const res = await fetch(`${url}/v1/courses/enrolled/${learner.enrolmentId}/${kind}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${learner.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...body, client_save_id: clientSaveId }),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      return res.status === 200 ? { ms } : { ms, error: `${kind} ${res.status} ${text.slice(0, 160)}` };
    } catch (err) {
      return { ms: performance.now() - started, error: `${kind} network: ${err instanceof Error ? err.message : String(err)}` };
    }
  };
}

export async function runLessonSaveBench(opts: { dist?: string; port?: number; learners?: number; quick?: boolean; log?: (line: string) => void } = {}): Promise<LessonSaveResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dist = opts.dist ?? process.env.WELLSPRING_DIST ?? 'dist-bench';
  const port = opts.port ?? Number(process.env.BENCH_LESSON_PORT ?? 4452);
  const count = opts.learners ?? 200;
  const rounds = opts.quick ? 3 : 5;
  const seconds = opts.quick ? 10 : 30;
  const think: [number, number] = [1500, 4500];
  const dataDir = path.resolve('tests/.tmp/bench/lesson-save');

  // The database the server uses: the bench's own on the given PostgreSQL server, else PGlite.
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const databaseUrl = serverUrl ? withDatabase(serverUrl, 'wellspring_bench_lessons') : undefined;
  log(`== lesson saves: ${count} learners, ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ==`);
  fs.mkdirSync(dataDir, { recursive: true });
  const { learners, courseId } = await prepare(dataDir, count, log, databaseUrl);
  const server = await startServer({ port, dataDir, dist, databaseUrl });
  const errorSamples: string[] = [];
  try {
    const work = await lessonWork(server.url, learners[0]!, courseId);
    const save = makeSaver(server.url, work);
    // Warm the server (JIT, prepared plans) so the figures describe a running service.
    for (let i = 0; i < 3; i++) await Promise.all(learners.slice(0, 20).map(save));

    const burstLatencies: number[] = [];
    let burstErrors = 0;
    const burstStart = performance.now();
    for (let r = 0; r < rounds; r++) {
      const results = await Promise.all(learners.map(save));
      for (const res of results) {
        burstLatencies.push(res.ms);
        if (res.error) {
          burstErrors += 1;
          if (errorSamples.length < 5) errorSamples.push(res.error);
        }
      }
    }
    const burst = { ...summarise(burstLatencies, burstErrors, performance.now() - burstStart), rounds };
    log(`  burst  (${count} at once × ${rounds}): median ${burst.median_ms} ms, p99 ${burst.p99_ms} ms, max ${burst.max_ms} ms, ${burst.errors} errors`);

    const steadyLatencies: number[] = [];
    let steadyErrors = 0;
    const steadyStart = performance.now();
    const until = steadyStart + seconds * 1000;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const pause = () => think[0] + Math.random() * (think[1] - think[0]);
    await Promise.all(
      learners.map(async (learner) => {
        await sleep(Math.random() * think[1]);
        while (performance.now() < until) {
          const res = await save(learner);
          steadyLatencies.push(res.ms);
          if (res.error) {
            steadyErrors += 1;
            if (errorSamples.length < 10) errorSamples.push(res.error);
          }
          await sleep(pause());
        }
      }),
    );
    const steady = { ...summarise(steadyLatencies, steadyErrors, performance.now() - steadyStart), seconds, think_ms: think };
    log(`  steady (${count} learners, a save every ${think[0] / 1000}-${think[1] / 1000} s, ${seconds} s): ${steady.per_second} saves/s, median ${steady.median_ms} ms, p99 ${steady.p99_ms} ms, max ${steady.max_ms} ms, ${steady.errors} errors`);
    if (errorSamples.length) log(`  error samples:\n    ${errorSamples.join('\n    ')}`);

    const met = steady.errors === 0 && burst.errors === 0 && steady.p99_ms < LESSON_SAVE_P99_TARGET_MS;
    log(`  target (no errors, steady p99 < ${LESSON_SAVE_P99_TARGET_MS} ms): ${met ? 'met' : 'NOT met'}`);
    const result: LessonSaveResult = {
      at: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      learners: count,
      database: databaseUrl ? 'postgresql' : 'pglite',
      burst,
      steady,
      errorSamples,
      target: { p99_ms: LESSON_SAVE_P99_TARGET_MS, errors: 0 },
      met,
    };
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync('bench-results/lesson-save.json', `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const dist = process.env.WELLSPRING_DIST ?? 'dist-bench';
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.ts'], { stdio: 'inherit', env: { ...process.env, WELLSPRING_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const result = await runLessonSaveBench({ dist, quick: process.argv.includes('--quick') });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.met ? 0 : 1);
}
