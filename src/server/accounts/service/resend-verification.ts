// Sends the verification e-mail again. The answer is the same whether or not the address belongs to
// an unverified member, so it cannot be used to find out who has an account.
import type { Message } from '../../../lib/schemas/accounts.ts';
import type { Deps } from '../../http/env.ts';
import { findMemberByEmail } from './find-member.ts';
import { sendVerificationMail } from './links.ts';


export async function resendVerification({ deps, email }: { deps: Deps; email: string }): Promise<Message> {
  const member = await findMemberByEmail(deps.db, email);
  if (member && !member.emailVerifiedAt) {
    try {
      await sendVerificationMail(deps, member);
    } catch (err) {
      deps.log.error('verification e-mail failed on resend', { user_id: member.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { message: 'If that address belongs to an account that still needs confirming, we have sent a new link. It can take a minute to arrive.' };
}
