// "Your account has been cancelled": the last e-mail we send, to the address the member had, in the
// language they had (docs/rules/accounts.md, "Member language").
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

export function accountCancelledMail(input: { to: string; name: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: m.mail_cancelled_subject({}, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [m.mail_cancelled_done({}, { locale }), m.mail_cancelled_progress({}, { locale }), m.mail_cancelled_thanks({}, { locale })],
    appUrl: input.appUrl,
    locale,
  });
}
