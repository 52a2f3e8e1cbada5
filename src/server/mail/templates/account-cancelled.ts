// "Your account has been cancelled": the last e-mail we send, to the address the member had.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function accountCancelledMail(input: { to: string; name: string; appUrl: string }): MailMessage {
  return renderMail({
    to: input.to,
    subject: 'Your account has been cancelled',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'Your Wellspring account has been cancelled as you asked. We have signed you out everywhere and erased your name, e-mail address, photo and billing address.',
      'Your course progress is kept without anything that identifies you, so our course statistics stay true. This is the last e-mail you will receive from us.',
      'Thank you for learning with us. You are always welcome back with a new account.',
    ],
    appUrl: input.appUrl,
  });
}
