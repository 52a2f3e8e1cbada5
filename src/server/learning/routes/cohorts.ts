// Cohorts as members see them (docs/rules/cohorts.md): a course's upcoming cohorts with their seats
// left, joining and leaving one, and a cohort's member list for its own members.
import { z } from '@hono/zod-openapi';
import { CohortRosterSchema, CohortSchema } from '../../../lib/schemas/cohorts.ts';
import { actorOf } from '../../http/middleware.ts';
import { limitRate } from '../../http/rate-limits.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, pathParam } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import { cohortRoster, joinCohort, leaveCohort, upcomingCohorts } from '../service/index.ts';

const tags = ['Learning'];
const CohortParams = z.object({ id: idParam('id', 'cohort') });

const upcoming = createRoute({
  method: 'get', path: '/courses/{id}/cohorts', tags,
  summary: 'The course’s cohorts that have not started yet, soonest first, with their seats left',
  request: { params: z.object({ id: pathParam('id', 'Course id or slug', '1') }) },
  responses: { 200: json(dataOf(z.array(CohortSchema)), 'Upcoming cohorts'), ...errorResponses(404) },
});

const join = createRoute({
  method: 'post', path: '/auth/cohorts/{id}/join', tags, ...auth,
  summary: 'Join a cohort',
  description:
    'Enrols the member first when they may take the course (free, bought or subscribed; 402 otherwise). A cohort that has started or is full answers a worded 409, and so does moving out of the member’s own cohort of the course once it has started; a cohort with its own price answers 402 (paying for a place is not available yet). 201 when joined, 200 when already in it; joining another cohort of the same course moves the member.',
  request: { params: CohortParams },
  responses: { 201: json(dataOf(CohortSchema), 'Joined'), 200: json(dataOf(CohortSchema), 'Already in it'), ...errorResponses(401, 402, 404, 409, 422, 429) },
});

const leave = createRoute({
  method: 'delete', path: '/auth/cohorts/{id}/join', tags, ...auth,
  summary: 'Leave a cohort before it starts (409 once it has started; 404 when not in it)',
  request: { params: CohortParams },
  responses: { 200: json(dataOf(CohortSchema), 'Left; the cohort with its seats'), ...errorResponses(401, 404, 409, 422, 429) },
});

const roster = createRoute({
  method: 'get', path: '/auth/cohorts/{id}/members', tags, ...auth,
  summary: 'The member list of a cohort the member is in (404 for anyone else)',
  description: 'Members who left the leaderboard are counted in `hidden`, not named (docs/rules/rewards.md).',
  request: { params: CohortParams },
  responses: { 200: json(dataOf(CohortRosterSchema), 'The cohort and its members'), ...errorResponses(401, 404, 422) },
});

/** /courses/{id}/cohorts: before /courses/{courseId}/{id} (routes/lessons.ts) would take "cohorts" for a lesson id. */
export function registerCohortRoutes(app: Router) {
  app.openapi(upcoming, async (c) => c.json({ data: await upcomingCohorts({ db: c.get('deps').db, course: c.req.valid('param').id, now: requestNow(c) }) }, 200));

  app.openapi(join, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'enrol', actor.id);
    const result = await joinCohort({ db: c.get('deps').db, actor, cohortId: c.req.valid('param').id, now: requestNow(c) });
    return result.placed ? c.json({ data: result.cohort }, 201) : c.json({ data: result.cohort }, 200);
  });

  app.openapi(leave, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'enrol', actor.id);
    return c.json({ data: await leaveCohort({ db: c.get('deps').db, actor, cohortId: c.req.valid('param').id, now: requestNow(c) }) }, 200);
  });

  app.openapi(roster, async (c) => c.json({ data: await cohortRoster({ db: c.get('deps').db, actor: actorOf(c), cohortId: c.req.valid('param').id, now: requestNow(c) }) }, 200));
}
