// Drip rules of lessons and sections under /v1/admin (docs/rules/studio.md, "Drip"), registered with
// the course routes. Both answer the whole studio course, so the editor redraws from one answer.
import { z } from '@hono/zod-openapi';
import { StudioCourseSchema } from '../../../lib/schemas/studio-courses.ts';
import { DripUpdateSchema } from '../../../lib/schemas/studio-drip.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { getStudioCourse, setLessonDrip, setSectionDrip } from '../service/index.ts';

const TAG = ['Studio: courses'];
const AUTHORS = 'Authors and administrators: a member gets 403; another author’s lesson or section is 404.';
const RULE = 'Send `after_days` (1–365) or `on_date` (YYYY-MM-DD), or both null to open it from enrolment. A lesson opens at the later of its own and its section’s rule; a lesson a member already completed or worked on stays open.';

const lessonDripRoute = createRoute({
  method: 'put', path: '/admin/lessons/{id}/drip', tags: TAG, summary: 'Set or clear when a lesson opens for members (drip)', description: `${AUTHORS} ${RULE}`, ...auth,
  request: { params: z.object({ id: idParam('id', 'lesson') }), body: jsonBody(DripUpdateSchema) },
  responses: { 200: json(dataOf(StudioCourseSchema), 'The course with the lesson’s rule'), ...errorResponses(401, 403, 404, 422) },
});
const sectionDripRoute = createRoute({
  method: 'put', path: '/admin/sections/{id}/drip', tags: TAG, summary: 'Set or clear when a section’s lessons open for members (drip)', description: `${AUTHORS} ${RULE}`, ...auth,
  request: { params: z.object({ id: idParam('id', 'section') }), body: jsonBody(DripUpdateSchema) },
  responses: { 200: json(dataOf(StudioCourseSchema), 'The course with the section’s rule'), ...errorResponses(401, 403, 404, 422) },
});

export function registerDripRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });
  app.openapi(lessonDripRoute, async (c) => {
    const courseId = await setLessonDrip({ ...ctx(c), id: c.req.valid('param').id, rule: c.req.valid('json') });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id: courseId }) }, 200);
  });
  app.openapi(sectionDripRoute, async (c) => {
    const courseId = await setSectionDrip({ ...ctx(c), id: c.req.valid('param').id, rule: c.req.valid('json') });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id: courseId }) }, 200);
  });
}
