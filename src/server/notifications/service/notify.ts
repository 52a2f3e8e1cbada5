// The one way any domain notifies a member (docs/rules/notifications.md). Called inside the caller's
// transaction: the in-app notification, the e-mail copy, its job and the live event all commit with
// the change that caused them, or not at all. Nothing is sent from here; jobs send e-mail later.
// The words are the recipient's: the caller passes a text that notify() writes in the member's
// language, read with their settings (docs/i18n.md, "Notifications and push messages"), so the stored
// row, the page, the live stream, the e-mail copy and the push all say the same in that language.
import type { Locale } from '../../../lib/i18n.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../lib/schemas/accounts.ts';
import { notificationPreference } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { notificationEmails, notifications } from '../../db/schema/index.ts';
import { publishEvent } from '../../events/index.ts';
import { enqueue } from '../../jobs/index.ts';
import { pushKey, queuePush } from './push-send.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationsEvent } from './view.ts';

/** What a notification says, in one language. */
export type NoticeWords = {
  /** Short, plain text: shown as the list entry and used as the e-mail subject. */
  title: string;
  /** Plain text, one or two sentences. */
  body?: string;
};

/**
 * A notification's words in any language: built from the `notices_*` messages with the locale given,
 * e.g. `(locale) => ({ title: m.notices_badge_title({ badge }, { locale }) })`. Names of things (a
 * course, a badge, a member) go in as they are.
 */
export type NoticeText = (locale: Locale) => NoticeWords;

export type NotifyInput = {
  userId: number;
  type: NotificationType;
  /** Called once, with the recipient's language. */
  text: NoticeText;
  /** Site path of the subject, e.g. `/badges` or `/course/{slug}`; absolute URLs are refused. */
  link?: string | null;
  /** Same key for the same member: the notification (and its e-mail) is created once, ever. */
  dedupeKey?: string;
  /**
   * Also a push message on the member's devices, as their settings say (docs/rules/push.md). Only for
   * what is worth a phone's buzz: reminders, a new message, a mentor's invitation.
   */
  push?: boolean;
};

export type NotifyResult = {
  /** The in-app notification, or null when the member does not want it in the app (or it was a duplicate). */
  notificationId: number | null;
  /** How the e-mail copy goes: immediately (a job was enqueued), in the daily digest, or not at all. */
  email: 'immediately' | 'daily' | 'none';
  /** How many devices a push was queued for. */
  pushed: number;
  duplicate: boolean;
};

export const NOTIFICATION_EMAIL_JOB = 'notifications.email';

const TYPES = new Set<string>(NOTIFICATION_TYPES.map((t) => t.key));

function checkInput(input: NotifyInput) {
  if (!TYPES.has(input.type)) throw new Error(`notify: unknown type ${input.type}`);
  if (input.link && !/^\/(?!\/)[^\s]*$/.test(input.link)) throw new Error('notify: the link must be a site path starting with one /');
}

function checkWords(words: NoticeWords) {
  if (!words.title.trim() || words.title.length > 200) throw new Error('notify: the title must be 1 to 200 characters');
  if ((words.body ?? '').length > 2000) throw new Error('notify: the body must be at most 2000 characters');
}

export async function notify(tx: Db, input: NotifyInput): Promise<NotifyResult> {
  checkInput(input);
  const none: NotifyResult = { notificationId: null, email: 'none', pushed: 0, duplicate: false };
  const want = await notificationPreference(tx, input.userId, input.type);
  if (!want) return none;
  const words = input.text(want.language);
  checkWords(words);
  const fields = { userId: input.userId, type: input.type, title: words.title.trim(), body: (words.body ?? '').trim(), link: input.link ?? null, dedupeKey: input.dedupeKey ?? null };

  let notificationId: number | null = null;
  if (want.inApp) {
    const [row] = await tx.insert(notifications).values(fields).onConflictDoNothing().returning({ id: notifications.id });
    if (!row) return { ...none, duplicate: true };
    notificationId = row.id;
  }

  let email: NotifyResult['email'] = 'none';
  if (want.email !== 'off') {
    const mode = want.email === 'daily' ? 'digest' : 'immediate';
    const [copy] = await tx.insert(notificationEmails).values({ ...fields, notificationId, mode }).onConflictDoNothing().returning({ id: notificationEmails.id });
    if (!copy && notificationId === null) return { ...none, duplicate: true };
    if (copy) {
      email = want.email;
      if (mode === 'immediate') await enqueue(tx, NOTIFICATION_EMAIL_JOB, { emailId: copy.id }, { key: `notification-email:${copy.id}` });
    }
  }

  let pushed = 0;
  if (input.push && want.push) {
    pushed = await queuePush(tx, { userId: input.userId, type: input.type, title: fields.title, body: fields.body, link: fields.link, locale: want.language, key: pushKey(input.userId, input.dedupeKey, notificationId) });
  }

  if (notificationId !== null) await publishEvent(tx, NOTIFICATIONS_CHANNEL, { userId: input.userId } satisfies NotificationsEvent);
  return { notificationId, email, pushed, duplicate: false };
}
