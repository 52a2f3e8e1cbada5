// "Confirm your e-mail address": sent after registration and on request, with the verification link.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function verifyEmailMail(input: { to: string; name: string; url: string; appUrl: string; validHours: number }): MailMessage {
  return renderMail({
    to: input.to,
    subject: 'Confirm your e-mail address',
    greeting: `Hi ${input.name},`,
    paragraphs: ['Welcome to Wellspring. Please confirm that this is your e-mail address, so we can keep your account safe and reach you when it matters.'],
    action: { label: 'Confirm my e-mail address', url: input.url },
    footnote: `This link works once and for ${input.validHours} hours. If you did not create an account, you can ignore this e-mail.`,
    appUrl: input.appUrl,
  });
}
