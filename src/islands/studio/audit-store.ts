// The audit log's page shown and its entries (docs/rules/studio.md, "Audit log"; docs/rules/client.md,
// "Loading data").
import { atom } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { listAudit } from '../../lib/api/studio.ts';
import type { AuditEntry } from '../../lib/schemas/studio.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export const AUDIT_PER_PAGE = 50;

export const $auditPage = atom(1);

export const $audit = createFetcherStore<List<AuditEntry>>([$memberKey, 'studio/audit?page=', $auditPage], {
  fetcher: (_member, _name, page) => listAudit({ page: Number(page), per_page: AUDIT_PER_PAGE }),
});
