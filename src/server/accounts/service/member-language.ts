// A member's language (docs/rules/accounts.md, "Member language"): what the e-mails, notifications
// and PDFs that reach them outside a page are written in.
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The member's language: the one given, else their row's (English for a member not found). */
export async function languageOf(db: Db, user: { id: number; language?: Locale | null }): Promise<Locale> {
  if (user.language) return user.language;
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, user.id)).limit(1);
  return row?.language ?? 'en';
}
