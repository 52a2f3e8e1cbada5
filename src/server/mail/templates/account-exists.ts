// "Someone tried to register with your address": sent instead of a second account, so the sign-up
// form answers the same whether or not an address has an account (docs/security.md) and the owner
// still learns of it. In the owner's language (docs/rules/accounts.md, "Member language").
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, siteUrl, type Locale } from './layout.ts';

export function accountExistsMail(input: { to: string; name: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: m.mail_exists_subject({}, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [m.mail_exists_tried({}, { locale }), m.mail_exists_if_you({}, { locale })],
    action: { label: m.mail_reset_my_password({}, { locale }), url: siteUrl(input.appUrl, '/forgot-password', locale) },
    footnote: m.mail_exists_footnote({ url: siteUrl(input.appUrl, '/login', locale) }, { locale }),
    appUrl: input.appUrl,
    locale,
  });
}
