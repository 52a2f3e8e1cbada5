// Slows password guessing: after LOGIN_MAX_FAILURES failed logins for one e-mail or from one address
// within the window, further attempts get a 429 with Retry-After until the window ends. Counters
// live in the shared rate_limits table, so every app instance sees the same failures.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { hit, tooManyRequests } from '../http/rate-limit.ts';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;

export type ThrottleSubject = { email: string; address: string };

const keysOf = (s: ThrottleSubject) => [`login:email:${s.email.toLowerCase()}`, `login:ip:${s.address}`];

/** Throws the 429 when either the e-mail or the address has used up its failures in this window. */
export async function assertLoginAllowed(db: Db, subject: ThrottleSubject, factor: number): Promise<void> {
  const limit = Math.ceil(LOGIN_MAX_FAILURES * factor);
  const rows = await db
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.resetAt} - now()))))::int`,
    })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keysOf(subject)), gt(rateLimits.resetAt, sql`now()`)));
  const blocked = rows.filter((r) => r.count >= limit);
  if (blocked.length) throw tooManyRequests(Math.max(...blocked.map((r) => Number(r.retryAfter))));
}

/** Counts one failed attempt against both the e-mail and the address. */
export async function recordLoginFailure(db: Db, subject: ThrottleSubject, factor: number): Promise<void> {
  const limit = Math.ceil(LOGIN_MAX_FAILURES * factor);
  for (const key of keysOf(subject)) await hit(db, key, limit, LOGIN_WINDOW_SECONDS);
}

/** A successful login clears the e-mail's failures (the address keeps its count: it may be guessing many). */
export async function clearLoginFailures(db: Db, subject: ThrottleSubject): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keysOf(subject)[0]!));
}
