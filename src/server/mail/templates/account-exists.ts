// "Someone tried to register with your address": sent instead of a second account, so the sign-up
// form answers the same whether or not an address has an account (docs/security.md) and the owner
// still learns of it.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function accountExistsMail(input: { to: string; name: string; appUrl: string }): MailMessage {
  return renderMail({
    to: input.to,
    subject: 'You already have a Wellspring account',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'Someone just tried to create a Wellspring account with this e-mail address. You already have one, so no new account was made.',
      'If it was you, log in with your password, or choose a new one if you have forgotten it.',
    ],
    action: { label: 'Reset my password', url: `${input.appUrl}/forgot-password` },
    footnote: `If it was not you, you can ignore this e-mail: nothing about your account has changed. You can log in at ${input.appUrl}/login.`,
    appUrl: input.appUrl,
  });
}
