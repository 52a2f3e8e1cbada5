// The audit log's filters, page and entries (docs/rules/studio.md, "Audit log"; docs/rules/client.md,
// "Loading data"). The filters live in the address too (?actor=…&record_type=member&record_id=7), so a
// filtered view can be linked to (the member page does) and survives a reload.
import { atom, computed } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { listAudit } from '../../lib/api/studio.ts';
import type { AuditEntry } from '../../lib/schemas/studio.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export const AUDIT_PER_PAGE = 50;

export const AUDIT_FILTER_NAMES = ['actor', 'action', 'record_type', 'record_id', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTER_NAMES)[number], string>;
export const NO_AUDIT_FILTERS: AuditFilterValues = { actor: '', action: '', record_type: '', record_id: '', from: '', to: '' };

export const $auditFilters = atom<AuditFilterValues>(NO_AUDIT_FILTERS);
export const $auditPage = atom(1);

/** The filters that are set, as the API and the address take them. */
export const filterQuery = (f: AuditFilterValues): Record<string, string> => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== ''));

/** The filters an address carries (unknown parameters are ignored). */
export function filtersFromSearch(search: string): AuditFilterValues {
  const params = new URLSearchParams(search);
  return Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as AuditFilterValues;
}

const $auditQuery = computed([$auditFilters, $auditPage], (filters, page) => new URLSearchParams({ ...filterQuery(filters), page: String(page), per_page: String(AUDIT_PER_PAGE) }).toString());

export const $audit = createFetcherStore<List<AuditEntry>>([$memberKey, 'studio/audit?', $auditQuery], {
  fetcher: (_member, _name, query) => listAudit(Object.fromEntries(new URLSearchParams(String(query)))),
});
