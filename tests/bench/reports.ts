// The studio's reports at scale (docs/rules/studio.md, "Reports", "Revenue", "Active members and
// retention"; issue 32 part 8): on the embedded database with the demo and 100,000 generated members
// (about 1,000,000 lesson saves, `npm run db:seed -- --members 100000`), the activity rollup's first
// run over all of it, then each report asked many times: revenue, active members (30 days and a
// year), retention cohorts and the busiest course's funnel. Target: p99 within 500 ms each.
// Alone: `./node_modules/.bin/node tests/bench/reports.ts [members]` (Node 24); `npm run bench` runs it as a section (--skip-reports).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { seedScaleMembers } from '../../src/server/demo/scale-members.ts';
import { seedDemoContentIfEmpty } from '../../src/server/demo/seed.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { rowsOf } from '../../src/server/shared/sql-rows.ts';
import { activeMembers, courseFunnel, retentionCohorts, revenueReport, rollUpActivity } from '../../src/server/studio/service/index.ts';

export const REPORTS_MEMBERS = 100_000;
export const REPORT_P99_TARGET_MS = 500;
const ROUNDS = 40;

export type ReportTiming = { name: string; medianMs: number; p99Ms: number; met: boolean };
export type ReportsBench = { members: number; lessonSaves: number; seedMs: number; rollupMs: number; reports: ReportTiming[] };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function runReportsBench(opts: { members?: number; log?: (line: string) => void } = {}): Promise<ReportsBench> {
  const members = opts.members ?? REPORTS_MEMBERS;
  const log = opts.log ?? console.log;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-reports-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const runtime = await createRuntime({ config: loadConfig(env) });
  // The runtime's own worker would run the rollup on its schedule while we time it.
  await runtime.worker.stop();
  try {
    const { db } = runtime.deps;
    await seedDemoContentIfEmpty(db);
    let t0 = performance.now();
    const seeded = await seedScaleMembers(db, members);
    const seedMs = performance.now() - t0;
    log(`reports: seeded ${JSON.stringify(seeded)} in ${Math.round(seedMs / 100) / 10} s`);
    t0 = performance.now();
    await rollUpActivity(db, new Date());
    const rollupMs = performance.now() - t0;
    const [rolled] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM member_activity`));
    log(`reports: first rollup over everything ${Math.round(rollupMs)} ms (${rolled!.n} activity rows)`);
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    const actor = { id: admin!.id, name: admin!.name, email: admin!.email, isMentor: false, role: admin!.role, tokenId: 0, secondFactor: 'totp' as const };
    const [busiest] = rowsOf<{ course_id: number }>(await db.execute(sql`SELECT course_id FROM enrolments GROUP BY course_id ORDER BY count(*) DESC LIMIT 1`));
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const reports: Array<[string, () => Promise<unknown>]> = [
      ['revenue, last 12 months', () => revenueReport({ db, actor, query: {} })],
      ['active members, last 30 days', () => activeMembers({ db, actor, query: {} })],
      ['active members, a year of days', () => activeMembers({ db, actor, query: { from: yearAgo } })],
      ['retention, last 12 cohorts', () => retentionCohorts({ db, actor, query: {} })],
      ['funnel of the busiest course', () => courseFunnel({ db, actor, id: busiest!.course_id, filters: {} })],
    ];
    const timings: ReportTiming[] = [];
    for (const [name, run] of reports) {
      await run();
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        const s = performance.now();
        await run();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const timing = { name, medianMs: Math.round(quantile(times, 0.5)), p99Ms: Math.round(quantile(times, 0.99)), met: quantile(times, 0.99) <= REPORT_P99_TARGET_MS };
      log(`reports: ${name}: median ${timing.medianMs} ms, p99 ${timing.p99Ms} ms (${ROUNDS} runs); target p99 ≤ ${REPORT_P99_TARGET_MS} ms: ${timing.met ? 'met' : 'NOT met'}`);
      timings.push(timing);
    }
    return { members: seeded.members, lessonSaves: seeded.lessonSaves, seedMs, rollupMs, reports: timings };
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runReportsBench({ members: process.argv[2] ? Number(process.argv[2]) : undefined });
  process.exit(result.reports.every((r) => r.met) ? 0 : 1);
}
