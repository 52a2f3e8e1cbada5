// Cohorts of a course under /v1/admin (docs/rules/cohorts.md, "In the studio"): open, list, change,
// delete an empty one, and the members placed or removed by hand. Registered with the course routes.
import { z } from '@hono/zod-openapi';
import { CohortInputSchema, CohortPlaceSchema, CohortSchema, CohortUpdateSchema, StudioCohortMemberSchema } from '../../../lib/schemas/cohorts.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import { createStudioCohort, deleteStudioCohort, listStudioCohortMembers, listStudioCohorts, placeStudioCohortMember, removeStudioCohortMember, updateStudioCohort } from '../service/index.ts';

const TAG = ['Studio: courses'];
const AUTHORS = 'Authors and administrators: a member gets 403; another author’s course or cohort is 404.';
const CourseParams = z.object({ id: idParam('id', 'course') });
const CohortParams = z.object({ id: idParam('id', 'cohort') });

const listRoute = createRoute({
  method: 'get', path: '/admin/courses/{id}/cohorts', tags: TAG, summary: 'The course’s cohorts, soonest start first', description: AUTHORS, ...auth,
  request: { params: CourseParams },
  responses: { 200: json(dataOf(z.array(CohortSchema)), 'Every cohort of the course'), ...errorResponses(401, 403, 404, 422) },
});
const createCohortRoute = createRoute({
  method: 'post', path: '/admin/courses/{id}/cohorts', tags: TAG, summary: 'Open a cohort of a published course',
  description: `${AUTHORS} An unpublished course is 409; a start day before today (in the cohort’s time zone) or a capacity below 1 is 422 beside the field.`, ...auth,
  request: { params: CourseParams, body: jsonBody(CohortInputSchema) },
  responses: { 201: json(dataOf(CohortSchema), 'The new cohort'), ...errorResponses(401, 403, 404, 409, 422) },
});
const updateRoute = createRoute({
  method: 'patch', path: '/admin/cohorts/{id}', tags: TAG, summary: 'Change a cohort (only the fields sent)',
  description: `${AUTHORS} A new start in the past, or a capacity below the members it has, is 422 beside the field.`, ...auth,
  request: { params: CohortParams, body: jsonBody(CohortUpdateSchema) },
  responses: { 200: json(dataOf(CohortSchema), 'The cohort'), ...errorResponses(401, 403, 404, 422) },
});
const deleteRoute = createRoute({
  method: 'delete', path: '/admin/cohorts/{id}', tags: TAG, summary: 'Delete a cohort that has no members', description: `${AUTHORS} A cohort with members is 409.`, ...auth,
  request: { params: CohortParams },
  responses: { 200: json(dataOf(CohortSchema), 'The cohort, as it was'), ...errorResponses(401, 403, 404, 409, 422) },
});
const membersRoute = createRoute({
  method: 'get', path: '/admin/cohorts/{id}/members', tags: TAG, summary: 'A cohort’s members, in the order they joined', description: AUTHORS, ...auth,
  request: { params: CohortParams },
  responses: { 200: json(dataOf(z.array(StudioCohortMemberSchema)), 'The members'), ...errorResponses(401, 403, 404, 422) },
});
const placeRoute = createRoute({
  method: 'post', path: '/admin/cohorts/{id}/members', tags: TAG, summary: 'Place an enrolled member in the cohort by e-mail (moving them from another cohort of the course)',
  description: `${AUTHORS} An unknown e-mail or a member not enrolled in the course is 422 beside the field; a full cohort is 409.`, ...auth,
  request: { params: CohortParams, body: jsonBody(CohortPlaceSchema) },
  responses: { 200: json(dataOf(z.array(StudioCohortMemberSchema)), 'The members, with the one placed'), ...errorResponses(401, 403, 404, 409, 422) },
});
const removeRoute = createRoute({
  method: 'delete', path: '/admin/cohorts/{id}/members/{userId}', tags: TAG, summary: 'Take a member out of the cohort (they stay enrolled)', description: AUTHORS, ...auth,
  request: { params: z.object({ id: idParam('id', 'cohort'), userId: idParam('userId', 'member') }) },
  responses: { 200: json(dataOf(z.array(StudioCohortMemberSchema)), 'The members left'), ...errorResponses(401, 403, 404, 422) },
});

export function registerCohortRoutes(app: Router) {
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });
  app.openapi(listRoute, async (c) => c.json({ data: await listStudioCohorts({ ...ctx(c), courseId: c.req.valid('param').id }) }, 200));
  app.openapi(createCohortRoute, async (c) => c.json({ data: await createStudioCohort({ ...ctx(c), courseId: c.req.valid('param').id, input: c.req.valid('json') }) }, 201));
  app.openapi(updateRoute, async (c) => c.json({ data: await updateStudioCohort({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteRoute, async (c) => c.json({ data: await deleteStudioCohort({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(membersRoute, async (c) => c.json({ data: await listStudioCohortMembers({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(placeRoute, async (c) => c.json({ data: await placeStudioCohortMember({ ...ctx(c), id: c.req.valid('param').id, email: c.req.valid('json').email }) }, 200));
  app.openapi(removeRoute, async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json({ data: await removeStudioCohortMember({ ...ctx(c), id, userId }) }, 200);
  });
}
