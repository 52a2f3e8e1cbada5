// Logout: revokes the token the request came with; other devices stay signed in.
import type { Message } from '../../../lib/schemas/accounts.ts';
import { revokeToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { m } from '../../../paraglide/messages.js';

export async function logoutMember({ db, actor }: { db: Db; actor: Actor }): Promise<Message> {
  await revokeToken(db, actor.tokenId);
  return { message: m.auth_api_logged_out() };
}
