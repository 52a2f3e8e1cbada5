// The studio's reports under /v1/admin (docs/rules/studio.md, "Reports"): a course's funnel for its
// authors and the admins; the business's revenue and retention for admins. A bad filter is a 422
// beside its parameter before anything is read.
import { z } from '@hono/zod-openapi';
import { CourseFunnelSchema, FunnelQuerySchema } from '../../../lib/schemas/reports.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { courseFunnel } from '../service/index.ts';

const TAG = ['Studio'];
const AUTHORS = 'The course’s authors and administrators; another author’s course is 404, a member gets 403.';

const funnelRoute = createRoute({
  method: 'get',
  path: '/admin/courses/{id}/funnel',
  tags: TAG,
  summary: 'A course’s funnel: enrolled, started, each lesson finished, completed, with the median time between steps, the lesson where most stop, and enrolments by month',
  description: AUTHORS,
  ...auth,
  request: { params: z.object({ id: idParam('id', 'course') }), query: FunnelQuerySchema },
  responses: { 200: json(dataOf(CourseFunnelSchema), 'The funnel'), ...errorResponses(401, 403, 404, 422) },
});

export function registerReportRoutes(app: Router) {
  app.openapi(funnelRoute, async (c) => c.json({ data: await courseFunnel({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, filters: c.req.valid('query') }) }, 200));
}
