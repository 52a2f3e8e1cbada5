// Login: e-mail and password for a Bearer token, or, when the account has two-step sign-in on, for
// a short-lived ticket that the second factor's code turns into a token (two-factor.ts). Wrong
// credentials are one answer whatever was wrong, and cost the same time whether or not the e-mail
// exists; repeated failures are throttled per (account, device), never for the account as a whole
// (docs/security.md, "Login throttling").
import type { LoginRequest, User } from '../../../lib/schemas/accounts.ts';
import type { SecondFactorNeeded } from '../../../lib/schemas/sign-in.ts';
import { assertLoginAllowed, clearLoginFailures, LOGIN_THROTTLE, recordLoginFailure } from '../../auth/login-throttle.ts';
import { knownDevice } from '../../auth/login-devices.ts';
import { issueOneTimeToken } from '../../auth/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { networkOf } from '../../auth/devices.ts';
import { issueToken, type SecondFactor } from '../../auth/tokens.ts';
import { newSignInMail } from '../../mail/templates/security.ts';
import { verifyRecaptcha } from '../../shared/bot-check.ts';
import { fieldError } from '../../errors.ts';
import type { Deps } from '../../http/env.ts';
import { toUser, type UserRow } from './user-view.ts';
import { findMemberByEmail } from './find-member.ts';
import { mailContext, type RequestOrigin } from './security-events.ts';
import { isNewDevice } from './sessions.ts';
import { m } from '../../../paraglide/messages.js';

export { LOGIN_THROTTLE };

/** The rule in words, for the API description. */
export const LOGIN_THROTTLE_RULE = `Failures are counted per e-mail and device: the device is the browser's \`ws_device\` cookie when an earlier sign-in to this account left it, else the client address. After ${LOGIN_THROTTLE.freeFailures} failures, that pair must wait ${LOGIN_THROTTLE.firstDelaySeconds} s before its next try, and the wait doubles with each further failure, up to ${LOGIN_THROTTLE.maxDelaySeconds / 60} minutes (429 with Retry-After). A successful login clears them. Failures from other devices never slow the owner down. An address whose unknown devices have failed ${LOGIN_THROTTLE.perAddressFailures} times across all accounts waits too, with the same doubling wait, unless the request passes the bot check (\`recaptcha_token\`, when one is configured); a known device never waits for its address.`;

export const BAD_CREDENTIALS = () => m.errors_bad_credentials();

export const ACCOUNT_SUSPENDED = () => m.errors_account_suspended();

export type SignedIn = { token: string; user: User };

let dummyHash: Promise<string> | undefined;
/** Hashing against a throwaway hash for unknown e-mails keeps their answer as slow as a wrong password. */
const timingDecoy = () => (dummyHash ??= hashPassword('timing-decoy-password'));

export async function loginMember({
  deps,
  input,
  address,
  userAgent = null,
  deviceCookie,
}: {
  deps: Deps;
  input: LoginRequest;
  address: string;
  userAgent?: string | null;
  /** The browser's device cookie, if any (auth/login-devices.ts). */
  deviceCookie?: string;
}): Promise<SignedIn | (SecondFactorNeeded & { userId: number })> {
  const { db, config, log } = deps;
  const deviceId = await knownDevice(db, deviceCookie, input.email);
  const subject = { email: input.email, address, deviceId };
  const passedBotCheck = !deviceId && Boolean(config.recaptchaSecret && input.recaptcha_token) && (await verifyRecaptcha(config.recaptchaSecret!, input.recaptcha_token!, address));
  await assertLoginAllowed(db, subject, { passedBotCheck });
  const member = await findMemberByEmail(db, input.email);
  const ok = member ? await verifyPassword(input.password, member.passwordHash) : (await verifyPassword(input.password, await timingDecoy()), false);
  if (!member || !ok) {
    await recordLoginFailure(db, subject, config.rateLimitFactor);
    log.info('login failed', { user_id: member?.id, known_device: Boolean(deviceId) });
    throw fieldError('email', BAD_CREDENTIALS());
  }
  await clearLoginFailures(db, subject);
  // Told only to someone who knows the password (docs/rules/studio.md, "Suspension").
  if (member.suspendedAt) throw fieldError('email', ACCOUNT_SUSPENDED());
  if (member.totpEnabledAt) {
    const ticket = await issueOneTimeToken(db, member.id, 'sign_in_code');
    log.info('login needs second factor', { user_id: member.id });
    return { second_factor_required: true, ticket, methods: ['totp', 'recovery_code'], userId: member.id };
  }
  return finishSignIn(deps, member, { userAgent, network: networkOf(address) }, null);
}

/**
 * The last step of every sign-in (password, password and code, passkey): the token, and the e-mail
 * about a device not seen before.
 */
export async function finishSignIn(deps: Deps, member: UserRow, origin: RequestOrigin, secondFactor: SecondFactor | null): Promise<SignedIn> {
  const { db, log } = deps;
  // Decided before this sign-in's own token exists (docs/security.md, "Sessions and devices").
  const newDevice = await isNewDevice(db, member.id, origin.userAgent);
  const token = await issueToken(db, member.id, 'web', origin, secondFactor);
  log.info('login', { user_id: member.id, new_device: newDevice, second_factor: secondFactor });
  if (newDevice) {
    // In the background, so a slow mail relay never slows a sign-in; a failure is only logged.
    void deps.mailer.send(newSignInMail(mailContext(deps, member, origin, new Date(), member.language))).catch((err: unknown) => {
      log.error('new sign-in e-mail failed', { user_id: member.id, error: err instanceof Error ? err.message : String(err) });
    });
  }
  return { token, user: toUser(member) };
}
