// Password reset from the e-mailed link: the e-mail and single-use value must belong together. The
// new password replaces the old, every session is revoked, and the address counts as confirmed
// (the member just proved they read its mail).
import { eq, sql } from 'drizzle-orm';
import type { Message, ResetPasswordRequest } from '../../../lib/schemas/accounts.ts';
import { consumeOneTimeToken } from '../../auth/one-time-tokens.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../http/env.ts';
import { findMemberByEmail } from './find-member.ts';
import { recordSecurityEvent, type RequestOrigin } from './security-events.ts';
import { m } from '../../../paraglide/messages.js';

export const INVALID_RESET_LINK = () => m.errors_invalid_reset_link();

export async function resetPassword({ deps, email, token, input, origin }: { deps: Deps; email: string; token: string; input: ResetPasswordRequest; origin: RequestOrigin }): Promise<Message> {
  const { db } = deps;
  const invalid = () => new AppError('validation', INVALID_RESET_LINK(), { errors: { token: [INVALID_RESET_LINK()] } });
  const member = await findMemberByEmail(db, email);
  if (!member) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const owner = await consumeOneTimeToken(tx, token, 'reset_password', member.id);
    if (owner === null) throw invalid();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, member.id));
    await revokeAllTokens(tx, member.id);
  });
  await recordSecurityEvent(deps, { user: member, kind: 'password.reset', origin });
  deps.log.info('password reset', { user_id: member.id });
  return { message: m.auth_api_reset() };
}
