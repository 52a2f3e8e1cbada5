// "Confirm your e-mail address": sent after registration and on request, with the verification link,
// in the member's language (docs/rules/accounts.md, "Member language").
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

export function verifyEmailMail(input: { to: string; name: string; url: string; appUrl: string; validHours: number; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: m.mail_verify_subject({}, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [m.mail_verify_intro({}, { locale })],
    action: { label: m.mail_verify_action({}, { locale }), url: input.url },
    footnote: m.mail_verify_footnote({ hours: input.validHours }, { locale }),
    appUrl: input.appUrl,
    locale,
  });
}
