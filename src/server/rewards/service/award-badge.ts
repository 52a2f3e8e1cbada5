// Awarding a badge (docs/rules/rewards.md): one award per member and badge, written with ON CONFLICT
// DO NOTHING so two racing saves award it once; an award pays the badge points in the same
// transaction. The mentors domain calls awardBadge for its badges.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { badgeDefinition, type BadgeKey } from './badge-catalogue.ts';
import { payPoints, type PointsAward } from './ledger.ts';
import { capToNow } from './periods.ts';

export type BadgeAward = { key: BadgeKey; name: string; code: string; awardedAt: string };

/** A public code for /badge/{code}: 16 random bytes, URL-safe, unguessable. */
const newCode = () => randomBytes(16).toString('base64url');

/**
 * Awards `key` to the member unless they hold it already. Returns the award and the points it paid,
 * or null when the member already had it. Must run inside the caller's transaction.
 */
export async function awardBadge(tx: Db, userId: number, key: BadgeKey, at?: Date): Promise<{ badge: BadgeAward; points: PointsAward | null } | null> {
  const definition = badgeDefinition(key);
  if (!definition) throw new Error(`Unknown badge ${key}.`);
  const awardedAt = capToNow(at);
  const inserted = rowsOf<{ code: string; awarded_at: Date | string }>(
    await tx.execute(sql`INSERT INTO badge_awards (user_id, badge_key, code, holder_name, awarded_at)
      SELECT id, ${key}, ${newCode()}, name, ${awardedAt.toISOString()} FROM users WHERE id = ${userId}
      ON CONFLICT (user_id, badge_key) DO NOTHING
      RETURNING code, awarded_at`),
  );
  const row = inserted[0];
  if (!row) return null;
  const points = await payPoints(tx, userId, { reason: 'badge_earned', sourceKey: `badge:${key}`, earnedAt: awardedAt });
  return { badge: { key, name: definition.name, code: row.code, awardedAt: new Date(row.awarded_at).toISOString() }, points };
}
