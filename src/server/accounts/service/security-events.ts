// The member's security events (docs/security.md, "Security e-mails"): each writes a row of
// security_events and e-mails the member what happened, when, from which device and network, and
// what to do if it was not them. The studio's audit log records operators' changes in a higher
// domain, so the member's own record lives here. Password changes and resets, revoked sessions,
// passkeys, two-step sign-in and recovery codes call it.
import { securityEvents } from '../../db/schema/index.ts';
import { describeUserAgent, deviceLabel } from '../../auth/devices.ts';
import type { Deps } from '../../http/env.ts';
import { securityEventMail, type SecurityMailContext } from '../../mail/templates/security.ts';
import { formatLongDate } from '../../shared/dates.ts';
import type { UserRow } from './user-view.ts';

const EVENTS = {
  'password.changed': { subject: 'Your password was changed', what: 'The password of your Wellspring account was just changed. The device it was changed on stays signed in; every other device has been signed out.', action: 'password' },
  'password.reset': { subject: 'Your password was changed', what: 'The password of your Wellspring account was just reset with a link we e-mailed you. You have been signed out on every device.', action: 'password' },
  'session.revoked': { subject: 'A device was signed out of your account', what: 'One of the devices signed in to your Wellspring account was just signed out.', action: 'devices' },
  'sessions.revoked': { subject: 'Your other devices were signed out', what: 'Every device signed in to your Wellspring account, except the one used for this, was just signed out.', action: 'devices' },
  'passkey.added': { subject: 'A passkey was added to your account', what: 'A passkey was just added to your Wellspring account.', action: 'password' },
  'passkey.removed': { subject: 'A passkey was removed from your account', what: 'A passkey was just removed from your Wellspring account.', action: 'password' },
  'second_factor.enabled': { subject: 'Two-step sign-in was turned on', what: 'Two-step sign-in was just turned on for your Wellspring account.', action: 'password' },
  'second_factor.disabled': { subject: 'Two-step sign-in was turned off', what: 'Two-step sign-in was just turned off for your Wellspring account.', action: 'password' },
  'passkey.cloned': { subject: 'A passkey of yours was refused', what: 'Someone signed in with one of your passkeys, but its counter had gone back, which happens when a passkey has been copied. We refused it. If you did not expect this, remove that passkey in your settings and change your password.', action: 'password' },
  'recovery_code.used': { subject: 'A recovery code was used', what: 'One of your recovery codes was just used to sign in to your Wellspring account.', action: 'password' },
} as const satisfies Record<string, { subject: string; what: string; action: 'password' | 'devices' }>;

export type SecurityEventKind = keyof typeof EVENTS;

/** Where a request came from: the User-Agent and the address's network (src/server/auth/devices.ts). */
export type RequestOrigin = { userAgent: string | null; network: string | null };

/** "27 November 2026, 08:40 UTC": e-mails go out in UTC, as the member's zone may not be known. */
export const mailTime = (at: Date) => `${formatLongDate(at)}, ${at.toISOString().slice(11, 16)} UTC`;

export function mailContext(deps: Deps, user: Pick<UserRow, 'name' | 'email'>, origin: RequestOrigin, at: Date): SecurityMailContext {
  return { to: user.email, name: user.name, appUrl: deps.config.appUrl, when: mailTime(at), device: deviceLabel(describeUserAgent(origin.userAgent)), network: origin.network };
}

/**
 * Records a security event and e-mails the member. Called after the change itself has committed; a
 * mail that fails to send is logged and never undoes the change.
 */
export async function recordSecurityEvent(
  deps: Deps,
  input: { user: Pick<UserRow, 'id' | 'name' | 'email'>; kind: SecurityEventKind; origin: RequestOrigin; detail?: Record<string, unknown> },
): Promise<void> {
  const at = new Date();
  const device = deviceLabel(describeUserAgent(input.origin.userAgent));
  await deps.db.insert(securityEvents).values({ userId: input.user.id, kind: input.kind, device, network: input.origin.network, detail: input.detail ?? {}, createdAt: at });
  deps.log.info('security event', { user_id: input.user.id, kind: input.kind });
  try {
    await deps.mailer.send(securityEventMail({ ...mailContext(deps, input.user, input.origin, at), ...EVENTS[input.kind] }));
  } catch (err) {
    deps.log.error('security e-mail failed', { user_id: input.user.id, kind: input.kind, error: err instanceof Error ? err.message : String(err) });
  }
}
