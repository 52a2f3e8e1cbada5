// The e-mail copy of one notification, and the daily digest of several (docs/rules/notifications.md).
// Both end with where to change what we send, so every notification mail can be turned off. The frame
// is in the member's language (docs/rules/accounts.md, "Member language"); the items are as stored.
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, siteUrl, type Locale } from './layout.ts';

export type NotificationMailItem = { title: string; body: string; link: string | null };

const settingsFootnote = (appUrl: string, locale: Locale) => m.mail_notification_footnote({ url: siteUrl(appUrl, '/notification-settings', locale) }, { locale });

const absolute = (appUrl: string, link: string | null, locale: Locale) => siteUrl(appUrl, link ?? '/notifications', locale);

export function notificationMail(input: { to: string; name: string; item: NotificationMailItem; appUrl: string; locale?: Locale }): MailMessage {
  const { item } = input;
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: item.title,
    greeting: greeting(input.name, locale),
    paragraphs: [item.title, ...(item.body ? [item.body] : [])],
    action: { label: item.link ? m.mail_notification_open({}, { locale }) : m.mail_notification_see_all({}, { locale }), url: absolute(input.appUrl, item.link, locale) },
    footnote: settingsFootnote(input.appUrl, locale),
    appUrl: input.appUrl,
    locale,
  });
}

export function notificationDigestMail(input: { to: string; name: string; items: NotificationMailItem[]; appUrl: string; locale?: Locale }): MailMessage {
  const count = input.items.length;
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: m.mail_digest_subject({ count }, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [
      m.mail_digest_intro({ count }, { locale }),
      ...input.items.map((item) => `• ${item.title}${item.body ? ` — ${item.body}` : ''}${item.link ? ` (${absolute(input.appUrl, item.link, locale)})` : ''}`),
    ],
    action: { label: m.mail_notification_see_all({}, { locale }), url: siteUrl(input.appUrl, '/notifications', locale) },
    footnote: settingsFootnote(input.appUrl, locale),
    appUrl: input.appUrl,
    locale,
  });
}
