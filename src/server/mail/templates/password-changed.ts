// "Your password was changed": a heads-up after a change or reset, so a member notices a takeover.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function passwordChangedMail(input: { to: string; name: string; appUrl: string; how: 'changed' | 'reset' }): MailMessage {
  return renderMail({
    to: input.to,
    subject: 'Your password was changed',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      input.how === 'reset'
        ? 'The password of your Wellspring account was just reset with a link we e-mailed you. You have been signed out on every device.'
        : 'The password of your Wellspring account was just changed. You stay signed in on the device you used; every other device has been signed out.',
      'If this was not you, reset your password straight away and contact our support team.',
    ],
    action: { label: 'Reset my password', url: `${input.appUrl}/forgot-password` },
    appUrl: input.appUrl,
  });
}
