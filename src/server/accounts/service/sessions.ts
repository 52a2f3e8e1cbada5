// The member's signed-in devices (docs/security.md, "Sessions and devices"): every live Bearer token
// with the browser and system it signed in from, its network, first and last seen; revoking one, or
// all but the one in use. Tokens are looked up in the database on every request and no instance
// keeps them in memory, so a revoked token is refused at once everywhere.
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { RevokedSessions, Session } from '../../../lib/schemas/accounts.ts';
import { describeUserAgent, deviceFamily, deviceLabel } from '../../auth/devices.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { isoDate } from '../../shared/dates.ts';
import { recordSecurityEvent, type RequestOrigin } from './security-events.ts';
import { m } from '../../../paraglide/messages.js';

const live = (userId: number) => and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`));

type TokenRow = { id: number; userAgent: string | null; network: string | null; createdAt: Date; lastUsedAt: Date | null };

function toSession(row: TokenRow, currentId: number): Session {
  const info = describeUserAgent(row.userAgent);
  return {
    id: row.id,
    browser: info.browser,
    os: info.os,
    device: deviceLabel(info),
    network: row.network,
    created_at: isoDate(row.createdAt),
    last_seen_at: row.lastUsedAt ? isoDate(row.lastUsedAt) : null,
    current: row.id === currentId,
  };
}

/** The current session first, then the most recently seen. */
export async function listSessions({ db, actor, page, perPage }: { db: Db; actor: Actor; page: number; perPage: number }): Promise<{ items: Session[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: accessTokens.id, userAgent: accessTokens.userAgent, network: accessTokens.network, createdAt: accessTokens.createdAt, lastUsedAt: accessTokens.lastUsedAt })
      .from(accessTokens)
      .where(live(actor.id))
      .orderBy(desc(sql`${accessTokens.id} = ${actor.tokenId}`), sql`${accessTokens.lastUsedAt} desc nulls last`, desc(accessTokens.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(accessTokens).where(live(actor.id)),
  ]);
  return { items: rows.map((row) => toSession(row, actor.tokenId)), total: totals?.n ?? 0 };
}

/** Signs one of the member's devices out; someone else's, an unknown or an already revoked session is a 404. */
export async function revokeSession({ deps, actor, id, origin }: { deps: Deps; actor: Actor; id: number; origin: RequestOrigin }): Promise<RevokedSessions> {
  const [row] = await deps.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, id), live(actor.id)))
    .returning({ userAgent: accessTokens.userAgent });
  if (!row) throw new AppError('not_found', m.errors_session_not_found());
  await recordSecurityEvent(deps, { user: actor, kind: 'session.revoked', origin, detail: { session_id: id, device: deviceLabel(describeUserAgent(row.userAgent)) } });
  return { message: id === actor.tokenId ? m.settings_api_this_device_out() : m.settings_api_device_out(), revoked: 1 };
}

/** Signs out every device but the one making the request. */
export async function revokeOtherSessions({ deps, actor, origin }: { deps: Deps; actor: Actor; origin: RequestOrigin }): Promise<RevokedSessions> {
  // One statement revokes them and says how many: no count that another sign-in could make stale.
  const revoked = await deps.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(live(actor.id), ne(accessTokens.id, actor.tokenId)))
    .returning({ id: accessTokens.id });
  const n = revoked.length;
  if (n === 0) return { message: m.settings_api_no_other_device(), revoked: 0 };
  await recordSecurityEvent(deps, { user: actor, kind: 'sessions.revoked', origin, detail: { revoked: n } });
  return { message: m.settings_api_other_devices_out({ count: n }), revoked: n };
}

/**
 * A sign-in is from a new device when the member has earlier tokens with a recorded User-Agent and
 * none of them has the same browser and system family. The very first sign-in, and one after only
 * tokens from before devices were recorded, have nothing to compare with and count as known.
 */
export async function isNewDevice(db: Db, userId: number, userAgent: string | null): Promise<boolean> {
  const earlier = await db
    .select({ userAgent: accessTokens.userAgent })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), sql`${accessTokens.userAgent} is not null`))
    .orderBy(desc(accessTokens.id))
    .limit(200);
  if (earlier.length === 0) return false;
  const family = deviceFamily(describeUserAgent(userAgent));
  return !earlier.some((row) => deviceFamily(describeUserAgent(row.userAgent)) === family);
}
