// HTTP routes of site surveys (docs/rules/surveys.md): the surveys due for the member, one survey
// with the member's status, answering it, and dismissing it.
import { z } from '@hono/zod-openapi';
import { SiteSurveyAnswerSchema, SiteSurveySchema } from '../../lib/schemas/surveys.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { answerSiteSurvey, dismissSiteSurvey, getSiteSurvey, listDueSurveys } from './service/index.ts';

const TAG = ['Site surveys'];
const params = z.object({ id: idParam('id', 'site survey') });

const due = createRoute({
  method: 'get', path: '/siteSurveys', tags: TAG, summary: 'The site surveys to show the member now', ...auth,
  description: 'Surveys whose trigger the member reached and that they have neither answered nor dismissed.',
  responses: { 200: json(z.object({ data: z.array(SiteSurveySchema) }), 'Surveys due'), ...errorResponses(401) },
});

const one = createRoute({
  method: 'get', path: '/siteSurveys/{id}', tags: TAG, summary: 'A site survey and the member’s status', ...auth,
  request: { params },
  responses: { 200: json(dataOf(SiteSurveySchema), 'The survey'), ...errorResponses(401, 404, 422) },
});

const answer = createRoute({
  method: 'post', path: '/siteSurveys/{id}', tags: TAG, summary: 'Answer a site survey', ...auth,
  description: `A score from 0 to 10 and an optional comment, once: answering again, or after dismissing, is a 409. ${describeRateLimit('site-survey:user')} per member.`,
  request: { params, body: jsonBody(SiteSurveyAnswerSchema) },
  responses: { 201: json(dataOf(SiteSurveySchema), 'The survey, answered'), ...errorResponses(401, 404, 409, 422, 429) },
});

const dismiss = createRoute({
  method: 'post', path: '/siteSurveys/{id}/dismiss', tags: TAG, summary: 'Dismiss a site survey for good', ...auth,
  description: 'It is never shown again. Dismissing again, or after answering, changes nothing.',
  request: { params },
  responses: { 200: json(dataOf(SiteSurveySchema), 'The survey, dismissed'), ...errorResponses(401, 404, 422, 429) },
});

export function surveyRoutes() {
  const app = createRouter();
  app.openapi(due, async (c) => c.json({ data: await listDueSurveys({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(one, async (c) => c.json({ data: await getSiteSurvey({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(answer, async (c) => {
    const actor = actorOf(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await limitRate(c, 'site-survey:user', actor.id);
    return c.json({ data: await answerSiteSurvey({ db: c.get('deps').db, actor, id, score: body.score, comment: body.comment }) }, 201);
  });
  app.openapi(dismiss, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'site-survey:user', actor.id);
    return c.json({ data: await dismissSiteSurvey({ db: c.get('deps').db, actor, id: c.req.valid('param').id }) }, 200);
  });
  return app;
}
