// Fixed-window rate limiting with counters in the database, so every app instance shares them; the
// few limits that only stop a runaway loop count in each instance's memory (rate-limits.ts).
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { m } from '../../paraglide/messages.js';
import type { AppEnv } from './env.ts';

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number };

/** Counts one hit against `key` and says whether it is within `limit` per `windowSeconds`. */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (reset_at - now()))))::int AS retry_after`);
  const row = (result as unknown as { rows: Array<{ count: number; retry_after: number }> }).rows[0]!;
  const count = Number(row.count);
  // Expired windows are swept now and then, so the table stays the size of current traffic.
  if (Math.random() < 0.01) await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
  return { allowed: count <= limit, count, limit, retryAfterSeconds: Number(row.retry_after) };
}

/** Counters of one instance: window end and hits, by key. */
export type InstanceCounters = Map<string, { count: number; resetAt: number }>;

/** Past this many keys, expired windows are swept before a new key is counted. */
const INSTANCE_COUNTER_SWEEP_AT = 10_000;

/**
 * The same fixed window counted in this instance's memory, for limits that only stop a runaway loop
 * and are hit on every save (src/server/http/rate-limits.ts, `perInstance`): no statement per hit.
 */
export function hitInMemory(counters: InstanceCounters, key: string, limit: number, windowSeconds: number, now = Date.now()): RateLimitResult {
  let entry = counters.get(key);
  if (!entry || entry.resetAt <= now) {
    if (!entry && counters.size >= INSTANCE_COUNTER_SWEEP_AT) {
      for (const [k, e] of counters) if (e.resetAt <= now) counters.delete(k);
    }
    entry = { count: 0, resetAt: now + windowSeconds * 1000 };
    counters.set(key, entry);
  }
  entry.count += 1;
  return { allowed: entry.count <= limit, count: entry.count, limit, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('too_many_requests', m.errors_too_many_requests({ seconds: retryAfterSeconds }), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

const countersByDatabase = new WeakMap<object, InstanceCounters>();

/** This instance's in-memory counters (one set per database handle, so each test app has its own). */
function instanceCounters(db: Db): InstanceCounters {
  let counters = countersByDatabase.get(db);
  if (!counters) countersByDatabase.set(db, (counters = new Map()));
  return counters;
}

/**
 * Throws a 429 with Retry-After once `key` has been hit more than `limit` times in the window;
 * `perInstance` counts in this instance's memory instead of the shared table.
 */
export async function enforceRateLimit(c: Context<AppEnv>, key: string, limit: number, windowSeconds: number, perInstance = false): Promise<void> {
  const { db, config } = c.get('deps');
  const scaled = Math.ceil(limit * config.rateLimitFactor);
  const result = perInstance ? hitInMemory(instanceCounters(db), key, scaled, windowSeconds) : await hit(db, key, scaled, windowSeconds);
  c.header('X-RateLimit-Limit', String(result.limit));
  c.header('X-RateLimit-Remaining', String(Math.max(0, result.limit - result.count)));
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
