// Login: e-mail and password for a Bearer token. Wrong credentials are one answer whatever was wrong,
// and cost the same time whether or not the e-mail exists; repeated failures are throttled per
// (account, address), never for the account as a whole (docs/security.md, "Login throttling").
import type { LoginRequest, LoginResult } from '../../../lib/schemas/accounts.ts';
import { assertLoginAllowed, clearLoginFailures, LOGIN_THROTTLE, recordLoginFailure } from '../../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { networkOf } from '../../auth/devices.ts';
import { issueToken } from '../../auth/tokens.ts';
import { newSignInMail } from '../../mail/templates/security.ts';
import { fieldError } from '../../errors.ts';
import type { Deps } from '../../http/env.ts';
import { toUser } from './user-view.ts';
import { findMemberByEmail } from './find-member.ts';
import { mailContext } from './security-events.ts';
import { isNewDevice } from './sessions.ts';

export { LOGIN_THROTTLE };

/** The rule in words, for the API description. */
export const LOGIN_THROTTLE_RULE = `Failures are counted per e-mail and client address: after ${LOGIN_THROTTLE.freeFailures}, that pair must wait ${LOGIN_THROTTLE.firstDelaySeconds} s before its next try, and the wait doubles with each further failure, up to ${LOGIN_THROTTLE.maxDelaySeconds / 60} minutes (429 with Retry-After). A successful login clears them. Failures from other addresses never slow the owner down. One address may fail ${LOGIN_THROTTLE.perAddressFailures} times in ${LOGIN_THROTTLE.perAddressWindowSeconds / 60} minutes across all accounts before it must wait too.`;

export const BAD_CREDENTIALS = 'These credentials do not match our records. Check the e-mail address and password, or reset your password.';

export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact us through the contact page.';

let dummyHash: Promise<string> | undefined;
/** Hashing against a throwaway hash for unknown e-mails keeps their answer as slow as a wrong password. */
const timingDecoy = () => (dummyHash ??= hashPassword('timing-decoy-password'));

export async function loginMember({ deps, input, address, userAgent = null }: { deps: Deps; input: LoginRequest; address: string; userAgent?: string | null }): Promise<LoginResult> {
  const { db, config, log } = deps;
  const subject = { email: input.email, address };
  await assertLoginAllowed(db, subject, config.rateLimitFactor);
  const member = await findMemberByEmail(db, input.email);
  const ok = member ? await verifyPassword(input.password, member.passwordHash) : (await verifyPassword(input.password, await timingDecoy()), false);
  if (!member || !ok) {
    await recordLoginFailure(db, subject, config.rateLimitFactor);
    log.info('login failed', { user_id: member?.id });
    throw fieldError('email', BAD_CREDENTIALS);
  }
  await clearLoginFailures(db, subject);
  // Told only to someone who knows the password (docs/rules/studio.md, "Suspension").
  if (member.suspendedAt) throw fieldError('email', ACCOUNT_SUSPENDED);
  const origin = { userAgent, network: networkOf(address) };
  // Decided before this sign-in's own token exists (docs/security.md, "Sessions and devices").
  const newDevice = await isNewDevice(db, member.id, userAgent);
  const token = await issueToken(db, member.id, 'web', origin);
  log.info('login', { user_id: member.id, new_device: newDevice });
  if (newDevice) {
    // In the background, so a slow mail relay never slows a sign-in; a failure is only logged.
    void deps.mailer.send(newSignInMail(mailContext(deps, member, origin, new Date()))).catch((err: unknown) => {
      log.error('new sign-in e-mail failed', { user_id: member.id, error: err instanceof Error ? err.message : String(err) });
    });
  }
  return { token, user: toUser(member) };
}
