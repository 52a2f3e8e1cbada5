// The feed's secret address (docs/rules/calendar-feeds.md, "The address"): a random token shown to
// the member once, stored as its SHA-256 only, like sessions and API keys (docs/security.md). One per
// member: a new link replaces the old hash in the same row, so the old address is dead the moment the
// new one exists; turning the feed off deletes the row.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeedLink, CalendarFeedState } from '../../../lib/schemas/calendar-feeds.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { memberTimeZone } from '../../practices/service/index.ts';

const TOKEN_PREFIX = 'wsc_';

/** The feed's https address for a token. */
export const feedUrl = (appUrl: string, token: string) => `${appUrl}/v1/calendar/${token}/wellspring.ics`;

/** The same address with the webcal scheme, which calendar apps open to subscribe. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export async function calendarFeedState({ db, actor }: { db: Db; actor: Actor }): Promise<CalendarFeedState> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id)).limit(1);
  return { enabled: Boolean(row), created_at: row ? row.createdAt.toISOString() : null, time_zone: await memberTimeZone(db, actor.id) };
}

export async function createCalendarFeed({ db, actor, now, appUrl }: { db: Db; actor: Actor; now: Date; appUrl: string }): Promise<CalendarFeedLink> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const values = { userId: actor.id, tokenHash: hashToken(token), createdAt: now };
  await db.insert(calendarFeeds).values(values).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: values.tokenHash, createdAt: now } });
  const url = feedUrl(appUrl, token);
  return { enabled: true, created_at: now.toISOString(), time_zone: await memberTimeZone(db, actor.id), url, webcal_url: webcalUrl(url) };
}

export async function turnOffCalendarFeed({ db, actor }: { db: Db; actor: Actor }): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
}

/**
 * The member whose feed `token` opens, or null (unknown, replaced or turned off). A suspended member's
 * feed answers as if it did not exist, as their sessions do (docs/security.md), until restored.
 */
export async function feedOwner(db: Db, token: string): Promise<number | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(users.suspendedAt), isNull(users.cancelledAt)))
    .limit(1);
  return row?.userId ?? null;
}

/** The member's data export (docs/rules/accounts.md): when the feed was made, never the address. */
export async function exportCalendarFeed(db: Db, userId: number): Promise<{ created_at: string } | null> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row ? { created_at: row.createdAt.toISOString() } : null;
}

/** What the per-feed rate limit counts by: part of the token's hash, so the secret itself is never stored. */
export const feedRateSubject = (token: string) => hashToken(token).slice(0, 24);
