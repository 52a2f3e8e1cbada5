// Newsletters under /v1/admin/newsletters (docs/rules/integrations.md, "Newsletters"): administrators
// write, test, schedule and read the report. No API key may call these (sending to members is a
// person's decision).
import { z } from '@hono/zod-openapi';
import { NewsletterInputSchema, NewsletterSchema, NewslettersQuerySchema, SendNewsletterSchema } from '../../../lib/schemas/newsletters.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import { cancelNewsletter, createNewsletter, deleteNewsletter, getNewsletter, listNewsletters, sendNewsletter, sendNewsletterTest, updateNewsletter } from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators signed in with two steps only: a member, an author or an API key gets 403.';
const params = z.object({ id: idParam('id', 'newsletter') });
const BODY_LIMIT = 256 * 1024;

const listRoute = createRoute({
  method: 'get', path: '/admin/newsletters', tags: TAG, summary: 'Newsletters, newest first, each with its segment, state and report', description: ADMIN, ...auth,
  request: { query: NewslettersQuerySchema },
  responses: { 200: json(listOf(NewsletterSchema), 'A page of newsletters'), ...errorResponses(401, 403, 422) },
});
const createOne = createRoute({
  method: 'post', path: '/admin/newsletters', tags: TAG, summary: 'Write a newsletter (a draft)', description: `${ADMIN} The HTML is sanitized when stored.`, ...auth,
  bodyLimit: BODY_LIMIT,
  request: { body: jsonBody(NewsletterInputSchema) },
  responses: { 201: json(dataOf(NewsletterSchema), 'The draft, with how many members its segment reaches now'), ...errorResponses(401, 403, 422) },
});
const getOne = createRoute({
  method: 'get', path: '/admin/newsletters/{id}', tags: TAG, summary: 'One newsletter with its audience or report', description: ADMIN, ...auth,
  request: { params },
  responses: { 200: json(dataOf(NewsletterSchema), 'The newsletter'), ...errorResponses(401, 403, 404, 422) },
});
const updateOne = createRoute({
  method: 'put', path: '/admin/newsletters/{id}', tags: TAG, summary: 'Rewrite a draft', description: `${ADMIN} A scheduled or sent newsletter is 409.`, ...auth,
  bodyLimit: BODY_LIMIT,
  request: { params, body: jsonBody(NewsletterInputSchema) },
  responses: { 200: json(dataOf(NewsletterSchema), 'The draft'), ...errorResponses(401, 403, 404, 409, 422) },
});
const deleteOne = createRoute({
  method: 'delete', path: '/admin/newsletters/{id}', tags: TAG, summary: 'Delete a draft', description: `${ADMIN} A scheduled or sent newsletter is 409.`, ...auth,
  request: { params },
  responses: { 200: json(dataOf(NewsletterSchema), 'The draft, as it was'), ...errorResponses(401, 403, 404, 409, 422) },
});
const testOne = createRoute({
  method: 'post', path: '/admin/newsletters/{id}/test', tags: TAG, summary: 'Send a test copy to yourself', description: `${ADMIN} Marked as a test; not in the report.`, ...auth,
  request: { params },
  responses: { 200: json(dataOf(z.object({ message: z.string() })), 'Sent'), ...errorResponses(401, 403, 404, 422) },
});
const sendOne = createRoute({
  method: 'post', path: '/admin/newsletters/{id}/send', tags: TAG, summary: 'Send a draft now or at a time',
  description: `${ADMIN} Sent by the job queue in batches (NEWSLETTER_RATE_PER_MINUTE a minute) to the segment as it stands when sending starts. A segment with nobody in it is 422 beside \`segment\`; a newsletter that is not a draft is 409.`, ...auth,
  request: { params, body: jsonBody(SendNewsletterSchema) },
  responses: { 200: json(dataOf(NewsletterSchema), 'Scheduled'), ...errorResponses(401, 403, 404, 409, 422) },
});
const cancelOne = createRoute({
  method: 'post', path: '/admin/newsletters/{id}/cancel', tags: TAG, summary: 'Take a scheduled newsletter back to a draft before it starts', description: `${ADMIN} One that is not scheduled is 409.`, ...auth,
  request: { params },
  responses: { 200: json(dataOf(NewsletterSchema), 'A draft again'), ...errorResponses(401, 403, 404, 409, 422) },
});

export function registerNewsletterRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listNewsletters({ ...ctx(c), page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(createOne, async (c) => c.json({ data: await createNewsletter({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(getOne, async (c) => c.json({ data: await getNewsletter({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(updateOne, async (c) => c.json({ data: await updateNewsletter({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteOne, async (c) => c.json({ data: await deleteNewsletter({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(testOne, async (c) => c.json({ data: await sendNewsletterTest({ deps: c.get('deps'), actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(sendOne, async (c) => c.json({ data: await sendNewsletter({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(cancelOne, async (c) => c.json({ data: await cancelNewsletter({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
}
