// The business's reports and their range of months (docs/rules/studio.md, "Revenue", "Active members
// and retention"; docs/rules/client.md, "Loading data"). The range is in the address too, so a report
// can be shared and reloaded. Active members are read for the days of the same months (up to today,
// at most a year), so the three reports always speak of one period.
import { atom, computed } from 'nanostores';
import type { Item } from '../../lib/api/client.ts';
import { getActivityReport, getRetentionReport, getRevenueReport } from '../../lib/api/studio-reports.ts';
import type { ActivityReport, RetentionReport, RevenueReport } from '../../lib/schemas/reports.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export type MonthRange = { from: string; to: string };
export const DEFAULT_RANGE: MonthRange = { from: '', to: '' };

export const $reportRange = atom<MonthRange>(DEFAULT_RANGE);

export const rangeQuery = (r: MonthRange): Record<string, string> => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ''));

export function rangeFromSearch(search: string): MonthRange {
  const p = new URLSearchParams(search);
  return { from: p.get('from') ?? '', to: p.get('to') ?? '' };
}

const DAY_MS = 86_400_000;
const isMonth = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** The days of the chosen months for the activity report: up to today, and at most the last 366. */
export function activityDays(r: MonthRange, today = new Date()): Record<string, string> {
  if (!isMonth(r.to) && !isMonth(r.from)) return {};
  const todayIso = today.toISOString().slice(0, 10);
  let to = todayIso;
  if (isMonth(r.to)) {
    const end = new Date(`${r.to}-01T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    const last = new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10);
    if (last < todayIso) to = last;
  }
  const yearBefore = new Date(Date.parse(`${to}T00:00:00Z`) - 365 * DAY_MS).toISOString().slice(0, 10);
  let from = isMonth(r.from) ? `${r.from}-01` : yearBefore;
  if (from < yearBefore) from = yearBefore;
  if (from > to) from = to;
  return { from, to };
}

const $rangeKey = computed($reportRange, (r) => new URLSearchParams(rangeQuery(r)).toString());
const $daysKey = computed($reportRange, (r) => new URLSearchParams(activityDays(r)).toString());
const params = (q: unknown) => Object.fromEntries(new URLSearchParams(String(q)));

export const $revenue = createFetcherStore<Item<RevenueReport>>([$memberKey, 'studio/reports/revenue?', $rangeKey], { fetcher: (_m, _n, q) => getRevenueReport(params(q)) });
export const $activity = createFetcherStore<Item<ActivityReport>>([$memberKey, 'studio/reports/activity?', $daysKey], { fetcher: (_m, _n, q) => getActivityReport(params(q)) });
export const $retention = createFetcherStore<Item<RetentionReport>>([$memberKey, 'studio/reports/retention?', $rangeKey], { fetcher: (_m, _n, q) => getRetentionReport(params(q)) });
