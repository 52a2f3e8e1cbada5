// The member's security events (docs/security.md, "Security e-mails"): each writes a row of
// security_events and e-mails the member what happened, when, from which device and network, and
// what to do if it was not them. The studio's audit log records operators' changes in a higher
// domain, so the member's own record lives here. Password changes and resets, revoked sessions,
// passkeys, two-step sign-in and recovery codes call it.
import { securityEvents } from '../../db/schema/index.ts';
import { INTL_LOCALE, type Locale } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import { describeUserAgent, deviceLabel, type DeviceInfo } from '../../auth/devices.ts';
import type { Deps } from '../../http/env.ts';
import { securityEventMail, type SecurityMailContext } from '../../mail/templates/security.ts';
import { formatDate } from '../../../lib/dates.ts';
import { languageOf } from './member-language.ts';
import type { UserRow } from './user-view.ts';

type Words = (options: { locale: Locale }) => string;
const words = (message: (inputs: Record<string, never>, options: { locale: Locale }) => string): Words => (options) => message({}, options);

// Each event's subject and sentence, in the member's language (messages/mail).
const EVENTS = {
  'password.changed': { subject: words(m.mail_security_password_changed_subject), what: words(m.mail_security_password_changed_what), action: 'password' },
  'password.reset': { subject: words(m.mail_security_password_changed_subject), what: words(m.mail_security_password_reset_what), action: 'password' },
  'session.revoked': { subject: words(m.mail_security_session_revoked_subject), what: words(m.mail_security_session_revoked_what), action: 'devices' },
  'sessions.revoked': { subject: words(m.mail_security_sessions_revoked_subject), what: words(m.mail_security_sessions_revoked_what), action: 'devices' },
  'passkey.added': { subject: words(m.mail_security_passkey_added_subject), what: words(m.mail_security_passkey_added_what), action: 'password' },
  'passkey.removed': { subject: words(m.mail_security_passkey_removed_subject), what: words(m.mail_security_passkey_removed_what), action: 'password' },
  'second_factor.enabled': { subject: words(m.mail_security_second_factor_enabled_subject), what: words(m.mail_security_second_factor_enabled_what), action: 'password' },
  'second_factor.disabled': { subject: words(m.mail_security_second_factor_disabled_subject), what: words(m.mail_security_second_factor_disabled_what), action: 'password' },
  'passkey.cloned': { subject: words(m.mail_security_passkey_cloned_subject), what: words(m.mail_security_passkey_cloned_what), action: 'password' },
  'recovery_code.used': { subject: words(m.mail_security_recovery_code_used_subject), what: words(m.mail_security_recovery_code_used_what), action: 'password' },
} as const satisfies Record<string, { subject: Words; what: Words; action: 'password' | 'devices' }>;

export type SecurityEventKind = keyof typeof EVENTS;

/** Where a request came from: the User-Agent and the address's network (src/server/auth/devices.ts). */
export type RequestOrigin = { userAgent: string | null; network: string | null };

/**
 * "27 November 2026, 08:40 UTC" ("27 de noviembre de 2026, 08:40 UTC"): e-mails go out in UTC, as
 * the member's zone may not be known.
 */
export const mailTime = (at: Date, locale: Locale = 'en') => `${formatDate(at, { locale: INTL_LOCALE[locale], timeZone: 'UTC' })}, ${at.toISOString().slice(11, 16)} UTC`;

/** "Firefox on Windows" / "Firefox en Windows": deviceLabel in the member's language. */
export function mailDevice(info: DeviceInfo, locale: Locale = 'en'): string {
  if (info.browser && info.os) return m.mail_security_device_on({ browser: info.browser, os: info.os }, { locale });
  return info.browser ?? info.os ?? m.mail_security_device_unknown({}, { locale });
}

/** A member as the security e-mails need them; without `language`, it is read from their row. */
export type SecurityMailMember = Pick<UserRow, 'id' | 'name' | 'email'> & { language?: Locale };

export function mailContext(deps: Deps, user: Pick<UserRow, 'name' | 'email'>, origin: RequestOrigin, at: Date, locale: Locale = 'en'): SecurityMailContext {
  return { to: user.email, name: user.name, appUrl: deps.config.appUrl, when: mailTime(at, locale), device: mailDevice(describeUserAgent(origin.userAgent), locale), network: origin.network, locale };
}

/**
 * Records a security event and e-mails the member. Called after the change itself has committed; a
 * mail that fails to send is logged and never undoes the change.
 */
export async function recordSecurityEvent(
  deps: Deps,
  input: { user: SecurityMailMember; kind: SecurityEventKind; origin: RequestOrigin; detail?: Record<string, unknown> },
): Promise<void> {
  const at = new Date();
  const device = deviceLabel(describeUserAgent(input.origin.userAgent));
  await deps.db.insert(securityEvents).values({ userId: input.user.id, kind: input.kind, device, network: input.origin.network, detail: input.detail ?? {}, createdAt: at });
  deps.log.info('security event', { user_id: input.user.id, kind: input.kind });
  try {
    const locale = await languageOf(deps.db, input.user);
    const event = EVENTS[input.kind];
    await deps.mailer.send(
      securityEventMail({ ...mailContext(deps, input.user, input.origin, at, locale), subject: event.subject({ locale }), what: event.what({ locale }), action: event.action }),
    );
  } catch (err) {
    deps.log.error('security e-mail failed', { user_id: input.user.id, kind: input.kind, error: err instanceof Error ? err.message : String(err) });
  }
}
