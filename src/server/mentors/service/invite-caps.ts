// The daily cap on invitations and the mentor's standing (docs/rules/mentors.md, "Invitation caps"
// and "Losing mentor rights"; docs/security.md, "Mentor invitations"). Counted in the database
// (mentor_invite_sends), so every instance sees the same count; the per-call and per-hour limits
// of src/server/http/rate-limits.ts stay in front of it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Logger } from '../../logger.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export const INVITE_CAPS = {
  /** The window the cap is counted over, rolling: the last 24 hours, not the calendar day. */
  windowMs: 24 * 3_600_000,
  /** An account younger than this is new… */
  newAccountMs: 7 * 24 * 3_600_000,
  /** …and may invite this many addresses in any 24 hours: a first class or circle of friends. */
  newAccountPerDay: 10,
  /**
   * After its first week: a teacher or coach inviting a class of 30 and a few more fits with room;
   * one account cannot mail more than 50 strangers a day, a quarter of what the hourly limit alone
   * allowed (200 an hour).
   */
  perDay: 50,
} as const;

export type InviteAllowance = { cap: number; used: number; remaining: number; windowRows: Array<{ count: number; sent_at: Date | string }> };

/** The cap that applies to an account created at `createdAt`. */
export const dailyCap = (createdAt: Date | string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() < INVITE_CAPS.newAccountMs ? INVITE_CAPS.newAccountPerDay : INVITE_CAPS.perDay;

/**
 * The mentor's allowance now. Inside the invitation's transaction it locks the mentor's row first,
 * so two calls at once (on any instance) are counted one after the other.
 */
export async function inviteAllowance(db: Db, mentorId: number, now: Date, { lock = false } = {}): Promise<InviteAllowance> {
  const [user] = rowsOf<{ created_at: Date | string }>(
    await db.execute(sql`SELECT created_at FROM users WHERE id = ${mentorId} ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  const cap = dailyCap(user?.created_at ?? now, now);
  const since = new Date(now.getTime() - INVITE_CAPS.windowMs).toISOString();
  const windowRows = rowsOf<{ count: number; sent_at: Date | string }>(
    await db.execute(sql`SELECT count, sent_at FROM mentor_invite_sends WHERE user_id = ${mentorId} AND sent_at > ${since} ORDER BY sent_at, id`),
  );
  const used = windowRows.reduce((n, r) => n + Number(r.count), 0);
  return { cap, used, remaining: Math.max(0, cap - used), windowRows };
}

/** Seconds until `wanted` more addresses fit under the cap, as the oldest calls leave the window. */
export function secondsUntilRoom(a: InviteAllowance, wanted: number, now: Date): number {
  let over = a.used + wanted - a.cap;
  for (const r of a.windowRows) {
    over -= Number(r.count);
    if (over <= 0) return Math.max(1, Math.ceil((new Date(r.sent_at).getTime() + INVITE_CAPS.windowMs - now.getTime()) / 1000));
  }
  // More than the cap in one call cannot fit; the route's own limit (20) is below every cap.
  return Math.ceil(INVITE_CAPS.windowMs / 1000);
}

/** Writes the call's invitations into the ledger and forgets rows no window reads any more. */
export async function recordInvitesSent(db: Db, mentorId: number, count: number, now: Date): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`INSERT INTO mentor_invite_sends (user_id, count, sent_at) VALUES (${mentorId}, ${count}, ${now.toISOString()})`);
  await db.execute(sql`DELETE FROM mentor_invite_sends WHERE user_id = ${mentorId} AND sent_at < ${new Date(now.getTime() - 2 * INVITE_CAPS.windowMs).toISOString()}`);
}

/**
 * A call over the cap: counted on the mentor's standing (shown in the studio), logged without any
 * address, and answered 429 with Retry-After (docs/rules/api.md: too many requests, try later).
 */
export async function refuseOverCap(db: Db, log: Logger | undefined, mentorId: number, a: InviteAllowance, wanted: number, now: Date): Promise<AppError> {
  await db.execute(sql`INSERT INTO mentor_standing (user_id, invitation_refusals, last_refusal_at, updated_at) VALUES (${mentorId}, 1, ${now.toISOString()}, now())
    ON CONFLICT (user_id) DO UPDATE SET invitation_refusals = mentor_standing.invitation_refusals + 1, last_refusal_at = EXCLUDED.last_refusal_at, updated_at = now()`);
  log?.warn('mentor invitations refused', { user_id: mentorId, requested: wanted, used: a.used, remaining: a.remaining, cap: a.cap });
  const retryAfter = secondsUntilRoom(a, wanted, now);
  const message =
    a.remaining === 0
      ? m.errors_invite_cap_reached({ cap: a.cap })
      : m.errors_invite_cap_left({ remaining: a.remaining, cap: a.cap, wanted });
  return new AppError('too_many_requests', message, { headers: { 'Retry-After': String(retryAfter) } });
}

export type MentorStanding = { rights_revoked_at: string | null; invitation_refusals: number; last_refusal_at: string | null; invited_last_24h: number; daily_invitation_cap: number };

/** What the studio shows of a member as a mentor. */
export async function mentorStanding(db: Db, userId: number, now = new Date()): Promise<MentorStanding> {
  const [row] = rowsOf<{ rights_revoked_at: Date | string | null; invitation_refusals: number; last_refusal_at: Date | string | null }>(
    await db.execute(sql`SELECT rights_revoked_at, invitation_refusals, last_refusal_at FROM mentor_standing WHERE user_id = ${userId}`),
  );
  const a = await inviteAllowance(db, userId, now);
  const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);
  return {
    rights_revoked_at: iso(row?.rights_revoked_at),
    invitation_refusals: Number(row?.invitation_refusals ?? 0),
    last_refusal_at: iso(row?.last_refusal_at),
    invited_last_24h: a.used,
    daily_invitation_cap: a.cap,
  };
}

/** Whether an admin withdrew the member's mentor rights. */
export async function mentorRightsRevoked(db: Db, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ revoked: boolean }>(await db.execute(sql`SELECT rights_revoked_at IS NOT NULL AS revoked FROM mentor_standing WHERE user_id = ${userId}`));
  return Boolean(row?.revoked);
}

/**
 * An admin withdraws (allowed: false) or gives back (allowed: true) a member's mentor rights, in the
 * caller's transaction (the studio writes its audit row in it). Withdrawing clears is_mentor and
 * cancels every pending invitation, so their links and queued e-mails stop working; accepted
 * mentees stay as they are. Giving back only lifts the block: the member agrees to the terms again.
 * Answers what changed, or null when nothing did.
 */
export async function setMentorRights(
  tx: Db,
  userId: number,
  allowed: boolean,
  now = new Date(),
): Promise<{ before: { is_mentor: boolean; mentor_rights_revoked_at: string | null }; after: { is_mentor: boolean; mentor_rights_revoked_at: string | null; cancelled_invitations?: number } } | null> {
  const [user] = rowsOf<{ is_mentor: boolean; rights_revoked_at: Date | string | null }>(
    await tx.execute(sql`SELECT u.is_mentor, s.rights_revoked_at FROM users u LEFT JOIN mentor_standing s ON s.user_id = u.id WHERE u.id = ${userId} FOR UPDATE OF u`),
  );
  if (!user) return null;
  const revokedAt = user.rights_revoked_at ? new Date(user.rights_revoked_at).toISOString() : null;
  const before = { is_mentor: Boolean(user.is_mentor), mentor_rights_revoked_at: revokedAt };
  if (allowed) {
    if (!revokedAt) return null;
    await tx.execute(sql`UPDATE mentor_standing SET rights_revoked_at = NULL, updated_at = now() WHERE user_id = ${userId}`);
    return { before, after: { is_mentor: before.is_mentor, mentor_rights_revoked_at: null } };
  }
  if (revokedAt && !before.is_mentor) return null;
  const at = now.toISOString();
  await tx.execute(sql`INSERT INTO mentor_standing (user_id, rights_revoked_at, updated_at) VALUES (${userId}, ${at}, now())
    ON CONFLICT (user_id) DO UPDATE SET rights_revoked_at = COALESCE(mentor_standing.rights_revoked_at, EXCLUDED.rights_revoked_at), updated_at = now()`);
  await tx.execute(sql`UPDATE users SET is_mentor = false, updated_at = now() WHERE id = ${userId}`);
  const cancelled = rowsOf<{ id: number }>(
    await tx.execute(sql`UPDATE mentor_invitations SET status = 'cancelled', responded_at = ${at}, updated_at = now() WHERE user_id = ${userId} AND status = 'pending' RETURNING id`),
  );
  return { before, after: { is_mentor: false, mentor_rights_revoked_at: revokedAt ?? at, cancelled_invitations: cancelled.length } };
}
