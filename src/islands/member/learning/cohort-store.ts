// A cohort's member list as its members see it (GET /v1/auth/cohorts/{id}/members; docs/rules/cohorts.md,
// "Member list"; docs/rules/client.md, "Loading data"), and leaving it before it starts.
import { atom } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { getCohortRoster, leaveCohort } from '../../../lib/api/cohorts.ts';
import type { CohortRoster } from '../../../lib/schemas/cohorts.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';

export const $rosterCohortId = atom<string | null>(null);
export const $cohortRoster = createFetcherStore<Item<CohortRoster>>([$memberKey, 'cohort/', $rosterCohortId], { fetcher: (_m, _n, id) => getCohortRoster(String(id)) });

/** Leaves the cohort; true when left (the page then goes back to the course). */
export async function leaveShownCohort(id: number): Promise<boolean> {
  try {
    await leaveCohort(id);
    refreshQueries('home');
    toast(m.member_cohort_left(), 'success');
    return true;
  } catch (err) {
    toast(err instanceof Error ? err.message : m.member_cohort_leave_failed(), 'error');
    return false;
  }
}
