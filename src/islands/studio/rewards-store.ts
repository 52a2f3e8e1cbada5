// The rewards rules: points per action (editable) and the badge catalogue (docs/rules/studio.md,
// "Rewards rules"; docs/rules/client.md, "Loading data").
import type { Item } from '../../lib/api/client.ts';
import { getRewardsRules, setPointsValue } from '../../lib/api/studio-business.ts';
import type { RewardsRules } from '../../lib/schemas/studio-business.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export const $rewardsRules = createFetcherStore<Item<RewardsRules>>([$memberKey, 'studio/rewards'], { fetcher: () => getRewardsRules() });

export async function savePoints(reason: string, points: number): Promise<void> {
  await setPointsValue(reason, points);
  refreshQueries('studio/rewards', $rewardsRules);
}
