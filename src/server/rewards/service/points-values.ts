// Points values as configured (docs/rules/rewards.md, "Points values"): the default of each reason
// (points-rules.ts) unless the studio changed it (points_rules). Read when points are paid, so a
// change applies to the next award; what was paid before stays in the ledger.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsRules } from '../../db/schema/index.ts';
import { POINTS, type PointsReason } from './points-rules.ts';

export type PointsValue = { reason: PointsReason; points: number; default_points: number };

export const isPointsReason = (r: string): r is PointsReason => Object.hasOwn(POINTS, r);

/** What `reason` pays now. */
export async function pointsFor(db: Db, reason: PointsReason): Promise<number> {
  const [row] = await db.select({ points: pointsRules.points }).from(pointsRules).where(eq(pointsRules.reason, reason)).limit(1);
  return row?.points ?? POINTS[reason];
}

export async function pointsValues(db: Db): Promise<PointsValue[]> {
  const rows = await db.select().from(pointsRules);
  const set = new Map(rows.map((r) => [r.reason, r.points]));
  return (Object.keys(POINTS) as PointsReason[]).map((reason) => ({ reason, points: set.get(reason) ?? POINTS[reason], default_points: POINTS[reason] }));
}

/** Sets what `reason` pays (the default removes the row). Run inside the caller's transaction. */
export async function setPointsValue(tx: Db, reason: PointsReason, points: number): Promise<void> {
  if (points === POINTS[reason]) {
    await tx.delete(pointsRules).where(eq(pointsRules.reason, reason));
    return;
  }
  await tx
    .insert(pointsRules)
    .values({ reason, points })
    .onConflictDoUpdate({ target: pointsRules.reason, set: { points, updatedAt: sql`now()` } });
}
