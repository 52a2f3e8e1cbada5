// Registration: checks the bot check when configured, creates the member with a hashed password and
// sends the verification e-mail. The member logs in afterwards (the e-mail need not be verified
// first; the dashboard reminds them until it is).
// An address that already has an account gets the same answer, after the same time, and its owner
// gets an e-mail saying so: the form must not tell anyone who has an account (docs/security.md).
import { setTimeout as delay } from 'node:timers/promises';
import type { RegisterRequest, RegisterResult } from '../../../lib/schemas/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { verifyRecaptcha } from '../../shared/bot-check.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordWebhookEvent } from '../../webhooks/service/index.ts';
import { fieldError } from '../../errors.ts';
import type { Deps } from '../../http/env.ts';
import { accountExistsMail } from '../../mail/templates/account-exists.ts';
import type { UserRow } from './user-view.ts';
import { findMemberByEmail } from './find-member.ts';
import { sendVerificationMail } from './links.ts';
import { m } from '../../../paraglide/messages.js';

const BOT_CHECK_MESSAGE = () => m.errors_bot_check();

/**
 * Every answer leaves this long after the request came in, new address or not: the e-mails differ
 * in cost (a one-time token for a new member) and are sent in the background.
 */
export const REGISTER_ANSWER_MS = 400;

export const registeredMessage = (email: string) => m.auth_api_registered({ email });

export async function registerMember({ deps, input, remoteIp }: { deps: Deps; input: RegisterRequest; remoteIp?: string }): Promise<RegisterResult> {
  const answerAt = delay(REGISTER_ANSWER_MS);
  const { db, config } = deps;
  if (config.recaptchaSecret) {
    if (!input.recaptcha_token || !(await verifyRecaptcha(config.recaptchaSecret, input.recaptcha_token, remoteIp))) {
      throw fieldError('recaptcha_token', BOT_CHECK_MESSAGE());
    }
  }
  // Hashed either way, so a taken address costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) settles races between two registrations of the same address.
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [made] = await tx.insert(users).values({ name: input.name, email: input.email, passwordHash, language: input.language ?? 'en', newsConsentAt: input.news_emails ? new Date() : null }).onConflictDoNothing().returning();
    if (made) await recordWebhookEvent(tx, 'member.created', { member: { id: made.id, name: made.name, email: made.email, created_at: made.createdAt.toISOString(), source: 'registration' } });
    return made;
  });
  // Not awaited: a slow relay must not make one answer slower than the other.
  void (row ? welcome(deps, row, input.invite) : tellOwner(deps, input.email));
  await answerAt;
  return { email: input.email, message: registeredMessage(input.email) };
}

async function welcome(deps: Deps, row: UserRow, invite: string | undefined): Promise<void> {
  deps.log.info('member registered', { user_id: row.id });
  try {
    // A mentor invitation's token rides on the confirmation link: the phone that opens it may never
    // have seen the registration page (docs/rules/mentors.md, "Joining from the e-mail").
    await sendVerificationMail(deps, row, invite);
  } catch (err) {
    // The account exists; the member can ask for the e-mail again from the verification page.
    deps.log.error('verification e-mail failed after registration', { user_id: row.id, error: err });
  }
}

async function tellOwner(deps: Deps, email: string): Promise<void> {
  try {
    const owner = await findMemberByEmail(deps.db, email);
    if (!owner) return;
    deps.log.info('registration for an existing account', { user_id: owner.id });
    await deps.mailer.send(accountExistsMail({ to: owner.email, name: owner.name, appUrl: deps.config.appUrl, locale: owner.language }));
  } catch (err) {
    deps.log.error('account-exists e-mail failed', { error: err });
  }
}
