// The practices screens' data (docs/rules/practices.md; docs/rules/client.md, "Loading data"): the
// practices the member keeps, and one practice's history for /practices/{id}.
import type { Item } from '../../../lib/api/client.ts';
import { getPractice, listPractices } from '../../../lib/api/practices.ts';
import type { PracticeDetail } from '../../../lib/schemas/practices.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export const $practices = createFetcherStore<Awaited<ReturnType<typeof listPractices>>>([$memberKey, 'practices'], { fetcher: () => listPractices() });

/** One practice, for the screen of that id. */
export const practiceStore = (id: number) => createFetcherStore<Item<PracticeDetail>>([$memberKey, 'practices/', id], { fetcher: () => getPractice(id) });
