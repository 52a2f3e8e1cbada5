// Sends the verification e-mail again. The answer is the same, and leaves after the same time,
// whether or not the address belongs to an unverified member, so it cannot be used to find out who
// has an account (docs/security.md).
import { setTimeout as delay } from 'node:timers/promises';
import type { Message } from '../../../lib/schemas/accounts.ts';
import type { Deps } from '../../http/env.ts';
import { findMemberByEmail } from './find-member.ts';
import { sendVerificationMail } from './links.ts';
import { m } from '../../../paraglide/messages.js';


/** Every answer leaves after this long; the lookup and the e-mail happen in the background. */
export const RESEND_ANSWER_MS = 300;

async function mailLinkIfUnverified(deps: Deps, email: string): Promise<void> {
  try {
    const member = await findMemberByEmail(deps.db, email);
    if (member && !member.emailVerifiedAt) await sendVerificationMail(deps, member);
  } catch (err) {
    deps.log.error('verification e-mail failed on resend', { error: err });
  }
}

export async function resendVerification({ deps, email }: { deps: Deps; email: string }): Promise<Message> {
  const answerAt = delay(RESEND_ANSWER_MS);
  void mailLinkIfUnverified(deps, email);
  await answerAt;
  return { message: m.auth_api_resent() };
}
