// The studio's member search (docs/rules/studio.md, "Members"; docs/rules/client.md, "Loading
// data"): by name or e-mail, a page at a time, the search kept in the address.
import { searchMembers } from '../../lib/api/studio.ts';
import type { MemberSummary } from '../../lib/schemas/studio.ts';
import { createSearchList } from './search-list-store.ts';

export const MEMBERS_PER_PAGE = 20;

export const memberList = createSearchList<MemberSummary>({
  name: 'studio/members',
  perPage: MEMBERS_PER_PAGE,
  filters: {},
  load: (query) => searchMembers(query),
});
