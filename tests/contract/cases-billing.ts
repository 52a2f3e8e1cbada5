// Generated-suite cases for the billing routes (docs/rules/billing.md). The owner has one paid
// payment with its invoice (world.ts); the invoice carries the owner's name and address, so it
// holds a marker and must reach nobody else.
import type { Case } from './registry.ts';

export const BILLING_CASES: Record<string, Case> = {
  'GET /v1/auth/billing': { access: 'self', request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/auth/billing/unsettled': { access: 'self' },
  'GET /v1/auth/billing/{id}': { access: 'owned', owner: [200], request: (w) => ({ path: { id: w.owner.invoiceId } }) },
  'GET /v1/auth/billing/{id}/invoice.pdf': { access: 'owned', owner: [200], request: (w) => ({ path: { id: w.owner.invoiceId } }) },
  'GET /v1/auth/billing/credit-notes/{id}/credit-note.pdf': { access: 'owned', owner: [200], request: (w) => ({ path: { id: w.owner.creditNoteId } }) },
};
