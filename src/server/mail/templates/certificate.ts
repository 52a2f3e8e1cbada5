// "Your certificate for {course}": sent when a course is completed, with the PDF attached by the job
// (docs/rules/learning.md, "Certificates"). The course title is ours; the holder's name is their own.
// In the holder's language (docs/rules/accounts.md, "Member language").
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

export function certificateMail(input: { to: string; holderName: string; courseTitle: string; code: string; verifyUrl: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  return renderMail({
    to: input.to,
    subject: m.mail_certificate_subject({ course: input.courseTitle }, { locale }).slice(0, 200),
    greeting: greeting(input.holderName, locale),
    paragraphs: [m.mail_certificate_done({ course: input.courseTitle }, { locale }), m.mail_certificate_check({ code: input.code }, { locale })],
    action: { label: m.mail_certificate_action({}, { locale }), url: input.verifyUrl },
    appUrl: input.appUrl,
    locale,
  });
}
