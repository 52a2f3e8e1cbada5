// Unsubscribing from newsletters by the mailed link, without signing in (docs/rules/integrations.md,
// "Unsubscribing"). The link names the member and the newsletter and carries an HMAC of both under
// the app secret, so it cannot be changed to unsubscribe someone else, and it never expires.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { localizePath, type Locale } from '../../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { newsletterRecipients, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid: it may have been changed or cut short. Sign in and untick news by e-mail in your notification settings, or write to us from the contact page.';

export function unsubscribeToken(appSecret: string, userId: number, newsletterId: number): string {
  return createHmac('sha256', appSecret).update(`wellspring:newsletter-unsubscribe:${userId}:${newsletterId}`).digest('base64url');
}

/**
 * The page the e-mail's link opens (a button, so a link scanner's visit changes nothing), in the
 * member's language, and the RFC 8058 one-click address.
 */
export function unsubscribeLinks(appUrl: string, appSecret: string, userId: number, newsletterId: number, locale: Locale = 'en'): { page: string; oneClick: string } {
  const query = new URLSearchParams({ u: String(userId), n: String(newsletterId), t: unsubscribeToken(appSecret, userId, newsletterId) }).toString();
  return { page: `${appUrl}${localizePath('/unsubscribe', locale)}?${query}`, oneClick: `${appUrl}/v1/newsletters/unsubscribe?${query}` };
}

export type UnsubscribeLink = { u: string | number; n: string | number; t: string };

/** Whether the link is one we made, unchanged. */
export function validUnsubscribeLink(appSecret: string, link: UnsubscribeLink): boolean {
  const userId = Number(link.u);
  const newsletterId = Number(link.n);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(newsletterId) || userId < 1 || newsletterId < 1) return false;
  const expected = Buffer.from(unsubscribeToken(appSecret, userId, newsletterId));
  const given = Buffer.from(String(link.t));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Takes back the member's agreement to news and notes it on the newsletter's report. A changed link
 * is a 404 with a message saying so, and changes nothing. Clicking twice is fine.
 */
export async function unsubscribeByLink({ db, appSecret, link, now = new Date() }: { db: Db; appSecret: string; link: UnsubscribeLink; now?: Date }): Promise<void> {
  if (!validUnsubscribeLink(appSecret, link)) throw new AppError('not_found', m.errors_unsubscribe_link_bad());
  const userId = Number(link.u);
  const newsletterId = Number(link.n);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(users).set({ newsConsentAt: null }).where(eq(users.id, userId));
    await tx
      .update(newsletterRecipients)
      .set({ unsubscribedAt: now })
      .where(and(eq(newsletterRecipients.newsletterId, newsletterId), eq(newsletterRecipients.userId, userId), isNull(newsletterRecipients.unsubscribedAt)));
  });
}
