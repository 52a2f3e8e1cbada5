// Slows password guessing without letting anyone lock a member out (docs/security.md, "Login
// throttling"). Failures are counted per (account, client address): after a few free failures that
// pair must wait before its next try, and the wait doubles with every further failure. A stranger's
// failures from another address never delay the owner. Each address also has a generous cap on
// failures across all accounts, against one machine guessing many accounts. Counters live in the
// shared rate_limits table, so every app instance sees the same failures.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { hit, tooManyRequests } from '../http/rate-limit.ts';

/** Every number of the rule, in one place (route description and docs quote them). */
export const LOGIN_THROTTLE = {
  /** Failures one (account, address) pair may make before it has to wait. */
  freeFailures: 5,
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten this long after its last wait ended. */
  forgetAfterSeconds: 15 * 60,
  /** Failures from one address, whatever the accounts, before that address must wait. */
  perAddressFailures: 100,
  perAddressWindowSeconds: 15 * 60,
} as const;

export type ThrottleSubject = { email: string; address: string };

const pairKey = (s: ThrottleSubject) => `login:pair:${s.address}:${s.email.toLowerCase()}`;
const addressKey = (s: ThrottleSubject) => `login:ip:${s.address}`;

/** Seconds a pair waits after its `failures`-th failure. */
export function delayAfter(failures: number, factor = 1): number {
  const past = failures - Math.ceil(LOGIN_THROTTLE.freeFailures * factor);
  if (past <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelaySeconds, LOGIN_THROTTLE.firstDelaySeconds * 2 ** (past - 1));
}

/** Throws the 429 while this pair is waiting, or once the address has used up its cap. */
export async function assertLoginAllowed(db: Db, subject: ThrottleSubject, factor: number): Promise<void> {
  const addressCap = Math.ceil(LOGIN_THROTTLE.perAddressFailures * factor);
  const rows = await db
    .select({
      key: rateLimits.key,
      count: rateLimits.count,
      retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.resetAt} - now()))))::int`,
    })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, [pairKey(subject), addressKey(subject)]), gt(rateLimits.resetAt, sql`now()`)));
  const waits = rows.filter((r) => r.key === pairKey(subject) || r.count >= addressCap).map((r) => Number(r.retryAfter));
  if (waits.length) throw tooManyRequests(Math.max(...waits));
}

/** Counts one failed attempt for the pair (setting its wait) and against the address's cap. */
export async function recordLoginFailure(db: Db, subject: ThrottleSubject, factor: number): Promise<void> {
  const key = pairKey(subject);
  const { forgetAfterSeconds } = LOGIN_THROTTLE;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at < now() - make_interval(secs => ${forgetAfterSeconds}) THEN 1 ELSE rate_limits.count + 1 END
    RETURNING count`);
  const failures = Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]!.count);
  await db.update(rateLimits).set({ resetAt: sql`now() + make_interval(secs => ${delayAfter(failures, factor)})` }).where(eq(rateLimits.key, key));
  await hit(db, addressKey(subject), Math.ceil(LOGIN_THROTTLE.perAddressFailures * factor), LOGIN_THROTTLE.perAddressWindowSeconds);
}

/** A successful login forgets the pair's failures (the address keeps its count: it may be guessing many). */
export async function clearLoginFailures(db: Db, subject: ThrottleSubject): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, pairKey(subject)));
}
