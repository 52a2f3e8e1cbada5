// Rewards rules in the studio (docs/rules/studio.md, "Rewards rules"; docs/rules/rewards.md, "Points
// values"): what each action pays, editable, and the badge catalogue with its criteria (read-only).
import type { RewardsRules } from '../../../lib/schemas/studio-business.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { BADGES, isPointsReason, pointsFor, pointsValues, setPointsValue } from '../../rewards/service/index.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

type Ctx = { db: Db; actor: Actor };

export async function rewardsRules({ db, actor }: Ctx): Promise<RewardsRules> {
  requireAdmin(actor);
  return {
    points: await pointsValues(db),
    badges: BADGES.map((b) => ({ key: b.key, name: b.name, description: b.description, criteria: b.criteria })),
  };
}

/** Sets what an action pays from now on; audited as `rewards.points`, subject the reason's position. */
export async function updatePointsValue({ db, actor, reason, points }: Ctx & { reason: string; points: number }): Promise<RewardsRules> {
  requireAdmin(actor);
  if (!isPointsReason(reason)) throw notFound('points rule');
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await pointsFor(tx, reason);
    if (before === points) return;
    await setPointsValue(tx, reason, points);
    const subjectId = (await pointsValues(tx)).findIndex((p) => p.reason === reason) + 1;
    await recordAudit(tx, actor, { action: 'rewards.points', subject: { type: 'points_rule', id: subjectId }, before: { reason, points: before }, after: { reason, points } });
  });
  return rewardsRules({ db, actor });
}
