// The security e-mails (docs/security.md, "Security e-mails"): a new sign-in from a device not seen
// before, and every security event of the account. Each says what happened, when, from which device
// and network, and what to do if it was not the member.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export type SecurityMailContext = {
  to: string;
  name: string;
  appUrl: string;
  /** "27 November 2026, 08:40 UTC". */
  when: string;
  /** "Firefox on Windows". */
  device: string;
  /** "203.0.113.x", or null when not known. */
  network: string | null;
};

const origin = (m: SecurityMailContext) => `When: ${m.when}. Device: ${m.device}${m.network ? `, network ${m.network}` : ''}.`;

export function newSignInMail(m: SecurityMailContext): MailMessage {
  return renderMail({
    to: m.to,
    subject: 'New sign-in to your account',
    greeting: `Hi ${m.name},`,
    paragraphs: [
      'Your Wellspring account was just signed in to from a device we have not seen you use before.',
      origin(m),
      'If this was you, there is nothing to do. If it was not, open your signed-in devices, sign that device out, and change your password straight away.',
    ],
    action: { label: 'See my signed-in devices', url: `${m.appUrl}/settings#devices` },
    appUrl: m.appUrl,
  });
}

/** One e-mail per security event: `subject` and `what` say what happened. */
export function securityEventMail(m: SecurityMailContext & { subject: string; what: string; action: 'password' | 'devices' }): MailMessage {
  return renderMail({
    to: m.to,
    subject: m.subject,
    greeting: `Hi ${m.name},`,
    paragraphs: [m.what, origin(m), 'If this was not you, reset your password straight away, sign out every device you do not know, and contact our support team.'],
    action:
      m.action === 'password'
        ? { label: 'Reset my password', url: `${m.appUrl}/forgot-password` }
        : { label: 'See my signed-in devices', url: `${m.appUrl}/settings#devices` },
    appUrl: m.appUrl,
  });
}
