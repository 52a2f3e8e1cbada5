// "Reset your password": the link to choose a new password, valid for 60 minutes and once, in the
// member's language (docs/rules/accounts.md, "Member language").
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

export function resetPasswordMail(input: { to: string; name: string; url: string; appUrl: string; validMinutes: number; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: m.mail_reset_subject({}, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [m.mail_reset_intro({}, { locale })],
    action: { label: m.mail_reset_action({}, { locale }), url: input.url },
    footnote: m.mail_reset_footnote({ minutes: input.validMinutes }, { locale }),
    appUrl: input.appUrl,
    locale,
  });
}
