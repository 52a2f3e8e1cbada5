// The e-mail of a person an admin imported (docs/rules/studio.md, "Importing people"): their account
// is ready, with the courses they were placed in, and a link to choose their first password.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function invitationMail(input: { to: string; name: string; url: string; appUrl: string; validDays: number; courses: string[] }): MailMessage {
  const courses = input.courses.length ? [`Your courses are ready: ${input.courses.join(', ')}.`] : [];
  return renderMail({
    to: input.to,
    subject: 'Your Wellspring account is ready',
    greeting: `Hi ${input.name},`,
    paragraphs: ['The Wellspring team made an account for you, so you can start learning with us.', ...courses, 'Choose your password with the button below to sign in.'],
    action: { label: 'Choose your password', url: input.url },
    footnote: `This link works once and for ${input.validDays} days. If you did not expect this e-mail, ignore it: nothing happens until the link is used.`,
    appUrl: input.appUrl,
  });
}
