// The Badges and Points screens' data (docs/rules/rewards-screens.md; docs/rules/client.md, "Loading
// data"): every badge with the member's progress, and the points summary with the page of history
// the member chose.
import { atom } from 'nanostores';
import { getPoints, listBadges } from '../../../lib/api/rewards.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export const POINTS_PER_PAGE = 10;

export const $badges = createFetcherStore<Awaited<ReturnType<typeof listBadges>>>([$memberKey, 'badges'], { fetcher: () => listBadges() });

export const $pointsPage = atom(1);

export const $points = createFetcherStore<Awaited<ReturnType<typeof getPoints>>>([$memberKey, 'points?page=', $pointsPage], {
  fetcher: (_member, _name, page) => getPoints({ page: Number(page), per_page: POINTS_PER_PAGE }),
});
