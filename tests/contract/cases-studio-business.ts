// Generated-suite cases for the studio's "running the business" routes (docs/rules/studio.md,
// "Running the business"): every one is refused with 403 to members, mentors and authors and works
// for an admin (w.studio.admin). The admin creates a plan and a code with fresh names, changes the
// world's commerce plan and the studio's own discount, toggles it, and (last) refunds the owner's
// subscription payment through the sandbox.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, siteSurveys } from '../../src/server/db/schema/index.ts';
import type { Case } from './registry.ts';

const tag = () => randomBytes(3).toString('hex').toUpperCase();

export const STUDIO_BUSINESS_CASES: Record<string, Case> = {
  'GET /v1/admin/plans': { access: 'admin' },
  'POST /v1/admin/plans': { access: 'admin', owner: [201], request: () => ({ json: { name: `Contract plan ${tag()}`, interval: 'year', amount: 19000, currency: 'USD' } }) },
  'PATCH /v1/admin/plans/{id}': { access: 'admin', request: (w) => ({ path: { id: w.commerce.planId }, json: { description: 'Changed by the studio.' } }) },
  'GET /v1/admin/discounts': { access: 'admin' },
  'POST /v1/admin/discounts': { access: 'admin', owner: [201], request: () => ({ json: { name: 'Contract code', code: `C${tag()}`, kind: 'fixed', amount_off: 300, currency: 'USD' } }) },
  'PATCH /v1/admin/discounts/{id}': { access: 'admin', request: (w) => ({ path: { id: w.studio.discountId }, json: { max_per_member: 2 } }) },
  'POST /v1/admin/discounts/{id}/deactivate': { access: 'admin', request: (w) => ({ path: { id: w.studio.discountId } }) },
  'POST /v1/admin/discounts/{id}/activate': { access: 'admin', request: (w) => ({ path: { id: w.studio.discountId } }) },
  'POST /v1/admin/discounts/{id}/default': { access: 'admin', request: (w) => ({ path: { id: w.studio.discountId } }), last: true },
  'DELETE /v1/admin/discounts/{id}/default': { access: 'admin', request: (w) => ({ path: { id: w.studio.discountId } }), last: true },
  'GET /v1/admin/rewards': { access: 'admin' },
  'PUT /v1/admin/rewards/points/{reason}': { access: 'admin', request: () => ({ path: { reason: 'survey_answered' }, json: { points: 5 } }) },
  'GET /v1/admin/surveys': { access: 'admin' },
  'GET /v1/admin/surveys/{id}/answers': {
    access: 'admin',
    request: async (w) => {
      const [s] = await w.t.db.select({ id: siteSurveys.id }).from(siteSurveys).where(eq(siteSurveys.slug, 'recommend-wellspring'));
      return { path: { id: s!.id }, query: 'page=1&per_page=20' };
    },
  },
  'PUT /v1/admin/members/{id}/role': { access: 'admin', request: (w) => ({ path: { id: w.studio.targetId }, json: { role: 'member' } }) },
  'DELETE /v1/admin/members/{id}': { access: 'admin', request: async (w) => ({ path: { id: (await w.disposable('studiodelete')).id } }) },
  'GET /v1/admin/members/{id}/export': { access: 'admin', request: (w) => ({ path: { id: w.owner.id } }) },
  'GET /v1/admin/payments': { access: 'admin', request: () => ({ query: 'status=all&page=1&per_page=20' }) },
  'GET /v1/admin/credit-notes/{id}/credit-note.pdf': { access: 'admin', request: (w) => ({ path: { id: w.owner.creditNoteId } }) },
  'POST /v1/admin/payments/{id}/refund': {
    access: 'admin',
    request: async (w) => {
      const [p] = await w.t.db.select({ id: payments.id }).from(payments).where(eq(payments.reference, w.commerce.paymentReference));
      return { path: { id: p!.id }, json: { amount: 100, reason: 'Contract refund' } };
    },
    last: true,
  },
};
