// Becoming a mentor and the invitations (docs/rules/mentors.md, "Invitations"): a mentor invites
// addresses; a member with that address gets a request and a notification, anyone else an e-mail
// (sent by a job) whose link leads to registration. The invitee accepts or declines; the mentor is
// told either way. Reminders have a cool-down; invitations expire after INVITATION_DAYS.
import { sql } from 'drizzle-orm';
import { currentLocale, type Locale } from '../../../lib/i18n.ts';
import type { User } from '../../../lib/schemas/accounts.ts';
import type { InviteRequestSchema, Invitee, InviteResult, InvitationStatus, RequestedInvite } from '../../../lib/schemas/mentors.ts';
import type { z } from '../../../lib/schemas/zod.ts';
import { m } from '../../../paraglide/messages.js';
import { getProfile } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import type { Logger } from '../../logger.ts';
import { enqueue } from '../../jobs/index.ts';
import { unlinkable } from '../../mail/templates/mentor-invitation.ts';
import { closeMentorConversation, openMentorConversation } from '../../messages/service/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { announceRewards, awardBadge, payPoints, type Earned } from '../../rewards/service/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { DAY_MS, INVITATION_DAYS, iso, isoOrNull, person, REMINDER_LIMIT, requireMentor } from './access.ts';
import { forgetMentee } from './groups.ts';
import { inviteAllowance, mentorRightsRevoked, recordInvitesSent, refuseOverCap } from './invite-caps.ts';

export const INVITE_EMAIL_JOB = 'mentors.invite-email';

export const MENTOR_RIGHTS_WITHDRAWN = () => m.errors_mentor_rights_withdrawn();

/** An invitation's status as a refusal names it: the English word, or the Spanish one (an invitación, feminine). */
const SPANISH_STATUS: Record<string, string> = { pending: 'pendiente', accepted: 'aceptada', declined: 'rechazada', expired: 'caducada', cancelled: 'cancelada', removed: 'retirada' };
const statusWord = (status: string) => (currentLocale() === 'es' ? (SPANISH_STATUS[status] ?? status) : status);

type Row = {
  id: number;
  email: string;
  invitee_id: number | null;
  message: string;
  status: string;
  reminders: number;
  last_sent_at: Date | string;
  expires_at: Date | string;
  responded_at: Date | string | null;
  created_at: Date | string;
  member_name: string | null;
  member_avatar: string | null;
};

/** The status a member sees: a pending invitation past its date is expired. */
export function statusOf(row: { status: string; expires_at: Date | string }, now = new Date()): InvitationStatus {
  if (row.status === 'pending' && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return row.status as InvitationStatus;
}

/** When the next reminder may go, or null when none may (not pending, expired, or three sent). */
export function remindableAt(row: Pick<Row, 'status' | 'expires_at' | 'reminders' | 'last_sent_at'>, now = new Date()): Date | null {
  if (statusOf(row, now) !== 'pending' || row.reminders >= REMINDER_LIMIT) return null;
  return new Date(Math.max(now.getTime(), new Date(row.last_sent_at).getTime() + DAY_MS));
}

function toInvitee(r: Row, now = new Date()): Invitee {
  const at = remindableAt(r, now);
  return {
    id: Number(r.id),
    email: r.email,
    member: r.invitee_id && r.member_name !== null ? person({ id: r.invitee_id, name: r.member_name, avatar_path: r.member_avatar }) : null,
    status: statusOf(r, now),
    message: r.message,
    reminders: Number(r.reminders),
    can_remind_at: at ? at.toISOString() : null,
    invited_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    responded_at: isoOrNull(r.responded_at),
  };
}

const SELECT_INVITEES = sql`SELECT i.id, i.email, i.invitee_id, i.message, i.status, i.reminders, i.last_sent_at, i.expires_at, i.responded_at, i.created_at,
    u.name AS member_name, u.avatar_path AS member_avatar
  FROM mentor_invitations i LEFT JOIN users u ON u.id = i.invitee_id AND u.cancelled_at IS NULL`;

/**
 * POST /mentors/agree: the member accepts the mentor terms and becomes a mentor, unless an admin
 * withdrew their mentor rights (docs/rules/mentors.md, "Losing mentor rights"): then 403 until an
 * admin gives them back.
 */
export async function agreeToMentor({ db, actor }: { db: Db; actor: Actor }): Promise<User> {
  if (await mentorRightsRevoked(db, actor.id)) throw new AppError('forbidden', MENTOR_RIGHTS_WITHDRAWN());
  // The same condition in the update, so a withdrawal committed meanwhile still wins.
  await db.execute(sql`UPDATE users SET is_mentor = true, updated_at = now() WHERE id = ${actor.id} AND is_mentor = false
    AND NOT EXISTS (SELECT 1 FROM mentor_standing s WHERE s.user_id = ${actor.id} AND s.rights_revoked_at IS NOT NULL)`);
  return getProfile({ db, actor });
}

/** GET /mentors/invitees: every invitation of the mentor, newest first, optionally one status. */
export async function listInvitees({ db, actor, status }: { db: Db; actor: Actor; status?: InvitationStatus | undefined }): Promise<Invitee[]> {
  requireMentor(actor);
  const rows = rowsOf<Row>(await db.execute(sql`${SELECT_INVITEES} WHERE i.user_id = ${actor.id} ORDER BY i.created_at DESC, i.id DESC LIMIT 500`));
  const now = new Date();
  const all = rows.map((r) => toInvitee(r, now));
  return status ? all.filter((i) => i.status === status) : all;
}

async function invitee(db: Db, mentorId: number, id: number): Promise<Row> {
  const [row] = rowsOf<Row>(await db.execute(sql`${SELECT_INVITEES} WHERE i.user_id = ${mentorId} AND i.id = ${id}`));
  if (!row) throw notFound('invitation');
  return row;
}

/**
 * POST /mentors/invite. Every address that is not skipped (own, already a mentee, already pending)
 * counts against the daily cap (docs/rules/mentors.md, "Invitation caps"), member or not; a call
 * that would pass it is refused whole before anything is written or sent.
 */
export async function inviteMentees({ db, log, actor, input, locale = 'en' }: { db: Db; log?: Logger; actor: Actor; input: z.infer<typeof InviteRequestSchema>; locale?: Locale }): Promise<InviteResult> {
  requireMentor(actor);
  const emails = [...new Set(input.emails)];
  const skipped: InviteResult['skipped'] = [];
  const invitedIds: number[] = [];
  const now = new Date();
  const expires = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const refusal = await db.transaction(async (tx) => {
    const allowance = await inviteAllowance(tx as unknown as Db, actor.id, now, { lock: true });
    const toInvite: Array<{ email: string; inviteeId: number | null }> = [];
    for (const email of emails) {
      if (email === actor.email.toLowerCase()) {
        skipped.push({ email, reason: m.errors_invite_own_address() });
        continue;
      }
      const [member] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM users WHERE lower(email) = ${email} AND cancelled_at IS NULL LIMIT 1`));
      const [existing] = rowsOf<Row>(await tx.execute(sql`SELECT * FROM mentor_invitations WHERE user_id = ${actor.id} AND email = ${email} FOR UPDATE`));
      if (existing && existing.status === 'accepted') {
        skipped.push({ email, reason: m.errors_invite_already_mentee() });
        continue;
      }
      if (existing && statusOf(existing, now) === 'pending') {
        skipped.push({ email, reason: m.errors_invite_already_invited() });
        continue;
      }
      toInvite.push({ email, inviteeId: member ? Number(member.id) : null });
    }
    if (toInvite.length > allowance.remaining) return refuseOverCap(tx as unknown as Db, log, actor.id, allowance, toInvite.length, now);
    for (const { email, inviteeId } of toInvite) {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO mentor_invitations (user_id, email, invitee_id, message, status, reminders, last_sent_at, expires_at, responded_at, created_at)
          VALUES (${actor.id}, ${email}, ${inviteeId}, ${input.message}, 'pending', 0, ${now.toISOString()}, ${expires.toISOString()}, NULL, ${now.toISOString()})
          ON CONFLICT (user_id, email) DO UPDATE SET invitee_id = EXCLUDED.invitee_id, message = EXCLUDED.message, status = 'pending', reminders = 0,
            last_sent_at = EXCLUDED.last_sent_at, expires_at = EXCLUDED.expires_at, responded_at = NULL, created_at = EXCLUDED.created_at, updated_at = now()
          RETURNING id`),
      );
      const id = Number(row!.id);
      invitedIds.push(id);
      await deliverInvitation(tx as unknown as Db, { id, mentorName: actor.name, inviteeId, round: 0, sentAt: now.getTime(), locale });
    }
    await recordInvitesSent(tx as unknown as Db, actor.id, toInvite.length, now);
    return null;
  });
  // The refusal is counted in the committed transaction above; nothing else was written.
  if (refusal) throw refusal;
  const invited = invitedIds.length
    ? rowsOf<Row>(await db.execute(sql`${SELECT_INVITEES} WHERE i.user_id = ${actor.id} AND i.id IN (${sql.join(invitedIds.map((i) => sql`${i}`), sql`, `)}) ORDER BY i.id`)).map((r) => toInvitee(r))
    : [];
  return { invited, skipped };
}

/**
 * A member gets a notification (with its e-mail copy as they chose) in their own language; an address
 * an e-mail of its own, in `locale`, the language of the page the mentor sent it from (docs/i18n.md,
 * "E-mails"), carried by the job.
 */
async function deliverInvitation(tx: Db, inv: { id: number; mentorName: string; inviteeId: number | null; round: number; sentAt: number; locale: Locale }) {
  if (inv.inviteeId) {
    await notify(tx, {
      userId: inv.inviteeId,
      type: 'mentoring',
      // The title can become an e-mail's subject: it carries nothing the sender wrote (docs/security.md,
      // "Mentor invitations"). Their name is in the body, cut short and never a link.
      text: (locale) => ({
        title: inv.round ? m.notices_mentor_invited_reminder_title({}, { locale }) : m.notices_mentor_invited_title({}, { locale }),
        body: m.notices_mentor_invited_body({ mentor: unlinkable(inv.mentorName.slice(0, 80)) }, { locale }),
      }),
      link: '/mentors/requested',
      push: true,
    });
  } else {
    await enqueue(tx, INVITE_EMAIL_JOB, { invitationId: inv.id, round: inv.round, locale: inv.locale }, { key: `mentor-invite:${inv.id}:${inv.round}:${inv.sentAt}` });
  }
}

/** POST /mentors/inviteReminder: sends the invitation again, at most once a day and three times. */
export async function remindInvitee({ db, actor, id, locale = 'en' }: { db: Db; actor: Actor; id: number; locale?: Locale }): Promise<Invitee> {
  requireMentor(actor);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(await tx.execute(sql`SELECT * FROM mentor_invitations WHERE user_id = ${actor.id} AND id = ${id} FOR UPDATE`));
    if (!row) throw notFound('invitation');
    const status = statusOf(row, now);
    if (status !== 'pending') throw new AppError('conflict', m.errors_remind_only_pending({ status: statusWord(status) }));
    if (row.reminders >= REMINDER_LIMIT) throw new AppError('conflict', m.errors_remind_limit({ count: REMINDER_LIMIT }));
    const next = new Date(row.last_sent_at).getTime() + DAY_MS;
    if (next > now.getTime()) {
      throw new AppError('conflict', m.errors_remind_once_a_day(), { headers: { 'Retry-After': String(Math.ceil((next - now.getTime()) / 1000)) } });
    }
    await tx.execute(sql`UPDATE mentor_invitations SET reminders = reminders + 1, last_sent_at = ${now.toISOString()}, updated_at = now() WHERE id = ${id}`);
    await deliverInvitation(tx as unknown as Db, { id, mentorName: actor.name, inviteeId: row.invitee_id, round: row.reminders + 1, sentAt: now.getTime(), locale });
  });
  return toInvitee(await invitee(db, actor.id, id), now);
}

/**
 * DELETE /mentors/invitees/{id}: cancels a pending invitation, lets an accepted mentee go (they leave
 * the mentor's groups and recommendations), or clears a declined, expired or cancelled one away.
 */
export async function removeInvitee({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Invitee> {
  requireMentor(actor);
  const now = new Date();
  let cleared: Invitee | undefined;
  await db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(await tx.execute(sql`${SELECT_INVITEES} WHERE i.user_id = ${actor.id} AND i.id = ${id} FOR UPDATE OF i`));
    if (!row) throw notFound('invitation');
    const status = statusOf(row, now);
    if (status === 'pending') {
      await tx.execute(sql`UPDATE mentor_invitations SET status = 'cancelled', responded_at = ${now.toISOString()}, updated_at = now() WHERE id = ${id}`);
    } else if (status === 'accepted') {
      await tx.execute(sql`UPDATE mentor_invitations SET status = 'removed', responded_at = ${now.toISOString()}, updated_at = now() WHERE id = ${id}`);
      const menteeId = Number(row.invitee_id);
      await forgetMentee(tx as unknown as Db, actor.id, menteeId);
      // Messages (docs/rules/mentors.md, "Messages"): the removed mentee can no longer read the thread.
      await closeMentorConversation(tx as unknown as Db, actor.id, menteeId);
      await notify(tx as unknown as Db, {
        userId: menteeId,
        type: 'mentoring',
        text: (locale) => ({ title: m.notices_mentor_removed_title({ mentor: actor.name }, { locale }), body: m.notices_mentor_removed_body({}, { locale }) }),
        link: '/dashboard',
      });
    } else {
      cleared = toInvitee(row, now);
      await tx.execute(sql`DELETE FROM mentor_invitations WHERE id = ${id}`);
    }
  });
  const [after] = rowsOf<Row>(await db.execute(sql`${SELECT_INVITEES} WHERE i.user_id = ${actor.id} AND i.id = ${id}`));
  // A cleared invitation is gone: the answer is what it was, as the list showed it.
  return after ? toInvitee(after, now) : cleared!;
}

/**
 * The member's address once they confirmed it (NULL before): an invitation sent to an address before
 * its owner had an account is theirs only after they proved the address is theirs.
 */
const verifiedAddress = (userId: number) => sql`SELECT lower(email) FROM users WHERE id = ${userId} AND email_verified_at IS NOT NULL`;

type Requested = { id: number; message: string; created_at: Date | string; expires_at: Date | string; mentor_id: number; mentor_name: string; mentor_avatar: string | null };

/** The pending, unexpired invitations addressed to the member (by account, or by their address). */
export async function listRequested({ db, actor }: { db: Db; actor: Actor }): Promise<RequestedInvite[]> {
  const rows = rowsOf<Requested>(
    await db.execute(sql`SELECT i.id, i.message, i.created_at, i.expires_at, m.id AS mentor_id, m.name AS mentor_name, m.avatar_path AS mentor_avatar
      FROM mentor_invitations i JOIN users m ON m.id = i.user_id AND m.cancelled_at IS NULL
      WHERE i.status = 'pending' AND i.expires_at > now() AND i.user_id <> ${actor.id}
        AND (i.invitee_id = ${actor.id} OR (i.invitee_id IS NULL AND i.email = (${verifiedAddress(actor.id)})))
      ORDER BY i.created_at DESC, i.id DESC LIMIT 100`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    mentor: person({ id: r.mentor_id, name: r.mentor_name, avatar_path: r.mentor_avatar }),
    message: r.message,
    invited_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
  }));
}

/** POST /mentors/acceptInvite/{id} and rejectInvite/{id}. */
export async function respondToInvite({ db, actor, id, accept }: { db: Db; actor: Actor; id: number; accept: boolean }): Promise<{ id: number; status: 'accepted' | 'declined' }> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [row] = rowsOf<Row & { user_id: number }>(
      await tx.execute(sql`SELECT * FROM mentor_invitations WHERE id = ${id} AND user_id <> ${actor.id}
        AND (invitee_id = ${actor.id} OR (invitee_id IS NULL AND email = (${verifiedAddress(actor.id)}))) FOR UPDATE`),
    );
    if (!row) throw notFound('invitation');
    const status = statusOf(row, now);
    if (status !== 'pending') throw new AppError('conflict', status === 'expired' ? m.errors_invitation_expired() : m.errors_invitation_already({ status: statusWord(status) }));
    const mentorId = Number(row.user_id);
    await tx.execute(sql`UPDATE mentor_invitations SET status = ${accept ? 'accepted' : 'declined'}, invitee_id = ${actor.id}, responded_at = ${now.toISOString()}, updated_at = now() WHERE id = ${id}`);
    await notify(tx as unknown as Db, {
      userId: mentorId,
      type: 'mentoring',
      text: (locale) =>
        accept
          ? { title: m.notices_invitation_accepted_title({ name: actor.name }, { locale }), body: m.notices_invitation_accepted_body({}, { locale }) }
          : { title: m.notices_invitation_declined_title({ name: actor.name }, { locale }), body: m.notices_invitation_declined_body({}, { locale }) },
      link: '/mentors/invitees',
    });
    if (accept) {
      await rewardAcceptedInvitation(tx as unknown as Db, mentorId, actor.id, now);
      // Messages (docs/rules/mentors.md, "Messages"): a conversation opens between mentor and mentee.
      await openMentorConversation(tx as unknown as Db, mentorId, actor.id);
    }
  });
  return { id, status: accept ? 'accepted' : 'declined' };
}

/** Points for each new mentee; the first-mentee badge, and the five-mentee badge (docs/rules/mentors.md). */
async function rewardAcceptedInvitation(tx: Db, mentorId: number, menteeId: number, at: Date) {
  const earned: Earned = { points: [], badges: [] };
  const paid = await payPoints(tx, mentorId, { reason: 'mentor_mentee_accepted', sourceKey: `mentee:${menteeId}`, sourceId: menteeId, earnedAt: at });
  if (paid) earned.points.push(paid);
  const keep = (b: Awaited<ReturnType<typeof awardBadge>>) => {
    if (!b) return;
    earned.badges.push(b.badge);
    if (b.points) earned.points.push(b.points);
  };
  keep(await awardBadge(tx, mentorId, 'first_mentee', at));
  const [count] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(DISTINCT invitee_id)::int AS n FROM mentor_invitations WHERE user_id = ${mentorId} AND status = 'accepted'`));
  if (Number(count?.n ?? 0) >= 5) keep(await awardBadge(tx, mentorId, 'mentor_5', at));
  await announceRewards(tx, mentorId, earned);
}
