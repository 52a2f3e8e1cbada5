// Fixed-window rate limiting with counters in the database, so every app instance shares them.
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

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError('too_many_requests', m.errors_too_many_requests({ seconds: retryAfterSeconds }), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** Throws a 429 with Retry-After once `key` has been hit more than `limit` times in the window. */
export async function enforceRateLimit(c: Context<AppEnv>, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { db, config } = c.get('deps');
  const result = await hit(db, key, Math.ceil(limit * config.rateLimitFactor), windowSeconds);
  c.header('X-RateLimit-Limit', String(result.limit));
  c.header('X-RateLimit-Remaining', String(Math.max(0, result.limit - result.count)));
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}
