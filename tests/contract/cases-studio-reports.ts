// Generated-suite cases for the studio's reports (docs/rules/studio.md, "Reports"): members and mentors
// get 403, an author who does not own the world's studio course a 404, the admin the funnel.
import type { Case } from './registry.ts';

export const STUDIO_REPORT_CASES: Record<string, Case> = {
  'GET /v1/admin/courses/{id}/funnel': { access: 'admin', roles: { author: 'hidden' }, request: (w) => ({ path: { id: w.studio.course.course.id }, query: 'from=2026-01-01' }) },
};
