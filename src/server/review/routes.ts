// HTTP routes of the review domain (docs/rules/review.md): today's due cards, an answer revealed on
// demand, and grading a card 1–4. Every route needs a token and acts on the caller's own cards only;
// another member's card is "not found". The test clock (X-Test-Now) sets "now" in end-to-end runs.
import { z } from '@hono/zod-openapi';
import { GradeRequestSchema, GradeResultSchema, ReviewAnswerSchema, ReviewDueSchema } from '../../lib/schemas/review.ts';
import { actorOf } from '../http/middleware.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { requestNow } from '../http/test-clock.ts';
import { cardAnswer, dueCards, gradeCard } from './service/index.ts';

const TAG = ['Review'];
const CardParams = z.object({ id: idParam('id', 'review card') });

const due = createRoute({
  method: 'get', path: '/auth/review', tags: TAG, summary: 'Today’s review: counts and the cards due, missed questions first', ...auth,
  description: 'Days are the member’s local days. Cards carry the question and its options, never the answer: that comes from the answer route or with the grade.',
  responses: { 200: json(dataOf(ReviewDueSchema), 'Today’s session and up to 50 due cards'), ...errorResponses(401) },
});

const answer = createRoute({
  method: 'get', path: '/auth/review/{id}/answer', tags: TAG, summary: 'Reveal a card’s answer: the right options and the explanation', ...auth,
  request: { params: CardParams },
  responses: { 200: json(dataOf(ReviewAnswerSchema), 'The answer'), ...errorResponses(401, 404) },
});

const grade = createRoute({
  method: 'post', path: '/auth/review/{id}/grade', tags: TAG, summary: 'Grade a due card 1–4 (Again, Hard, Good, Easy); answers its next day', ...auth,
  description: 'FSRS schedules the card in whole days. The grade that leaves nothing due today completes the session, which pays its points once per local day. 409 when the card is not due today.',
  request: { params: CardParams, body: jsonBody(GradeRequestSchema) },
  responses: { 200: json(dataOf(GradeResultSchema), 'Graded'), ...errorResponses(401, 404, 409, 422) },
});

export function reviewRoutes() {
  const app = createRouter();
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });

  app.openapi(due, async (c) => c.json({ data: await dueCards(ctx(c)) }, 200));
  app.openapi(answer, async (c) => c.json({ data: await cardAnswer({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(grade, async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await gradeCard({ ...ctx(c), id: c.req.valid('param').id, grade: body.grade as 1 | 2 | 3 | 4 }) }, 200);
  });
  return app;
}
