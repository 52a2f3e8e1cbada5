// Password change from the member area: the current password is required; the member stays signed
// in on this device while every other session and any open reset link stop working.
import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest, Message } from '../../../lib/schemas/accounts.ts';
import { voidOneTimeTokens } from '../../auth/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { revokeAllTokens } from '../../auth/tokens.ts';
import { users } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { loadUser } from './user-view.ts';
import { recordSecurityEvent, type RequestOrigin } from './security-events.ts';
import { m } from '../../../paraglide/messages.js';

/** Guessing the current password with a stolen token is throttled like a login. */

export async function changePassword({ deps, actor, input, origin }: { deps: Deps; actor: Actor; input: ChangePasswordRequest; origin: RequestOrigin }): Promise<Message> {
  const { db } = deps;
  const member = await loadUser(db, actor.id);
  if (!(await verifyPassword(input.current_password, member.passwordHash))) {
    throw fieldError('current_password', m.errors_current_password_wrong());
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, member.id));
    await revokeAllTokens(tx, member.id, actor.tokenId);
    await voidOneTimeTokens(tx, member.id, 'reset_password');
  });
  await recordSecurityEvent(deps, { user: member, kind: 'password.changed', origin });
  deps.log.info('password changed', { user_id: member.id });
  return { message: m.settings_api_password_changed() };
}
