// A practice week met (docs/rules/practices.md, docs/rules/rewards.md): the practices domain calls
// this in its check-in transaction when a week reaches its target. It pays the week once (source key
// `practice:{id}:{monday}`) and awards the practice badges the ledger now earns.
import type { Db } from '../../db/client.ts';
import { awardBadge } from './award-badge.ts';
import { badgeCounts, badgesMet } from './badge-rules.ts';
import { payPoints } from './ledger.ts';
import { capToNow } from './periods.ts';
import { timeZoneOf, type Earned } from './record-learning.ts';

const PRACTICE_BADGES = new Set(['practice_week_1', 'practice_weeks_4', 'practice_weeks_12']);

export async function rewardPracticeWeek(tx: Db, input: { userId: number; practiceId: number; weekStart: string; at: Date }): Promise<Earned> {
  const earned: Earned = { points: [], badges: [] };
  const at = capToNow(input.at);
  const week = await payPoints(tx, input.userId, { reason: 'practice_week', sourceKey: `practice:${input.practiceId}:${input.weekStart}`, sourceId: input.practiceId, earnedAt: at });
  if (!week) return earned;
  earned.points.push(week);
  const counts = await badgeCounts(tx, input.userId, await timeZoneOf(tx, input.userId));
  for (const key of badgesMet(counts)) {
    if (!PRACTICE_BADGES.has(key)) continue;
    const award = await awardBadge(tx, input.userId, key, at);
    if (!award) continue;
    earned.badges.push(award.badge);
    if (award.points) earned.points.push(award.points);
  }
  return earned;
}
