// The signed-in member's own profile (GET /v1/auth/profile).
import type { User } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { memberReadsOf } from '../../shared/member-reads.ts';
import { loadUserPrepared, toUser } from './user-view.ts';

/** Kept per member until their account row changes (docs/performance.md, "Member reads"). */
export async function getProfile({ db, actor }: { db: Db; actor: Actor }): Promise<User> {
  const load = async () => toUser(await loadUserPrepared(db, actor.id));
  return memberReadsOf(db)?.read(actor.id, 'profile', '', load) ?? load();
}
