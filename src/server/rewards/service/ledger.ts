// Paying points (docs/rules/rewards.md): one ledger row per (member, reason, source key), written
// with ON CONFLICT DO NOTHING so a retried, replayed or concurrent save pays once; the running
// totals change only for a row that was actually inserted, in the same transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { ALL_TIME_START, monthStartUtc, weekStartUtc } from './periods.ts';
import { SOURCE_TYPE, type PointsReason } from './points-rules.ts';
import { pointsFor } from './points-values.ts';

export type PointsAward = { id: number; reason: PointsReason; points: number; sourceKey: string; earnedAt: string };

/**
 * Pays `reason`'s points for `sourceKey` unless this member was already paid for it. Returns the
 * inserted row, or null when it had been paid before. Must run inside the caller's transaction.
 */
export async function payPoints(
  tx: Db,
  userId: number,
  award: { reason: PointsReason; sourceKey: string; sourceId?: number | null; earnedAt: Date; points?: number },
): Promise<PointsAward | null> {
  const points = award.points ?? (await pointsFor(tx, award.reason));
  const inserted = rowsOf<{ id: number; earned_at: Date | string }>(
    await tx.execute(sql`INSERT INTO points_ledger (user_id, points, reason, source_type, source_id, source_key, earned_at)
      VALUES (${userId}, ${points}, ${award.reason}, ${SOURCE_TYPE[award.reason]}, ${award.sourceId ?? null}, ${award.sourceKey}, ${award.earnedAt.toISOString()})
      ON CONFLICT (user_id, reason, source_key) DO NOTHING
      RETURNING id, earned_at`),
  );
  const row = inserted[0];
  if (!row) return null;
  // The periods are those of when the points were earned (an offline finish counts in its own week).
  const week = weekStartUtc(award.earnedAt);
  const month = monthStartUtc(award.earnedAt);
  await tx.execute(sql`INSERT INTO points_totals (period, period_start, user_id, points)
      VALUES ('all', ${ALL_TIME_START}, ${userId}, ${points}), ('week', ${week}, ${userId}, ${points}), ('month', ${month}, ${userId}, ${points})
      ON CONFLICT (period, period_start, user_id) DO UPDATE SET points = points_totals.points + EXCLUDED.points`);
  return { id: Number(row.id), reason: award.reason, points, sourceKey: award.sourceKey, earnedAt: new Date(row.earned_at).toISOString() };
}
