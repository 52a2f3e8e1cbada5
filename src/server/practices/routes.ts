// HTTP routes of the practices domain (docs/rules/practices.md): the member's practices, adopting a
// lesson's suggested one, check-ins, and a practice's history. Every route needs a token and acts on
// the caller's own practices only; another member's practice is "not found".
import { z } from '@hono/zod-openapi';
import {
  CheckInRequestSchema,
  CheckInResultSchema,
  CreatePracticeSchema,
  LessonPracticeSchema,
  PracticeDetailSchema,
  PracticeSchema,
  UpdatePracticeSchema,
} from '../../lib/schemas/practices.ts';
import { actorOf } from '../http/middleware.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { requestNow } from '../http/test-clock.ts';
import { checkIn, createPractice, getPractice, lessonPractice, listPractices, stopPractice, updatePractice } from './service/index.ts';

const TAG = ['Practices'];
const PracticeParams = z.object({ id: idParam('id', 'practice') });

const list = createRoute({
  method: 'get', path: '/auth/practices', tags: TAG, summary: 'The member’s practices with this week and the week streak', ...auth,
  description: 'Weeks run Monday to Sunday in the member’s time zone; a week counts when the practice was done on its target number of days.',
  responses: { 200: json(dataOf(z.array(PracticeSchema)), 'The practices kept now, oldest first'), ...errorResponses(401) },
});

const create = createRoute({
  method: 'post', path: '/auth/practices', tags: TAG, summary: 'Adopt a practice: one’s own, or the one a lesson suggests', ...auth,
  description: 'With `lesson_id`, the lesson must suggest a practice; adopting the same lesson’s practice again answers 200 with the one already kept.',
  request: { body: jsonBody(CreatePracticeSchema) },
  responses: { 201: json(dataOf(PracticeSchema), 'Adopted'), 200: json(dataOf(PracticeSchema), 'Already kept'), ...errorResponses(401, 422) },
});

const detail = createRoute({
  method: 'get', path: '/auth/practices/{id}', tags: TAG, summary: 'A practice with its 12-week calendar and recent check-ins', ...auth,
  request: { params: PracticeParams },
  responses: { 200: json(dataOf(PracticeDetailSchema), 'The practice'), ...errorResponses(401, 404) },
});

const update = createRoute({
  method: 'put', path: '/auth/practices/{id}', tags: TAG, summary: 'Rename a practice, change its target or reminder', ...auth,
  request: { params: PracticeParams, body: jsonBody(UpdatePracticeSchema) },
  responses: { 200: json(dataOf(PracticeSchema), 'Saved'), ...errorResponses(401, 404, 422) },
});

const stop = createRoute({
  method: 'delete', path: '/auth/practices/{id}', tags: TAG, summary: 'Stop a practice (its history and rewards stay)', ...auth,
  request: { params: PracticeParams },
  responses: { 204: { description: 'Stopped' }, ...errorResponses(401, 404) },
});

const checkInRoute = createRoute({
  method: 'post', path: '/auth/practices/{id}/check-ins', tags: TAG, summary: 'Check in: done today, with an optional note and feeling', ...auth,
  description: 'A device that queued the check-in offline sends its `client_id` (stored once) and `checked_at` (counted on that local day, at most 7 days back). The week that reaches its target pays its points and any practice badge.',
  request: { params: PracticeParams, body: jsonBody(CheckInRequestSchema) },
  responses: { 201: json(dataOf(CheckInResultSchema), 'Checked in'), 200: json(dataOf(CheckInResultSchema), 'Already stored (same client id)'), ...errorResponses(401, 404, 422) },
});

const suggestion = createRoute({
  method: 'get', path: '/auth/lessons/{id}/practice', tags: TAG, summary: 'The practice a lesson suggests, and whether the member keeps it', ...auth,
  request: { params: z.object({ id: idParam('id', 'lesson') }) },
  responses: { 200: json(dataOf(LessonPracticeSchema.nullable()), 'The suggestion, or null when the lesson suggests none'), ...errorResponses(401) },
});

export function practiceRoutes() {
  const app = createRouter();
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });

  app.openapi(list, async (c) => c.json({ data: await listPractices(ctx(c)) }, 200));

  app.openapi(create, async (c) => {
    const { practice, created } = await createPractice({ ...ctx(c), input: c.req.valid('json') });
    return created ? c.json({ data: practice }, 201) : c.json({ data: practice }, 200);
  });

  app.openapi(detail, async (c) => c.json({ data: await getPractice({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(update, async (c) => c.json({ data: await updatePractice({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(stop, async (c) => {
    await stopPractice({ ...ctx(c), id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  app.openapi(checkInRoute, async (c) => {
    const result = await checkIn({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') });
    return result.created ? c.json({ data: result }, 201) : c.json({ data: result }, 200);
  });

  app.openapi(suggestion, async (c) => c.json({ data: await lessonPractice({ ...ctx(c), lessonId: c.req.valid('param').id }) }, 200));

  return app;
}
