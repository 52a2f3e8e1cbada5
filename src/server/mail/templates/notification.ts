// The e-mail copy of one notification, and the daily digest of several (docs/rules/notifications.md).
// Both end with where to change what we send, so every notification mail can be turned off.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export type NotificationMailItem = { title: string; body: string; link: string | null };

const settingsFootnote = (appUrl: string) => `You get this e-mail because of your notification settings. Change them at ${appUrl}/notification-settings.`;

const absolute = (appUrl: string, link: string | null) => (link ? `${appUrl}${link}` : `${appUrl}/notifications`);

export function notificationMail(input: { to: string; name: string; item: NotificationMailItem; appUrl: string }): MailMessage {
  const { item } = input;
  return renderMail({
    to: input.to,
    subject: item.title,
    greeting: `Hi ${input.name},`,
    paragraphs: [item.title, ...(item.body ? [item.body] : [])],
    action: { label: item.link ? 'Open in Wellspring' : 'See your notifications', url: absolute(input.appUrl, item.link) },
    footnote: settingsFootnote(input.appUrl),
    appUrl: input.appUrl,
  });
}

export function notificationDigestMail(input: { to: string; name: string; items: NotificationMailItem[]; appUrl: string }): MailMessage {
  const n = input.items.length;
  return renderMail({
    to: input.to,
    subject: n === 1 ? 'Your Wellspring day: 1 update' : `Your Wellspring day: ${n} updates`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      n === 1 ? 'Here is what happened since your last summary:' : `Here are the ${n} things that happened since your last summary:`,
      ...input.items.map((item) => `• ${item.title}${item.body ? ` — ${item.body}` : ''}${item.link ? ` (${absolute(input.appUrl, item.link)})` : ''}`),
    ],
    action: { label: 'See your notifications', url: `${input.appUrl}/notifications` },
    footnote: settingsFootnote(input.appUrl),
    appUrl: input.appUrl,
  });
}
