// The mentor screens' data (docs/rules/client.md, "Loading data"): the mentor's home, invitations
// sent and received, groups, recommendations and the courses they can recommend, and one group or
// recommendation for its edit form. Lists changed in place (a row removed or updated) are put right
// with `setData` by the screen.
import { atom } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { getGroup, getMentorCourses, getMentorHome, getRecommendation, listGroups, listInvitees, listRecommendations, listRequested } from '../../../lib/api/mentors.ts';
import type { Group, Recommendation } from '../../../lib/schemas/mentors.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

type Answer<F extends () => Promise<unknown>> = Awaited<ReturnType<F>>;

export const $mentorHome = createFetcherStore<Answer<typeof getMentorHome>>([$memberKey, 'mentors/home'], { fetcher: () => getMentorHome() });
export const $invitees = createFetcherStore<Answer<typeof listInvitees>>([$memberKey, 'mentors/invitees'], { fetcher: () => listInvitees() });
export const $requested = createFetcherStore<Answer<typeof listRequested>>([$memberKey, 'mentors/requested'], { fetcher: () => listRequested() });
export const $groups = createFetcherStore<Answer<typeof listGroups>>([$memberKey, 'mentors/groups'], { fetcher: () => listGroups() });
export const $recommendations = createFetcherStore<Answer<typeof listRecommendations>>([$memberKey, 'mentors/courseRecommendations'], { fetcher: () => listRecommendations() });
export const $mentorCourses = createFetcherStore<Answer<typeof getMentorCourses>>([$memberKey, 'mentors/courses'], { fetcher: () => getMentorCourses() });

/** One group, for its edit form. */
export const groupStore = (id: number) => createFetcherStore<Item<Group>>([$memberKey, 'mentors/groups/', id], { fetcher: () => getGroup(id) });
/** One recommendation, for its edit form; with no id (a new one) it asks nothing. */
export const recommendationStore = (id: number | null) =>
  createFetcherStore<Item<Recommendation>>([$memberKey, 'mentors/courseRecommendations/', atom(id)], { fetcher: (_member, _name, recId) => getRecommendation(Number(recId)) });
