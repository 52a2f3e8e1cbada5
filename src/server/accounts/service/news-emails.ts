// The member's agreement to news by e-mail (docs/rules/integrations.md, "Consent"): asked at
// registration (unticked), changed in the notification settings, taken back by a newsletter's
// unsubscribe link. Apart from the notification settings; no transactional e-mail depends on it.
import { eq } from 'drizzle-orm';
import type { NewsEmails, SetNewsEmails } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';

async function read(db: Db, userId: number): Promise<NewsEmails> {
  const [row] = await db.select({ at: users.newsConsentAt }).from(users).where(eq(users.id, userId)).limit(1);
  return { subscribed: Boolean(row?.at), since: row?.at?.toISOString() ?? null };
}

export const getNewsEmails = ({ db, actor }: { db: Db; actor: Actor }) => read(db, actor.id);

/** Agreeing again keeps the first date; unticking clears it. */
export async function setNewsEmails({ db, actor, input, now = new Date() }: { db: Db; actor: Actor; input: SetNewsEmails; now?: Date }): Promise<NewsEmails> {
  const current = await read(db, actor.id);
  if (current.subscribed !== input.subscribed) await db.update(users).set({ newsConsentAt: input.subscribed ? now : null }).where(eq(users.id, actor.id));
  return read(db, actor.id);
}
