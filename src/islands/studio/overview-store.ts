// The studio overview's figures (docs/rules/studio.md, "Overview"; docs/rules/client.md, "Loading data").
import type { Item } from '../../lib/api/client.ts';
import { getOverview } from '../../lib/api/studio.ts';
import type { Overview } from '../../lib/schemas/studio.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export const $overview = createFetcherStore<Item<Overview>>([$memberKey, 'studio/overview'], { fetcher: () => getOverview() });
