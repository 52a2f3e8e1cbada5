// Every badge of the catalogue for the member: earned ones with their date and public and
// credential addresses, locked ones with progress such as "2 of 3 courses".
import { sql } from 'drizzle-orm';
import type { Badge } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { isoDate } from '../../shared/dates.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { BADGES, badgeImagePath } from './badge-catalogue.ts';
import { badgeCounts, badgeProgress } from './badge-rules.ts';
import { timeZoneOf } from './record-learning.ts';

export const badgePublicPath = (code: string) => `/badge/${encodeURIComponent(code)}`;
export const badgeCredentialPath = (code: string) => `/v1/badges/${encodeURIComponent(code)}/credential`;

export async function listBadges({ db, actor }: { db: Db; actor: Actor }): Promise<Badge[]> {
  const awards = rowsOf<{ badge_key: string; code: string; awarded_at: Date | string }>(
    await db.execute(sql`SELECT badge_key, code, awarded_at FROM badge_awards WHERE user_id = ${actor.id}`),
  );
  const byKey = new Map(awards.map((a) => [a.badge_key, a]));
  const progress = badgeProgress(await badgeCounts(db, actor.id, await timeZoneOf(db, actor.id)));
  return BADGES.map((b) => {
    const award = byKey.get(b.key);
    const p = progress[b.key];
    return {
      key: b.key,
      name: b.name,
      description: b.description,
      criteria: b.criteria,
      image_url: badgeImagePath(b.key),
      earned: Boolean(award),
      awarded_at: award ? isoDate(award.awarded_at) : null,
      public_url: award ? badgePublicPath(award.code) : null,
      credential_url: award ? badgeCredentialPath(award.code) : null,
      // An earned badge shows as complete even if its count has since changed (a mentor badge).
      progress: award ? { ...p, current: p.target, label: p.label.replace(/^\d+/, String(p.target)) } : p,
    };
  });
}
