// The e-mail of a person an admin imported (docs/rules/studio.md, "Importing people"): their account
// is ready, with the courses they were placed in, and a link to choose their first password. In the
// person's language (docs/rules/accounts.md, "Member language"; English for a new import).
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

export function invitationMail(input: { to: string; name: string; url: string; appUrl: string; validDays: number; courses: string[]; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  const courses = input.courses.length ? [m.mail_invitation_courses({ courses: input.courses.join(', ') }, { locale })] : [];
  return renderMail({
    to: input.to,
    subject: m.mail_invitation_subject({}, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [m.mail_invitation_made({}, { locale }), ...courses, m.mail_invitation_choose({}, { locale })],
    action: { label: m.mail_invitation_action({}, { locale }), url: input.url },
    footnote: m.mail_invitation_footnote({ days: input.validDays }, { locale }),
    appUrl: input.appUrl,
    locale,
  });
}
