// Health of one instance (docs/deploy.md, "Health checks"). Live: the process answers. Ready: it can
// serve a request end to end: the database answers, every committed migration is applied, storage
// takes a write, and the instance is not draining. A load balancer sends traffic only to ready ones.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { isDraining } from '../../shared/lifecycle.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { Storage } from '../../storage/storage.ts';

export async function checkHealth({ db, kind }: { db: Db; kind: 'pglite' | 'postgres' }) {
  await db.execute(sql`SELECT 1`);
  return { status: 'ok' as const, database: kind, time: new Date().toISOString() };
}

export type CheckResult = 'ok' | 'failed';
export type Readiness = { ready: boolean; checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult; accepting: CheckResult } };

/** The `when` of the newest committed migration, read once: the migrations ship with the code. */
let newestMigration: number | undefined;
function newestCommittedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

/**
 * A storage write costs a request to a bucket, and a load balancer asks every second: a result is
 * kept for STORAGE_CHECK_MS per storage. Each probe has a key of its own, so two checks at once (or
 * two instances) never remove each other's file.
 */
const STORAGE_CHECK_MS = 10_000;
const storageChecks = new WeakMap<Storage, { at: number; result: Promise<CheckResult> }>();

function probeKey(): string {
  return `health/ready-${process.pid}-${randomBytes(6).toString('hex')}`;
}

function checkStorage(storage: Storage, timeoutMs: number): Promise<CheckResult> {
  const kept = storageChecks.get(storage);
  if (kept && Date.now() - kept.at < STORAGE_CHECK_MS) return kept.result;
  const result = passes(async () => {
    const key = probeKey();
    await storage.put(key, 'ok');
    await storage.remove(key);
    return true;
  }, timeoutMs);
  storageChecks.set(storage, { at: Date.now(), result });
  return result;
}

async function passes(check: () => Promise<boolean>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return (await Promise.race([check(), late])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness({ db, storage, timeoutMs = 2000 }: { db: Db; storage: Storage; timeoutMs?: number }): Promise<Readiness> {
  const [database, migrations, stored] = await Promise.all([
    passes(async () => (await db.execute(sql`SELECT 1`), true), timeoutMs),
    passes(async () => {
      const rows = rowsOf<{ newest: string | number | null }>(await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`));
      return Number(rows[0]?.newest ?? 0) >= newestCommittedMigration();
    }, timeoutMs),
    checkStorage(storage, timeoutMs),
  ]);
  const checks = { database, migrations, storage: stored, accepting: isDraining() ? ('failed' as const) : ('ok' as const) };
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
