// The security e-mails (docs/security.md, "Security e-mails"): a new sign-in from a device not seen
// before, and every security event of the account. Each says what happened, when, from which device
// and network, and what to do if it was not the member. In the member's language (docs/rules/accounts.md,
// "Member language"): the caller words `when`, `device`, `subject` and `what` in it too.
import { m as messages } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, siteUrl, type Locale } from './layout.ts';

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
  /** The member's language; English when not given. */
  locale?: Locale;
};

const localeOf = (m: SecurityMailContext): Locale => m.locale ?? 'en';

const origin = (m: SecurityMailContext) =>
  m.network
    ? messages.mail_security_origin_network({ when: m.when, device: m.device, network: m.network }, { locale: localeOf(m) })
    : messages.mail_security_origin({ when: m.when, device: m.device }, { locale: localeOf(m) });

const devicesAction = (m: SecurityMailContext) => ({ label: messages.mail_security_see_devices({}, { locale: localeOf(m) }), url: siteUrl(m.appUrl, '/settings#devices', localeOf(m)) });

export function newSignInMail(m: SecurityMailContext): MailMessage {
  const locale = localeOf(m);
  return renderMail({
    to: m.to,
    subject: messages.mail_security_new_sign_in_subject({}, { locale }),
    greeting: greeting(m.name, locale),
    paragraphs: [messages.mail_security_new_sign_in_what({}, { locale }), origin(m), messages.mail_security_new_sign_in_advice({}, { locale })],
    action: devicesAction(m),
    appUrl: m.appUrl,
    locale,
  });
}

/** One e-mail per security event: `subject` and `what` say what happened. */
export function securityEventMail(m: SecurityMailContext & { subject: string; what: string; action: 'password' | 'devices' }): MailMessage {
  const locale = localeOf(m);
  return renderMail({
    to: m.to,
    subject: m.subject,
    greeting: greeting(m.name, locale),
    paragraphs: [m.what, origin(m), messages.mail_security_event_advice({}, { locale })],
    action:
      m.action === 'password'
        ? { label: messages.mail_reset_my_password({}, { locale }), url: siteUrl(m.appUrl, '/forgot-password', locale) }
        : devicesAction(m),
    appUrl: m.appUrl,
    locale,
  });
}
