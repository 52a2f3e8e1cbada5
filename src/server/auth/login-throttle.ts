// Slows password guessing without letting anyone lock a member out (docs/security.md, "Login
// throttling"). Failures are counted per (account, device): the device is the browser's device
// cookie when it names this account (auth/login-devices.ts), else the client address. After a few
// free failures that pair must wait before its next try, and the wait doubles with every further
// failure. A stranger's failures from another address never delay the owner. Unknown devices also
// count against their address: past a generous number of failures across all accounts, the address
// waits too, with the same doubling wait (or passes the bot check, when one is configured); a known
// device never waits for its address. Counters live in the shared rate_limits table, so every app
// instance sees the same failures.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/rate-limit.ts';

/** Every number of the rule, in one place (route description and docs quote them). */
export const LOGIN_THROTTLE = {
  /** Failures one (account, device) pair may make before it has to wait. */
  freeFailures: 5,
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten this long after its last wait ended. */
  forgetAfterSeconds: 15 * 60,
  /** Failures from one address by unknown devices, whatever the accounts, before that address must wait. */
  perAddressFailures: 100,
} as const;

/** `deviceId` is the known device presenting its cookie, or null for an unknown one. */
export type ThrottleSubject = { email: string; address: string; deviceId?: number | null };

const pairKey = (s: ThrottleSubject) => (s.deviceId ? `login:device:${s.deviceId}:${s.email.toLowerCase()}` : `login:pair:${s.address}:${s.email.toLowerCase()}`);
const addressKey = (s: ThrottleSubject) => `login:ip:${s.address}`;

/** Seconds to wait after the `failures`-th failure when `free` failures cost nothing. */
export function delayAfter(failures: number, factor = 1, free: number = LOGIN_THROTTLE.freeFailures): number {
  const past = failures - Math.ceil(free * factor);
  if (past <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelaySeconds, LOGIN_THROTTLE.firstDelaySeconds * 2 ** Math.min(past - 1, 30));
}

/**
 * Throws the 429 while this pair is waiting, or while an unknown device's address is waiting and
 * no bot check was passed (`passedBotCheck`).
 */
export async function assertLoginAllowed(db: Db, subject: ThrottleSubject, options: { passedBotCheck?: boolean } = {}): Promise<void> {
  const keys = subject.deviceId || options.passedBotCheck ? [pairKey(subject)] : [pairKey(subject), addressKey(subject)];
  const rows = await db
    .select({ retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.resetAt} - now()))))::int` })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
  if (rows.length) throw tooManyRequests(Math.max(...rows.map((r) => Number(r.retryAfter))));
}

/** Counts one failure under `key`, and sets its wait from the failures so far. */
async function countFailure(db: Db, key: string, free: number, factor: number): Promise<void> {
  const { forgetAfterSeconds } = LOGIN_THROTTLE;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at < now() - make_interval(secs => ${forgetAfterSeconds}) THEN 1 ELSE rate_limits.count + 1 END
    RETURNING count`);
  const failures = Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]!.count);
  const wait = delayAfter(failures, factor, free);
  // The row's reset_at is the moment the wait ends; with no wait it is now, and the count is kept.
  await db.update(rateLimits).set({ resetAt: sql`now() + make_interval(secs => ${wait})` }).where(eq(rateLimits.key, key));
}

/** Counts one failed attempt for the pair and, for an unknown device, against its address. */
export async function recordLoginFailure(db: Db, subject: ThrottleSubject, factor: number): Promise<void> {
  await countFailure(db, pairKey(subject), LOGIN_THROTTLE.freeFailures, factor);
  if (!subject.deviceId) await countFailure(db, addressKey(subject), LOGIN_THROTTLE.perAddressFailures, factor);
}

/** A successful login forgets the pair's failures (the address keeps its count: it may be guessing many). */
export async function clearLoginFailures(db: Db, subject: ThrottleSubject): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, pairKey(subject)));
}
