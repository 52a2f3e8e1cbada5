// Bearer tokens: random, shown once, stored as SHA-256, revocable, expiring.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, users } from '../db/schema/index.ts';
import type { Actor } from '../http/env.ts';
import { prepared } from '../shared/prepared.ts';
import { createTokenCache, type TokenCache } from './token-cache.ts';

export const TOKEN_LIFETIME_DAYS = 30;
/**
 * last_used_at is the devices list's "last seen", not an audit log: written at most this often per
 * token, so most requests stay write-free (docs/security.md, "Sessions and devices").
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a sign-in came from, kept on its token for the devices list: the User-Agent and the address's network only. */
export type TokenOrigin = { userAgent?: string | null; network?: string | null };

/** How a sign-in proved a second factor (docs/security.md, "Second factor"); null for a password alone. */
export type SecondFactor = 'totp' | 'recovery_code' | 'passkey';

export async function issueToken(db: Db, userId: number, name = 'web', origin: TokenOrigin = {}, secondFactor: SecondFactor | null = null): Promise<string> {
  const token = `ws_${randomBytes(32).toString('base64url')}`;
  await db.insert(accessTokens).values({
    userId,
    name,
    tokenHash: hashToken(token),
    userAgent: origin.userAgent ? origin.userAgent.slice(0, 512) : null,
    network: origin.network ?? null,
    secondFactor,
    lastUsedAt: new Date(),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_DAYS * 86_400_000),
  });
  return token;
}

/**
 * The lookup every signed-in request makes first: a named prepared statement on PostgreSQL, planned
 * once per connection (docs/performance.md, "Member reads").
 */
const tokenStatement = (db: Db, name: string) =>
  db
    .select({
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      isMentor: users.isMentor,
      role: users.role,
      timeZone: users.timeZone,
      secondFactor: accessTokens.secondFactor,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        isNull(users.cancelledAt),
        // A suspended account's tokens stop working at once (docs/rules/studio.md).
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare(name);

type KeptToken = { actor: Actor; lastUsedAt: number; expiresAt: number };

const caches = new WeakMap<Db, TokenCache<KeptToken>>();

/**
 * This database's copies of token lookups on this instance (src/server/auth/token-cache.ts); the app
 * keeps them only while it hears the member_changed events that drop them (src/server/app.ts).
 */
export function tokenCacheFor(db: Db): TokenCache<KeptToken> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createTokenCache<KeptToken>()));
  return cache;
}

/**
 * The member a token belongs to, or null when it is unknown, revoked, expired or the account is
 * cancelled or suspended. A kept lookup costs no statement (docs/performance.md, "Member reads").
 */
export async function resolveToken(db: Db, token: string): Promise<Actor | null> {
  if (!token.startsWith('ws_') || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const cache = tokenCacheFor(db);
  const kept = cache.get(tokenHash);
  if (kept && kept.expiresAt > Date.now()) {
    if (Date.now() - kept.lastUsedAt > TOUCH_INTERVAL_MS) {
      kept.lastUsedAt = Date.now();
      await touch(db, kept.actor.tokenId);
    }
    return { ...kept.actor };
  }
  const mark = cache.mark();
  const [row] = await prepared(db, 'token_lookup', tokenStatement).execute({ tokenHash });
  if (!row) return null;
  const stale = !row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS;
  if (stale) await touch(db, row.tokenId);
  const actor: Actor = { id: row.id, name: row.name, email: row.email, isMentor: row.isMentor, role: row.role, tokenId: row.tokenId, timeZone: row.timeZone || 'UTC', secondFactor: row.secondFactor };
  cache.keep(tokenHash, row.id, { actor: { ...actor }, lastUsedAt: stale ? Date.now() : row.lastUsedAt!.getTime(), expiresAt: row.expiresAt.getTime() }, mark);
  return actor;
}

/** "Last seen", conditional so that instances racing on one token write it once. */
async function touch(db: Db, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(accessTokens.id, tokenId), sql`(${accessTokens.lastUsedAt} is null or ${accessTokens.lastUsedAt} < now() - make_interval(secs => ${TOUCH_INTERVAL_MS / 1000}))`));
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Signs a member out everywhere (password reset, account cancellation), optionally keeping one token. */
export async function revokeAllTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  const where = and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt));
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(exceptTokenId ? and(where, sql`${accessTokens.id} <> ${exceptTokenId}`) : where);
}
