// A course's funnel and its filters (docs/rules/studio.md, "Reports"; docs/rules/client.md, "Loading
// data"). The filters are in the address too, so a filtered funnel can be shared and reloaded.
import { atom, computed } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { getCourseFunnel } from '../../../lib/api/studio-reports.ts';
import type { CourseFunnel } from '../../../lib/schemas/reports.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export type FunnelFilters = { from: string; to: string; cohort: string };
export const NO_FUNNEL_FILTERS: FunnelFilters = { from: '', to: '', cohort: '' };

export const $funnelCourseId = atom<string | null>(null);
export const $funnelFilters = atom<FunnelFilters>(NO_FUNNEL_FILTERS);

export const funnelQuery = (f: FunnelFilters): Record<string, string> => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

export function funnelFiltersFromSearch(search: string): FunnelFilters {
  const p = new URLSearchParams(search);
  return { from: p.get('from') ?? '', to: p.get('to') ?? '', cohort: p.get('cohort') ?? '' };
}

const $query = computed($funnelFilters, (f) => new URLSearchParams(funnelQuery(f)).toString());

export const $courseFunnel = createFetcherStore<Item<CourseFunnel>>([$memberKey, 'studio/funnel/', $funnelCourseId, '?', $query], {
  fetcher: (_member, _name, id, _q, query) => getCourseFunnel(String(id), Object.fromEntries(new URLSearchParams(String(query)))),
});
