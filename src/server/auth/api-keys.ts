// API keys (docs/rules/integrations.md, "API keys"): `Authorization: Bearer wsk_…` on the /v1/admin
// operations their scopes cover. A key acts as the admin who made it, while that admin is still an
// admin whose account works; it is looked up on every request (no instance keeps keys), so a revoked
// or expired key is refused at once everywhere. "Last used" is written at most once a minute.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ApiKeyScope } from '../../lib/schemas/api-keys.ts';
import type { Db } from '../db/client.ts';
import { apiKeys, users } from '../db/schema/index.ts';
import type { Actor } from '../http/env.ts';

export const API_KEY_PREFIX = 'wsk_';
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key and what is kept of it: the hash, and a prefix to tell it apart. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) };
}

export const isApiKey = (credential: string) => credential.startsWith(API_KEY_PREFIX);

/**
 * The scope a /v1/admin operation needs from a key (method and path, a template or a real path), or
 * null when no key may call it (making API keys, the task reviews, and everything outside /v1/admin).
 * Reading is GET and HEAD; anything else changes.
 */
export function apiKeyScopeFor(method: string, path: string): ApiKeyScope | null {
  const rest = path.replace(/^\/v1/, '').match(/^\/admin\/(.+)$/)?.[1];
  if (!rest) return null;
  const read = method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD';
  const first = rest.split('/')[0]!;
  const either = <F extends 'members' | 'enrolments' | 'payments' | 'content'>(family: F) => `${family}:${read ? 'read' : 'write'}` as ApiKeyScope;
  if (/^members\/[^/]+\/enrolments(\/|$)/.test(rest) || first === 'enrolments.csv') return either('enrolments');
  if (/^courses\/[^/]+\/funnel$/.test(rest) || /^lessons\/[^/]+\/quiz-statistics$/.test(rest)) return read ? 'reports:read' : null;
  switch (first) {
    case 'members':
    case 'members.csv':
    case 'imports':
    case 'enquiries':
      return either('members');
    case 'payments':
    case 'payments.csv':
    case 'credit-notes':
    case 'plans':
    case 'discounts':
      return either('payments');
    case 'reports':
    case 'overview':
    case 'surveys':
      return read ? 'reports:read' : null;
    case 'audit':
    case 'audit.csv':
      return read ? 'audit:read' : null;
    case 'courses':
    case 'lessons':
    case 'sections':
    case 'media':
    case 'content':
    case 'rewards':
      return either('content');
    default:
      return null;
  }
}

export type ApiKeyCaller = { actor: Actor; keyId: number; scopes: string[] };

/** The key's admin and scopes, or null when the key is unknown, revoked, expired or its admin no longer one. */
export async function resolveApiKey(db: Db, key: string, now = new Date()): Promise<ApiKeyCaller | null> {
  if (key.length > 100) return null;
  const [row] = await db
    .select({ keyId: apiKeys.id, prefix: apiKeys.prefix, scopes: apiKeys.scopes, lastUsedAt: apiKeys.lastUsedAt, id: users.id, name: users.name, email: users.email, isMentor: users.isMentor, role: users.role })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(
      and(
        eq(apiKeys.keyHash, hashApiKey(key)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        eq(users.role, 'admin'),
        isNull(users.cancelledAt),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.keyId), sql`(${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < ${new Date(now.getTime() - TOUCH_INTERVAL_MS)})`));
  }
  return {
    keyId: row.keyId,
    scopes: row.scopes,
    // The admin's name and e-mail carry the key's prefix, so the audit log says a key made the change.
    actor: { id: row.id, name: `${row.name} (API key ${row.prefix}…)`, email: `${row.email} (API key ${row.prefix}…)`, isMentor: row.isMentor, role: row.role, tokenId: 0, secondFactor: 'api_key', apiKeyId: row.keyId },
  };
}
