// The studio's reports under /v1/admin (docs/rules/studio.md, "Reports"): a course's funnel for its
// authors and the admins; the business's revenue and retention for admins. A bad filter is a 422
// beside its parameter before anything is read.
import { z } from '@hono/zod-openapi';
import { ActivityQuerySchema, ActivityReportSchema, CourseFunnelSchema, FunnelQuerySchema, RetentionQuerySchema, RetentionReportSchema, RevenueQuerySchema, RevenueReportSchema } from '../../../lib/schemas/reports.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { activeMembers, courseFunnel, retentionCohorts, revenueReport } from '../service/index.ts';

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

const ADMINS = 'Administrators only; an author or member gets 403.';

const revenueRoute = createRoute({
  method: 'get',
  path: '/admin/reports/revenue',
  tags: TAG,
  summary: 'Revenue by month, plan and course or bundle over a range of months: paid, refunded, net, tax apart, per currency',
  description: ADMINS,
  ...auth,
  request: { query: RevenueQuerySchema },
  responses: { 200: json(dataOf(RevenueReportSchema), 'The revenue'), ...errorResponses(401, 403, 422) },
});

const activityRoute = createRoute({
  method: 'get',
  path: '/admin/reports/activity',
  tags: TAG,
  summary: 'Active members by day, ISO week and month over a range of days (a lesson saved or finished, a quiz answered, a practice checked in)',
  description: ADMINS,
  ...auth,
  request: { query: ActivityQuerySchema },
  responses: { 200: json(dataOf(ActivityReportSchema), 'Active members'), ...errorResponses(401, 403, 422) },
});

const retentionRoute = createRoute({
  method: 'get',
  path: '/admin/reports/retention',
  tags: TAG,
  summary: 'Monthly retention cohorts: of the members who joined in each month, how many were active in that month and each month after',
  description: ADMINS,
  ...auth,
  request: { query: RetentionQuerySchema },
  responses: { 200: json(dataOf(RetentionReportSchema), 'The cohorts'), ...errorResponses(401, 403, 422) },
});

export function registerReportRoutes(app: Router) {
  app.openapi(revenueRoute, async (c) => c.json({ data: await revenueReport({ db: c.get('deps').db, actor: actorOf(c), query: c.req.valid('query') }) }, 200));
  app.openapi(activityRoute, async (c) => c.json({ data: await activeMembers({ db: c.get('deps').db, actor: actorOf(c), query: c.req.valid('query') }) }, 200));
  app.openapi(retentionRoute, async (c) => c.json({ data: await retentionCohorts({ db: c.get('deps').db, actor: actorOf(c), query: c.req.valid('query') }) }, 200));
  app.openapi(funnelRoute, async (c) => c.json({ data: await courseFunnel({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, filters: c.req.valid('query') }) }, 200));
}
