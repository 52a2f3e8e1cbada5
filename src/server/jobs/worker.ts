// The worker the server process starts (docs/rules/jobs.md): it claims due jobs one at a time, runs
// the handler its domain registered, and records the outcome. It wakes on the enqueue event and
// otherwise polls; recurring jobs are enqueued once per period under a key, so many instances
// schedule each run once.
import { randomBytes } from 'node:crypto';
import type { Deps } from '../http/env.ts';
import { CLEANUP_DEFINITION, CLEANUP_SCHEDULE } from './cleanup.ts';
import { claimJob, completeJob, enqueue, failJob, JOBS_CHANNEL, type JobRow } from './queue.ts';

export type JobContext = { deps: Deps; job: JobRow; payload: Record<string, unknown>; now: Date };

/** What a domain registers: a job name (`domain.what`) and its handler, which must be idempotent. */
export type JobDefinition = {
  name: string;
  handler: (ctx: JobContext) => Promise<void>;
  /** How long a claim lasts before another worker may take the job over; default 2 minutes. */
  leaseMs?: number;
};

/** A job enqueued every `everyMs` (aligned to the epoch: hourly runs start on the hour). */
export type Schedule = { name: string; everyMs: number; payload?: Record<string, unknown> };

export type Worker = {
  start: () => Promise<void>;
  /** Stops polling; waits for the running job unless `wait: false` (a test simulating a crash). */
  stop: (options?: { wait?: boolean }) => Promise<void>;
  /** Claims and runs one due job; false when none was due. */
  runOnce: () => Promise<boolean>;
  /** Runs due jobs until none is left (tests and scripts). Returns how many ran. */
  drain: (limit?: number) => Promise<number>;
  /** Enqueues the recurring jobs whose period has begun. */
  schedule: () => Promise<void>;
  id: string;
};

export type WorkerOptions = {
  deps: Deps;
  definitions: JobDefinition[];
  schedules?: Schedule[];
  pollMs?: number;
  /** The clock, so tests can move time forward. */
  now?: () => Date;
};

const DEFAULT_LEASE_MS = 120_000;

export function createWorker(options: WorkerOptions): Worker {
  const { deps } = options;
  const now = options.now ?? (() => new Date());
  // Every worker also runs the queue's own housekeeping (cleanup.ts).
  const definitions = [...options.definitions, CLEANUP_DEFINITION];
  const schedules = [...(options.schedules ?? []), CLEANUP_SCHEDULE];
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const names = [...byName.keys()];
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let unsubscribe: (() => void) | undefined;
  let wake: (() => void) | undefined;
  // An enqueue event may arrive while the loop is looking for work rather than sleeping, after the
  // claim has found nothing: it must not be lost, or the job waits for the next poll (5 s).
  let woken = false;

  const runOnce = async (): Promise<boolean> => {
    const at = now();
    const job = await claimJob(deps.db, names, id, at, (name) => byName.get(name)?.leaseMs ?? DEFAULT_LEASE_MS);
    if (!job) return false;
    const def = byName.get(job.name)!;
    const started = performance.now();
    try {
      await def.handler({ deps, job, payload: job.payload, now: at });
      await completeJob(deps.db, job, id, now());
      deps.log.info('job done', { job: job.name, id: job.id, attempt: job.attempts, ms: Math.round(performance.now() - started) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await failJob(deps.db, job, id, now(), message);
      deps.log[outcome === 'failed' ? 'error' : 'warn'](outcome === 'failed' ? 'job failed for good' : 'job failed, will retry', {
        job: job.name,
        id: job.id,
        attempt: job.attempts,
        err: message,
      });
    }
    return true;
  };

  const schedule = async () => {
    const at = now().getTime();
    for (const s of schedules) {
      const period = Math.floor(at / s.everyMs) * s.everyMs;
      await enqueue(deps.db, s.name, { ...s.payload, period: new Date(period).toISOString() }, { key: `${s.name}@${new Date(period).toISOString()}`, runAt: new Date(period) });
    }
  };

  const drain = async (limit = 1000) => {
    let n = 0;
    while (n < limit && (await runOnce())) n += 1;
    return n;
  };

  const loop = async () => {
    while (running) {
      woken = false;
      try {
        await schedule();
        while (running && (await runOnce()));
      } catch (err) {
        deps.log.error('job worker error', { err: err instanceof Error ? err.message : String(err) });
      }
      if (!running) break;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, options.pollMs ?? 5000);
      });
      clearTimeout(timer);
      wake = undefined;
    }
  };

  return {
    id,
    runOnce,
    drain,
    schedule,
    start: async () => {
      if (running) return;
      running = true;
      unsubscribe = await deps.events.subscribe(JOBS_CHANNEL, () => {
        woken = true;
        wake?.();
      });
      current = loop();
    },
    stop: async ({ wait = true } = {}) => {
      running = false;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      wake?.();
      if (wait) await current;
    },
  };
}
