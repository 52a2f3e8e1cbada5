// E-mail verification: the link's id and single-use value confirm the member's address.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Message } from '../../../lib/schemas/accounts.ts';
import { consumeOneTimeToken } from '../../auth/one-time-tokens.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export const INVALID_VERIFY_LINK = 'This verification link is invalid, has expired or has already been used. Ask for a new one below.';

export async function verifyEmail({ db, userId, token }: { db: Db; userId: number; token: string }): Promise<Message> {
  const owner = await consumeOneTimeToken(db, token, 'verify_email', userId);
  if (owner === null) throw new AppError('validation', INVALID_VERIFY_LINK, { errors: { token: [INVALID_VERIFY_LINK] } });
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, owner), isNull(users.cancelledAt)));
  return { message: 'Thank you: your e-mail address is confirmed.' };
}
