// E-mail verification: the link's id and single-use value confirm the member's address. A link from a
// registration that began at a mentor's invitation also carries the invitation's token; once the
// address is confirmed the mentors domain accepts it (docs/rules/mentors.md, "Joining from the e-mail").
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { VerifyEmailResult } from '../../../lib/schemas/accounts.ts';
import { consumeOneTimeToken } from '../../auth/one-time-tokens.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { provided } from '../../shared/provided.ts';
import { m } from '../../../paraglide/messages.js';

export const INVALID_VERIFY_LINK = () => m.errors_invalid_verify_link();

/** Accepts the invitation the token names for the confirmed member; the mentor's name, or null. */
export type InvitationOnVerify = (input: { db: Db; appSecret: string; userId: number; invite: string }) => Promise<string | null>;
export const invitationOnVerify = provided<InvitationOnVerify>('accounts.invitationOnVerify');

export async function verifyEmail({ db, userId, token, invite, appSecret }: { db: Db; userId: number; token: string; invite?: string | undefined; appSecret?: string }): Promise<VerifyEmailResult> {
  const owner = await consumeOneTimeToken(db, token, 'verify_email', userId);
  if (owner === null) throw new AppError('validation', INVALID_VERIFY_LINK(), { errors: { token: [INVALID_VERIFY_LINK()] } });
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, owner), isNull(users.cancelledAt)));
  const mentor = invite && appSecret ? await invitationOnVerify.get()({ db, appSecret, userId: owner, invite }) : null;
  return {
    message: mentor ? m.auth_api_verified_mentee({ mentor }) : m.auth_api_verified(),
    mentor,
  };
}
