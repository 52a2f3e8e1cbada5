// Single-use values behind e-mailed links (e-mail verification, password reset) and the sign-in
// ticket between a right password and the second factor: random, shown once, stored as SHA-256,
// expiring, consumed atomically so each works exactly once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema/index.ts';
import { hashToken } from './tokens.ts';

export type OneTimePurpose = 'verify_email' | 'reset_password' | 'sign_in_code';

export const ONE_TIME_LIFETIME_MINUTES: Record<OneTimePurpose, number> = {
  // A verification link may sit in an inbox for a while; a reset link is a live key to the account.
  verify_email: 24 * 60,
  reset_password: 60,
  // Long enough to find the phone and open the app, short enough that a half-finished sign-in dies.
  sign_in_code: 10,
};

/**
 * New link values for many members in one statement, in the order given: for accounts just made,
 * which hold no earlier link to replace (an import's invitations, docs/rules/studio.md).
 */
export async function issueOneTimeTokensForNewAccounts(db: Db, userIds: number[], purpose: OneTimePurpose, now: Date, lifetimeMinutes: number): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  if (userIds.length) {
    const expiresAt = new Date(now.getTime() + lifetimeMinutes * 60_000);
    await db.insert(oneTimeTokens).values(userIds.map((userId, i) => ({ userId, purpose, tokenHash: hashToken(tokens[i]!), createdAt: now, expiresAt })));
  }
  return tokens;
}

/**
 * Creates a new link value for the member, replacing any earlier unused one of the same purpose. An
 * invitation to choose a first password lives longer than a reset (`lifetimeMinutes`).
 */
export async function issueOneTimeToken(db: Db, userId: number, purpose: OneTimePurpose, now = new Date(), lifetimeMinutes = ONE_TIME_LIFETIME_MINUTES[purpose]): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link works: an older e-mail lying around is no longer a key.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      // One clock for both stamps, so the lifetime is exactly what the constant says.
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000),
    });
  });
  return token;
}

/**
 * Marks the value used and returns its member, or null when it is unknown, used, expired, of another
 * purpose or (when `userId` is given) another member's. One UPDATE, so two clicks cannot both win.
 */
export async function consumeOneTimeToken(db: Db, token: string, purpose: OneTimePurpose, userId?: number): Promise<number | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
        userId === undefined ? undefined : eq(oneTimeTokens.userId, userId),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
}

/** The open value's member and id, without using it up (a wrong second-factor code keeps the ticket). */
export async function peekOneTimeToken(db: Db, token: string, purpose: OneTimePurpose): Promise<{ id: number; userId: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** Voids every open link of the member (after a password change or cancellation). */
export async function voidOneTimeTokens(db: Db, userId: number, purpose?: OneTimePurpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt), purpose ? eq(oneTimeTokens.purpose, purpose) : undefined));
}
