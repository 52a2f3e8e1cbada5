// The server starts the embedded database's worker before its modules load, and the runtime takes it
// over (docs/performance.md, "Start-up"): the same worker, the folder locked once, by this process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/server/config.ts';
import { startWorkerEarly, takeEarlyWorker } from '../../../src/server/db/early-open.ts';
import { openDatabase } from '../../../src/server/runtime.ts';

const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ws-early-'));
const configFor = (dataDir: string) => ({ databaseUrl: undefined, dataDir, pgliteWorker: true, databasePoolSize: 1 }) as unknown as Config;

describe('the embedded database started early', () => {
  // One database for the tests that open one: creating a PGlite folder takes seconds (tens on a busy machine).
  let dataDir: string;
  beforeAll(async () => {
    dataDir = newDataDir();
    await startWorkerEarly(path.join(dataDir, 'pglite'));
    const created = takeEarlyWorker(path.join(dataDir, 'pglite'))!;
    await (await created.opening).close();
    created.unlock();
  }, 120_000);

  it('is taken over by the runtime: one worker, the folder locked by this process until it closes', async () => {
    const folder = path.join(dataDir, 'pglite');
    await startWorkerEarly(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));

    const handle = await openDatabase(configFor(dataDir));
    const rows = await handle.db.execute(sql`select 41 + 1 as answer`);
    expect((rows as unknown as { rows: Array<{ answer: number }> }).rows[0]!.answer).toBe(42);
    // Taken once: nothing is left for a second opening.
    expect(takeEarlyWorker(folder)).toBeUndefined();
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));

    await handle.close();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
  });

  it('does nothing when another live process holds the folder, so the runtime waits for it as before', async () => {
    const folder = path.join(newDataDir(), 'pglite');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(`${folder}.lock`, String(process.ppid));
    await startWorkerEarly(folder);
    expect(takeEarlyWorker(folder)).toBeUndefined();
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('is not handed to a runtime that opens another folder', async () => {
    const early = path.join(dataDir, 'pglite');
    await startWorkerEarly(early);
    expect(takeEarlyWorker(path.join(newDataDir(), 'pglite'))).toBeUndefined();
    const taken = takeEarlyWorker(early)!;
    await (await taken.opening).close();
    taken.unlock();
    expect(fs.existsSync(`${early}.lock`)).toBe(false);
  });
});
