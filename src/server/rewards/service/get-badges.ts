// Every badge of the catalogue for the member: earned ones with their date and public and
// credential addresses, locked ones with progress such as "2 of 3 courses".
import { sql } from 'drizzle-orm';
import type { Badge } from '../../../lib/schemas/rewards.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { isoDate } from '../../shared/dates.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { currentLocale, type Locale } from '../../../lib/i18n.ts';
import { BADGES, badgeImagePath, badgeWords, type BadgeDefinition } from './badge-catalogue.ts';
import { badgeCounts, badgeProgress, progressLabel, type BadgeUnit } from './badge-rules.ts';
import { timeZoneOf } from './record-learning.ts';

type BadgeProgress = { current: number; target: number; unit: BadgeUnit };

export const badgePublicPath = (code: string) => `/badge/${encodeURIComponent(code)}`;
export const badgeCredentialPath = (code: string) => `/v1/badges/${encodeURIComponent(code)}/credential`;

export type Award = { badge_key: string; code: string; awarded_at: Date | string };

const awardsOf = async (db: Db, userId: number) =>
  rowsOf<Award>(await db.execute(sql`SELECT badge_key, code, awarded_at FROM badge_awards WHERE user_id = ${userId}`));

/** A badge as the member sees it, in `locale` (the request's: docs/i18n.md, "Rewards"). */
function toBadge(b: BadgeDefinition, award: Award | undefined, p: BadgeProgress, locale: Locale): Badge {
  // An earned badge shows as complete even if its count has since changed (a mentor badge).
  const current = award ? p.target : p.current;
  return {
    key: b.key,
    ...badgeWords(b, locale),
    image_url: badgeImagePath(b.key),
    earned: Boolean(award),
    awarded_at: award ? isoDate(award.awarded_at) : null,
    public_url: award ? badgePublicPath(award.code) : null,
    credential_url: award ? badgeCredentialPath(award.code) : null,
    progress: { current, target: p.target, label: progressLabel(current, p.target, p.unit, locale) },
  };
}

export async function listBadges({ db, actor }: { db: Db; actor: Actor }): Promise<Badge[]> {
  const byKey = new Map((await awardsOf(db, actor.id)).map((a) => [a.badge_key, a]));
  const progress = badgeProgress(await badgeCounts(db, actor.id, actor.timeZone ?? (await timeZoneOf(db, actor.id))));
  const locale = currentLocale();
  return BADGES.map((b) => toBadge(b, byKey.get(b.key), progress[b.key], locale));
}

/** Earned badges only need their targets, not the member's counts toward the locked ones. */
const TARGETS = badgeProgress({ lessons: 0, courses: 0, categories: 0, quizAces: 0, longestStreak: 0 });

/**
 * The member's newest earned badges (the dashboard's card) from their rows of badge_awards, newest
 * first and in catalogue order within the same moment, without counting progress toward the locked
 * ones as listBadges does.
 */
export function latestOf(awards: Award[], limit: number, locale: Locale = currentLocale()): Badge[] {
  const byKey = new Map(awards.map((a) => [a.badge_key, a]));
  return BADGES.flatMap((b) => {
    const award = byKey.get(b.key);
    return award ? [toBadge(b, award, TARGETS[b.key], locale)] : [];
  })
    .sort((a, b) => (a.awarded_at! < b.awarded_at! ? 1 : a.awarded_at! > b.awarded_at! ? -1 : 0))
    .slice(0, limit);
}
