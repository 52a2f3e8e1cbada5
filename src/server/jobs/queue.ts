// The durable job queue on the application database (docs/rules/jobs.md). Jobs are rows of `jobs`:
// enqueued inside the caller's transaction (so a job exists exactly when the change that asked for
// it committed), claimed with FOR UPDATE SKIP LOCKED under a lease, retried with exponential backoff,
// and kept once per idempotency key.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { publishEvent } from '../events/index.ts';
import { jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** The event channel a worker listens on to wake up as soon as a job is enqueued. */
export const JOBS_CHANNEL = 'jobs_enqueued';

export type EnqueueOptions = {
  /** Idempotency key: a second enqueue with the same key is ignored (the first job wins). */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Adds a job. Pass the transaction of the change that needs it: the job then commits or rolls back
 * with that change. Returns the job id, or null when a job with the same key already exists.
 */
export async function enqueue(db: Db, name: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({ name, payload, key: options.key ?? null, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5 })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (row) await publishEvent(db, JOBS_CHANNEL, { name });
  return row?.id ?? null;
}

/** Delay before attempt n+1 after n failures: 10 s, 20 s, 40 s... capped at one hour. */
export function backoffMs(attempts: number, baseMs = 10_000, capMs = 3_600_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims one due job of the given names for `leaseMs`: due, not finished, and either never locked or
 * its lease run out (the worker holding it died or hung). The attempt is counted at claim time, so a
 * job whose worker keeps dying still runs out of attempts.
 */
export async function claimJob(db: Db, names: string[], workerId: string, now: Date, leaseMs: (name: string) => number): Promise<JobRow | null> {
  if (!names.length) return null;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id, name: jobs.name })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
          inArray(jobs.name, names),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs(due.name)), lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

/** Marks a claimed job done, only while this worker still holds it (a lapsed lease belongs to another). */
export async function completeJob(db: Db, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lockedBy: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt)));
}

/** Schedules the next attempt with backoff, or gives up after the last one. */
export async function failJob(db: Db, job: JobRow, workerId: string, now: Date, error: string): Promise<'retry' | 'failed'> {
  const exhausted = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastError: error.slice(0, 1000),
      ...(exhausted ? { failedAt: now } : { runAt: new Date(now.getTime() + backoffMs(job.attempts)) }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt)));
  return exhausted ? 'failed' : 'retry';
}
