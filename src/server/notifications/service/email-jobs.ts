// The jobs that send notification e-mail (docs/rules/notifications.md, "E-mail"; docs/rules/jobs.md).
// Each copy is sent once: the job skips a copy already marked sent, marks it straight after the
// mailer accepts it, and gives the mail a Message-ID derived from the copy so that, in the moment
// between the two, a repeat would be dropped by the receiving server.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../lib/schemas/accounts.ts';
import { notificationPreference } from '../../accounts/service/index.ts';
import { notificationEmails, users } from '../../db/schema/index.ts';
import { enqueue, type JobContext } from '../../jobs/index.ts';
import { notificationDigestMail, notificationMail } from '../../mail/templates/notification.ts';
import { localClock } from './local-time.ts';

export const DIGEST_JOB = 'notifications.digest';
export const DIGEST_SCAN_JOB = 'notifications.digest-scan';
/** Digests go out once a day, from this hour of the member's morning. */
export const DIGEST_HOUR = 8;

const messageId = (what: string, appUrl: string) => `<${what}@${new URL(appUrl).hostname}>`;

export async function sendNotificationEmail({ deps, payload, now }: JobContext): Promise<void> {
  const { db, config, mailer } = deps;
  const emailId = Number(payload.emailId);
  const [copy] = await db.select().from(notificationEmails).where(eq(notificationEmails.id, emailId)).limit(1);
  if (!copy || copy.sentAt) return;
  // Settings are read again: a member who turned the e-mail off (or left) since gets nothing.
  const want = await notificationPreference(db, copy.userId, copy.type as NotificationType);
  if (!want || want.email === 'off') return;
  const mail = notificationMail({ to: want.address, name: want.name, item: copy, appUrl: config.appUrl, locale: want.language });
  await mailer.send({ ...mail, messageId: messageId(`notification-${copy.id}`, config.appUrl) });
  await db.update(notificationEmails).set({ sentAt: now }).where(and(eq(notificationEmails.id, copy.id), isNull(notificationEmails.sentAt)));
}

/** One member's digest: every copy waiting for it, in one mail, each marked sent. */
export async function sendDigest({ deps, payload, now }: JobContext): Promise<void> {
  const { db, config, mailer } = deps;
  const userId = Number(payload.userId);
  const pending = await db
    .select()
    .from(notificationEmails)
    .where(and(eq(notificationEmails.userId, userId), eq(notificationEmails.mode, 'digest'), isNull(notificationEmails.sentAt)))
    .orderBy(asc(notificationEmails.createdAt), asc(notificationEmails.id))
    .limit(100);
  if (!pending.length) return;
  const [member] = await db.select({ email: users.email, name: users.name, cancelledAt: users.cancelledAt, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  if (!member || member.cancelledAt) return;
  const mail = notificationDigestMail({ to: member.email, name: member.name, items: pending, appUrl: config.appUrl, locale: member.language });
  await mailer.send({ ...mail, messageId: messageId(`digest-${userId}-${String(payload.day ?? '')}`, config.appUrl) });
  await db
    .update(notificationEmails)
    .set({ sentAt: now })
    .where(and(inArray(notificationEmails.id, pending.map((p) => p.id)), isNull(notificationEmails.sentAt)));
}

/**
 * Hourly: every member with copies waiting for a digest whose local time has reached the digest hour
 * gets one digest job for their local date (the key makes it one a day, however many instances scan).
 */
export async function scanDigests({ deps, now }: JobContext): Promise<void> {
  const { db } = deps;
  const waiting = await db
    .selectDistinct({ userId: notificationEmails.userId, timeZone: users.timeZone })
    .from(notificationEmails)
    .innerJoin(users, eq(users.id, notificationEmails.userId))
    .where(and(eq(notificationEmails.mode, 'digest'), isNull(notificationEmails.sentAt), isNull(users.cancelledAt), sql`${notificationEmails.createdAt} <= ${now}`));
  for (const m of waiting) {
    const local = localClock(now, m.timeZone);
    if (local.hour < DIGEST_HOUR) continue;
    await enqueue(db, DIGEST_JOB, { userId: m.userId, day: local.date }, { key: `digest:${m.userId}:${local.date}` });
  }
}
