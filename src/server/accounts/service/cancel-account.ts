// Account cancellation: after the password is confirmed, every session and link is revoked and the
// personal data is erased or anonymised in one transaction. Learning records (enrolments, progress,
// lesson work, quiz attempts, certificates) stay, tied to an anonymous "Former member", so course
// statistics remain true; the certificate's printed name is anonymised too.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CancelAccountRequest, Message } from '../../../lib/schemas/accounts.ts';
import { voidOneTimeTokens } from '../../auth/one-time-tokens.ts';
import { verifyPassword } from '../../auth/password.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import { accessTokens, addresses, badgeAwards, calendarFeeds, certificates, discussionPosts, discussionReactions, enquiries, notificationEmails, notifications, pushSubscriptions, securityEvents, streamTickets, users } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { accountCancelledMail } from '../../mail/templates/account-cancelled.ts';
import { recordWebhookEvent } from '../../webhooks/service/index.ts';
import { removeStoredAvatar } from './avatar.ts';
import { loadUser } from './user-view.ts';
import { unusablePasswordHash } from './links.ts';
import { m } from '../../../paraglide/messages.js';

export const FORMER_MEMBER_NAME = 'Former member';

/** A unique address in the reserved .invalid domain: it can never receive mail or collide with a real one. */
export const anonymousEmail = (userId: number) => `cancelled-${userId}-${randomBytes(6).toString('hex')}@wellspring.invalid`;

export async function cancelAccount({ deps, actor, input }: { deps: Deps; actor: Actor; input: CancelAccountRequest }): Promise<Message> {
  const member = await loadUser(deps.db, actor.id);
  if (!(await verifyPassword(input.password, member.passwordHash))) {
    throw fieldError('password', m.errors_password_wrong());
  }
  await eraseAccount(deps, member.id);
  return { message: m.settings_api_cancelled() };
}

/**
 * The cancellation itself, for the member's own request (above) and for an administrator acting on
 * a member's request from the studio (docs/rules/studio.md, "Members"). `alsoInTx` runs in the same
 * transaction (the studio writes its audit row there).
 */
export async function eraseAccount(deps: Deps, userId: number, alsoInTx?: (tx: Db) => Promise<void>): Promise<void> {
  const { db, storage, config, mailer, log } = deps;
  const member = await loadUser(db, userId);
  await db.transaction(async (tx) => {
    await revokeAllTokens(tx, member.id);
    // Devices and networks are personal data too (docs/security.md, "Sessions and devices").
    await tx.update(accessTokens).set({ userAgent: null, network: null }).where(eq(accessTokens.userId, member.id));
    await tx.delete(securityEvents).where(eq(securityEvents.userId, member.id));
    await voidOneTimeTokens(tx, member.id);
    // The calendar feed's address dies with the account (docs/rules/calendar-feeds.md).
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, member.id));
    await tx.delete(addresses).where(eq(addresses.userId, member.id));
    await tx.delete(enquiries).where(sql`lower(${enquiries.email}) = ${member.email.toLowerCase()}`);
    // Notifications and their waiting e-mail copies are personal, not learning records (docs/rules/notifications.md).
    await tx.delete(notifications).where(eq(notifications.userId, member.id));
    await tx.delete(notificationEmails).where(eq(notificationEmails.userId, member.id));
    await tx.delete(streamTickets).where(eq(streamTickets.userId, member.id));
    // Their devices get no more pushes (docs/rules/push.md).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    await tx.update(certificates).set({ holderName: FORMER_MEMBER_NAME }).where(eq(certificates.userId, member.id));
    // A badge's public page and credential name its holder: the same anonymous name from now on.
    await tx.update(badgeAwards).set({ holderName: FORMER_MEMBER_NAME }).where(eq(badgeAwards.userId, member.id));
    // What they wrote in lesson discussions is theirs: it is wiped as if they had deleted each post,
    // so replies keep their place (docs/rules/discussions.md, "Threads and replies").
    await tx
      .update(discussionPosts)
      .set({ body: '', bodyHtml: '', mentions: [], deletedAt: sql`coalesce(${discussionPosts.deletedAt}, now())` })
      .where(eq(discussionPosts.authorId, member.id));
    await tx.execute(sql`UPDATE discussion_posts o SET reply_count = (SELECT count(*)::int FROM discussion_posts r WHERE r.thread_id = o.id AND r.deleted_at IS NULL AND r.hidden_at IS NULL)
      WHERE o.id IN (SELECT thread_id FROM discussion_posts WHERE user_id = ${member.id} AND thread_id IS NOT NULL)`);
    await tx.delete(discussionReactions).where(eq(discussionReactions.userId, member.id));
    await tx
      .update(users)
      .set({
        name: FORMER_MEMBER_NAME,
        email: anonymousEmail(member.id),
        passwordHash: unusablePasswordHash(),
        avatarPath: null,
        gender: null,
        isMentor: false,
        emailVerifiedAt: null,
        notificationSettings: {},
        cancelledAt: new Date(),
      })
      .where(eq(users.id, member.id));
    // The webhook log keeps no name or address of an erased member (docs/privacy.md): a new-member
    // event still waiting to go out goes without them, and receivers hear of the erasure.
    await tx.execute(sql`UPDATE webhook_messages SET payload = jsonb_set(payload, '{data,member}', jsonb_build_object('id', ${member.id}::int, 'name', ${FORMER_MEMBER_NAME}::text, 'email', '', 'created_at', payload #> '{data,member,created_at}', 'source', payload #> '{data,member,source}'))
      WHERE type = 'member.created' AND (payload #>> '{data,member,id}')::int = ${member.id}`);
    await recordWebhookEvent(tx as unknown as Db, 'member.deleted', { member: { id: member.id }, deleted_at: new Date().toISOString() });
    if (alsoInTx) await alsoInTx(tx as unknown as Db);
  });
  await removeStoredAvatar(storage, member.avatarPath);
  try {
    await mailer.send(accountCancelledMail({ to: member.email, name: member.name, appUrl: config.appUrl, locale: member.language }));
  } catch (err) {
    log.error('account-cancelled e-mail failed', { user_id: member.id, error: err instanceof Error ? err.message : String(err) });
  }
  log.info('account cancelled', { user_id: member.id });
}
