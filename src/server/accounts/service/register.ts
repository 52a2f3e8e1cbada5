// Registration: checks the bot check when configured, creates the member with a hashed password and
// sends the verification e-mail. The member logs in afterwards (the e-mail need not be verified
// first; the dashboard reminds them until it is).
import type { RegisterRequest, RegisterResult } from '../../../lib/schemas/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { verifyRecaptcha } from '../../shared/bot-check.ts';
import { users } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import type { Deps } from '../../http/env.ts';
import { sendVerificationMail } from './links.ts';

const BOT_CHECK_MESSAGE = 'Please confirm that you are not a robot, then send the form again.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail address already exists. Log in, or reset your password if you have forgotten it.';

export async function registerMember({ deps, input, remoteIp }: { deps: Deps; input: RegisterRequest; remoteIp?: string }): Promise<RegisterResult> {
  const { db, config, log } = deps;
  if (config.recaptchaSecret) {
    if (!input.recaptcha_token || !(await verifyRecaptcha(config.recaptchaSecret, input.recaptcha_token, remoteIp))) {
      throw fieldError('recaptcha_token', BOT_CHECK_MESSAGE);
    }
  }
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) settles races between two registrations of the same address.
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('email', EMAIL_TAKEN_MESSAGE);
  try {
    await sendVerificationMail(deps, row);
  } catch (err) {
    // The account exists; the member can ask for the e-mail again from the verification page.
    log.error('verification e-mail failed after registration', { user_id: row.id, error: err instanceof Error ? err.message : String(err) });
  }
  log.info('member registered', { user_id: row.id });
  return { email: row.email, message: `We have sent a link to ${row.email}. Open it to confirm your e-mail address, then log in.` };
}
