// The people import's timing (docs/rules/studio.md, "Importing people"; issue 32 part 5): a CSV of
// 10,000 new people, each named for one course, previewed and then run by the job worker on the
// embedded database, from the start to the import's `done`. Target: within a minute.
// Alone: `./node_modules/.bin/node tests/bench/people-import.ts` (Node 24); `npm run bench` runs it as a section (--skip-people-import).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { courses, users } from '../../src/server/db/schema/index.ts';
import { seedDemoContentIfEmpty } from '../../src/server/demo/seed.ts';
import { createRuntime } from '../../src/server/runtime.ts';
import { getPeopleImport, previewPeopleImport, runPeopleImport } from '../../src/server/studio/service/index.ts';

export const PEOPLE_IMPORT_ROWS = 10_000;
export const PEOPLE_IMPORT_TARGET_MS = 60_000;

export type PeopleImportBench = { rows: number; previewMs: number; runMs: number; met: boolean };

export async function runPeopleImportBench(opts: { rows?: number; log?: (line: string) => void } = {}): Promise<PeopleImportBench> {
  const rows = opts.rows ?? PEOPLE_IMPORT_ROWS;
  const log = opts.log ?? console.log;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-people-import-'));
  // The embedded database in a folder of its own, mail to its outbox folder.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const runtime = await createRuntime({ config: loadConfig(env) });
  try {
    const { db } = runtime.deps;
    await seedDemoContentIfEmpty(db);
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    const [course] = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.published, true)).limit(1);
    const actor = { id: admin!.id, name: admin!.name, email: admin!.email, isMentor: admin!.isMentor, role: admin!.role, tokenId: 0, secondFactor: 'totp' as const };
    const csv = ['name,email,courses', ...Array.from({ length: rows }, (_, i) => `Person ${i},bench-${i}@import.example.test,${course!.slug}`)].join('\r\n');
    let t0 = performance.now();
    const preview = await previewPeopleImport({ db, actor, csv });
    const previewMs = performance.now() - t0;
    t0 = performance.now();
    await runPeopleImport({ db, actor, id: preview.id, now: new Date() });
    let state = await getPeopleImport({ db, actor, id: preview.id });
    while (state.status === 'running') {
      await new Promise((r) => setTimeout(r, 250));
      state = await getPeopleImport({ db, actor, id: preview.id });
    }
    const runMs = performance.now() - t0;
    if (state.status !== 'done' || state.processed !== rows) throw new Error(`people import ended ${state.status} with ${state.processed} of ${rows} rows`);
    const met = previewMs + runMs <= PEOPLE_IMPORT_TARGET_MS;
    log(`people import: ${rows} rows, preview ${Math.round(previewMs)} ms, run ${Math.round(runMs)} ms (${state.invited} invited, ${state.enrolled} enrolled); target ≤ ${PEOPLE_IMPORT_TARGET_MS / 1000} s: ${met ? 'met' : 'NOT met'}`);
    return { rows, previewMs, runMs, met };
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runPeopleImportBench();
  process.exit(result.met ? 0 : 1);
}
