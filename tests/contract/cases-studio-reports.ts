// Generated-suite cases for the studio's reports (docs/rules/studio.md, "Reports"): members and mentors
// get 403, an author who does not own the world's studio course a 404, the admin the funnel; the
// business's revenue, activity and retention are the admins' alone.
import type { Case } from './registry.ts';

export const STUDIO_REPORT_CASES: Record<string, Case> = {
  'GET /v1/admin/courses/{id}/funnel': { access: 'admin', roles: { author: 'hidden' }, request: (w) => ({ path: { id: w.studio.course.course.id }, query: 'from=2026-01-01' }) },
  'GET /v1/admin/reports/revenue': { access: 'admin', request: () => ({ query: 'from=2026-01&to=2026-12' }) },
  'GET /v1/admin/reports/activity': { access: 'admin', request: () => ({ query: 'from=2026-01-01&to=2026-01-31' }) },
  'GET /v1/admin/reports/retention': { access: 'admin', request: () => ({ query: 'from=2026-01&to=2026-06' }) },
};
