// Generated-suite cases for the studio (docs/rules/studio.md): every /v1/admin route is refused with
// 403 to another member, a mentor and an author, and works for an admin (world.ts, `studio`). The
// admin reads the owner's profile (which carries the owner's markers, as an admin may), suspends,
// restores, resets and withdraws the mentor rights of a member kept for it, and handles and answers the world's enquiry.
import type { Case } from './registry.ts';

export const STUDIO_CASES: Record<string, Case> = {
  'GET /v1/admin/overview': { access: 'admin' },
  'GET /v1/admin/members': { access: 'admin', request: () => ({ query: 'q=owner&page=1&per_page=20' }) },
  'GET /v1/admin/members/{id}': { access: 'admin', request: (w) => ({ path: { id: w.owner.id } }) },
  'POST /v1/admin/members/{id}/suspend': { access: 'admin', request: (w) => ({ path: { id: w.studio.targetId } }) },
  'POST /v1/admin/members/{id}/restore': { access: 'admin', request: (w) => ({ path: { id: w.studio.targetId } }) },
  'PUT /v1/admin/members/{id}/mentor-rights': { access: 'admin', request: (w) => ({ path: { id: w.studio.targetId }, json: { allowed: false } }) },
  'POST /v1/admin/members/{id}/password-reset': { access: 'admin', request: (w) => ({ path: { id: w.studio.targetId } }) },
  'GET /v1/admin/enquiries': { access: 'admin', request: () => ({ query: 'status=all&page=1&per_page=20' }) },
  'POST /v1/admin/enquiries/{id}/handled': { access: 'admin', request: (w) => ({ path: { id: w.studio.enquiryId } }) },
  'POST /v1/admin/enquiries/{id}/reply': { access: 'admin', request: (w) => ({ path: { id: w.studio.enquiryId }, json: { message: 'Yes: we have team plans.' } }) },
  'GET /v1/admin/audit': { access: 'admin', request: () => ({ query: 'page=1&per_page=50' }) },
};
