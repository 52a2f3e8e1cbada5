// The invitation e-mail's link carries the invitation through registration and the e-mail
// confirmation (docs/rules/mentors.md, "Joining from the e-mail"), so it works when the link is opened
// on a phone's mail app with no trace of the inviting browser: `<id>.<HMAC of id and address>` under
// the app secret. Only whoever got the e-mail knows it; it names no address and cannot be made up
// for another invitation or another address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { localizePath, type Locale } from '../../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { respondToInvite, statusOf } from './invitations.ts';

const sign = (appSecret: string, id: number, email: string) =>
  createHmac('sha256', appSecret).update(`wellspring:mentor-invitation:${id}:${email.toLowerCase()}`).digest('base64url');

export const invitationToken = (appSecret: string, id: number, email: string) => `${id}.${sign(appSecret, id, email)}`;

/**
 * The registration page's address for an invitation: the address filled in, the token to carry; in
 * the e-mail's language (a Spanish page registers a Spanish account: docs/i18n.md, "E-mails").
 */
export const invitationRegisterUrl = (appUrl: string, appSecret: string, id: number, email: string, locale: Locale = 'en') =>
  `${appUrl}${localizePath('/register', locale)}?${new URLSearchParams({ invite: invitationToken(appSecret, id, email), email, next: localizePath('/mentors/requested', locale) })}`;

function tokenMatches(appSecret: string, token: string, id: number, email: string): boolean {
  const expected = Buffer.from(invitationToken(appSecret, id, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * After a newcomer confirmed their address: with the invitation's token, and their confirmed address
 * the one it was sent to, they accept it (the mentor is told, as from /mentors/requested). Returns the
 * mentor's name, or null when the token is wrong, the address differs, or the invitation is no longer
 * pending: the account is confirmed either way and any invitation still waits under Invitations.
 */
export async function joinByInvitation({ db, appSecret, userId, invite }: { db: Db; appSecret: string; userId: number; invite: string }): Promise<string | null> {
  const id = Number(/^(\d{1,12})\./.exec(invite)?.[1]);
  if (!Number.isSafeInteger(id)) return null;
  const [row] = rowsOf<{ email: string; status: string; expires_at: Date | string; invitee_id: number | null; mentor_name: string; member_email: string; member_name: string }>(
    await db.execute(sql`SELECT i.email, i.status, i.expires_at, i.invitee_id, m.name AS mentor_name, lower(u.email) AS member_email, u.name AS member_name
      FROM mentor_invitations i JOIN users m ON m.id = i.user_id AND m.cancelled_at IS NULL
      JOIN users u ON u.id = ${userId} AND u.email_verified_at IS NOT NULL AND u.cancelled_at IS NULL
      WHERE i.id = ${id}`),
  );
  if (!row || !tokenMatches(appSecret, invite, id, row.email) || row.member_email !== row.email.toLowerCase()) return null;
  if (statusOf(row) !== 'pending' || (row.invitee_id !== null && Number(row.invitee_id) !== userId)) return null;
  const actor = { id: userId, name: row.member_name, email: row.member_email } as Actor;
  try {
    await respondToInvite({ db, actor, id, accept: true });
  } catch {
    // Answered or expired between the read and the update: it is no longer this link's to accept.
    return null;
  }
  return row.mentor_name;
}
