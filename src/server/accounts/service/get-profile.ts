// The signed-in member's own profile (GET /v1/auth/profile).
import type { User } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { loadUser, toUser } from './user-view.ts';

export async function getProfile({ db, actor }: { db: Db; actor: Actor }): Promise<User> {
  return toUser(await loadUser(db, actor.id));
}
