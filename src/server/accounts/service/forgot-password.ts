// "Forgot password": mails a reset link when the address belongs to a member. The answer is the
// same either way, so the form cannot be used to find out who has an account.
import { setTimeout as delay } from 'node:timers/promises';
import type { Message } from '../../../lib/schemas/accounts.ts';
import type { Deps } from '../../http/env.ts';
import { findMemberByEmail } from './find-member.ts';
import { sendResetMail } from './links.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * Every answer leaves after this long, whether or not a mail was sent: issuing a token and talking to
 * an SMTP relay take time an unknown address does not, and that difference would name our members.
 */
export const FORGOT_ANSWER_MS = 300;

async function mailResetLinkIfMember(deps: Deps, email: string): Promise<void> {
  try {
    const member = await findMemberByEmail(deps.db, email);
    if (member) await sendResetMail(deps, member);
  } catch (err) {
    // Same answer as for everyone: saying "we could not send it" would reveal the account exists.
    deps.log.error('password reset e-mail failed', { error: err instanceof Error ? err.message : String(err) });
  }
}

export async function forgotPassword({ deps, email }: { deps: Deps; email: string }): Promise<Message> {
  const answerAt = delay(FORGOT_ANSWER_MS);
  // Not awaited: a slow relay finishes in the background rather than holding this answer back.
  void mailResetLinkIfMember(deps, email);
  await answerAt;
  return { message: m.auth_api_forgot() };
}
