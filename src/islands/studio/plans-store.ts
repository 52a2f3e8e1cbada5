// Plans and discount codes (docs/rules/studio.md, "Running the business"; docs/rules/client.md,
// "Loading data"): each list reloads after a change made to it.
import type { Item } from '../../lib/api/client.ts';
import { listDiscounts, listPlans } from '../../lib/api/studio-business.ts';
import type { StudioDiscount, StudioPlan } from '../../lib/schemas/studio-business.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export const $plans = createFetcherStore<Item<StudioPlan[]>>([$memberKey, 'studio/plans'], { fetcher: () => listPlans() });
export const $discounts = createFetcherStore<Item<StudioDiscount[]>>([$memberKey, 'studio/discounts'], { fetcher: () => listDiscounts() });

export const refreshPlans = () => refreshQueries('studio/plans', $plans);
export const refreshDiscounts = () => refreshQueries('studio/discounts', $discounts);
