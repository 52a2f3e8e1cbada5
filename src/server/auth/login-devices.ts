// Known devices for login throttling (docs/security.md, "Login throttling"), the OWASP device-cookie
// pattern: a successful sign-in leaves a long-lived random value in an HttpOnly cookie, stored here
// only as its SHA-256 and tied to the member. A later login for the same member that presents it
// comes from a known device: it is never held up by failures from its address, only by its own.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginDevices, users } from '../db/schema/index.ts';
import { hashToken } from './tokens.ts';

export const DEVICE_COOKIE = 'ws_device';
export const DEVICE_LIFETIME_DAYS = 365;
/** The cookie is only sent to the sign-in routes. */
export const DEVICE_COOKIE_PATH = '/v1/auth';

/** The device's id when `token` is a live device cookie of the member with this e-mail. */
export async function knownDevice(db: Db, token: string | undefined, email: string): Promise<number | null> {
  if (!token || !token.startsWith('wsd_') || token.length > 100) return null;
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(and(eq(loginDevices.tokenHash, hashToken(token)), gt(loginDevices.expiresAt, sql`now()`), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a successful sign-in: keeps the browser's cookie when it already names this member (and
 * extends it), else makes a new one. Returns the value to set, or null to leave the cookie as it is.
 */
export async function rememberDevice(db: Db, userId: number, token: string | undefined): Promise<string | null> {
  const expiresAt = new Date(Date.now() + DEVICE_LIFETIME_DAYS * 86_400_000);
  if (token?.startsWith('wsd_') && token.length <= 100) {
    const kept = await db
      .update(loginDevices)
      .set({ lastUsedAt: new Date(), expiresAt })
      .where(and(eq(loginDevices.tokenHash, hashToken(token)), eq(loginDevices.userId, userId)))
      .returning({ id: loginDevices.id });
    if (kept.length) return null;
  }
  const fresh = `wsd_${randomBytes(32).toString('base64url')}`;
  await db.insert(loginDevices).values({ userId, tokenHash: hashToken(fresh), lastUsedAt: new Date(), expiresAt });
  return fresh;
}
