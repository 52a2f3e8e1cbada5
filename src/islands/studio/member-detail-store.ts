// One member's profile in the studio, replaced by the server's answer after each action (suspend,
// restore, role, …) (docs/rules/studio.md, "Members"; docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { Item } from '../../lib/api/client.ts';
import { getMember } from '../../lib/api/studio.ts';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export const $memberId = atom<number | null>(null);

export const $memberProfile = createFetcherStore<Item<MemberProfile>>([$memberKey, 'studio/member/', $memberId], {
  fetcher: (_member, _name, id) => getMember(Number(id)),
});

export const showMember = (profile: MemberProfile) => $memberProfile.mutate({ data: profile });
