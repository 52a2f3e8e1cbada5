// Turns a users row into the public User of src/lib/schemas/accounts.ts. The one place that decides
// what a member's record looks like on the wire: never the password hash, never token data.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_AVATAR } from '../../../lib/paths.ts';
import type { User } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { prepared } from '../../shared/prepared.ts';

export type UserRow = typeof users.$inferSelect;

/** Public URL of a stored avatar; the media route serves `avatars/<file>` from storage. */
export const avatarUrl = (avatarPath: string | null): string =>
  avatarPath?.startsWith('avatars/') ? `/v1/media/${avatarPath}` : (avatarPath ?? DEFAULT_AVATAR);

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar_url: avatarUrl(row.avatarPath),
    gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
    is_mentor: row.isMentor,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's own row; a cancelled account is gone as far as the API is concerned. */
export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || row.cancelledAt) throw notFound('account');
  return row;
}

const userStatement = (db: Db, name: string) => db.select().from(users).where(eq(users.id, sql.placeholder('userId'))).limit(1).prepare(name);

/** loadUser as a named prepared statement, for the member's most frequent reads (docs/performance.md, "Member reads"). */
export async function loadUserPrepared(db: Db, userId: number): Promise<UserRow> {
  const [row] = await prepared(db, 'member_account', userStatement).execute({ userId });
  if (!row || row.cancelledAt) throw notFound('account');
  return row;
}
