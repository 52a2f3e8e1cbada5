// Login: e-mail and password for a Bearer token. Wrong credentials are one answer whatever was wrong,
// and cost the same time whether or not the e-mail exists; repeated failures are throttled.
import type { LoginRequest, LoginResult } from '../../../lib/schemas/accounts.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { issueToken } from '../../auth/tokens.ts';
import { fieldError } from '../../errors.ts';
import type { Deps } from '../../http/env.ts';
import { toUser } from './user-view.ts';
import { findMemberByEmail } from './find-member.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records. Check the e-mail address and password, or reset your password.';

let dummyHash: Promise<string> | undefined;
/** Hashing against a throwaway hash for unknown e-mails keeps their answer as slow as a wrong password. */
const timingDecoy = () => (dummyHash ??= hashPassword('timing-decoy-password'));

export async function loginMember({ deps, input, address }: { deps: Deps; input: LoginRequest; address: string }): Promise<LoginResult> {
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
  const token = await issueToken(db, member.id);
  log.info('login', { user_id: member.id });
  return { token, user: toUser(member) };
}
