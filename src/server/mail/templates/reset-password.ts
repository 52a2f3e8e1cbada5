// "Reset your password": the link to choose a new password, valid for 60 minutes and once.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function resetPasswordMail(input: { to: string; name: string; url: string; appUrl: string; validMinutes: number }): MailMessage {
  return renderMail({
    to: input.to,
    subject: 'Reset your password',
    greeting: `Hi ${input.name},`,
    paragraphs: ['We received a request to reset the password of your Wellspring account. Choose a new password with the button below.'],
    action: { label: 'Choose a new password', url: input.url },
    footnote: `This link works once and for ${input.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    appUrl: input.appUrl,
  });
}
