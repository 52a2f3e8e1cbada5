// One badge award found by its public code (the capability behind /badge/{code} and its credential).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badgeAwards } from '../../db/schema/index.ts';

export type PublicBadgeAward = { code: string; badgeKey: string; holderName: string; awardedAt: Date };

/** Codes are letters, digits, '-' and '_'; anything else (a NUL byte, a long string) is not looked up. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export async function badgeAwardByCode(db: Db, code: string): Promise<PublicBadgeAward | null> {
  const wanted = code.trim();
  if (!CODE.test(wanted)) return null;
  const [row] = await db
    .select({ code: badgeAwards.code, badgeKey: badgeAwards.badgeKey, holderName: badgeAwards.holderName, awardedAt: badgeAwards.awardedAt })
    .from(badgeAwards)
    .where(eq(badgeAwards.code, wanted))
    .limit(1);
  return row ?? null;
}
