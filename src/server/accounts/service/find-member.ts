// Looks a member up by e-mail address, case-insensitively; cancelled accounts are never found.
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './user-view.ts';

export async function findMemberByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.cancelledAt)))
    .limit(1);
  return row ?? null;
}
