// The dashboard's data: the member's home in one answer (GET /v1/auth/home; docs/rules/client.md,
// "Loading data").
import type { Item } from '../../lib/api/client.ts';
import { getMemberHome } from '../../lib/api/accounts.ts';
import type { MemberHome } from '../../lib/schemas/accounts.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export const $memberHome = createFetcherStore<Item<MemberHome>>([$memberKey, 'home'], { fetcher: () => getMemberHome() });
