// Generated-suite cases for the studio's CSV exports (docs/rules/studio.md, "Exports"): members,
// mentors and authors get 403; the admin downloads each with a filter the world can match.
import { eq } from 'drizzle-orm';
import { siteSurveys } from '../../src/server/db/schema/index.ts';
import type { Case } from './registry.ts';

export const STUDIO_EXPORT_CASES: Record<string, Case> = {
  'GET /v1/admin/members.csv': { access: 'admin', request: () => ({ query: 'q=owner' }) },
  'GET /v1/admin/enrolments.csv': { access: 'admin', request: (w) => ({ query: `course_id=${w.course.course.id}` }) },
  'GET /v1/admin/payments.csv': { access: 'admin', request: () => ({ query: 'status=paid' }) },
  'GET /v1/admin/surveys/{id}/answers.csv': {
    access: 'admin',
    request: async (w) => {
      const [s] = await w.t.db.select({ id: siteSurveys.id }).from(siteSurveys).where(eq(siteSurveys.slug, 'recommend-wellspring'));
      return { path: { id: s!.id } };
    },
  },
  'GET /v1/admin/audit.csv': { access: 'admin', request: () => ({ query: 'action=member.' }) },
};
