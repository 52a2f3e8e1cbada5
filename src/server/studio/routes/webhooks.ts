// Webhook endpoints under /v1/admin/webhooks (docs/rules/integrations.md, "Webhooks"): administrators
// add, change, pause and remove endpoints, rotate secrets, read the delivery log and resend. No API
// key may call these (an endpoint's secret is not a key's business).
import { z } from '@hono/zod-openapi';
import {
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
} from '../../../lib/schemas/webhooks.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators signed in with two steps only: a member, an author or an API key gets 403.';
const endpointParam = z.object({ id: idParam('id', 'webhook endpoint') });
const deliveryParams = z.object({ id: idParam('id', 'webhook endpoint'), deliveryId: idParam('deliveryId', 'delivery') });

const listRoute = createRoute({
  method: 'get', path: '/admin/webhooks', tags: TAG, summary: 'Every webhook endpoint, newest first, with its events, state and deliveries of the last 30 days', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(z.array(WebhookEndpointSchema)), 'The endpoints'), ...errorResponses(401, 403) },
});
const createEndpointRoute = createRoute({
  method: 'post', path: '/admin/webhooks', tags: TAG, summary: 'Add a webhook endpoint; its signing secret is in this answer only',
  description: `${ADMIN} An address that is not https in production, or that points inside the network, is 422; so is an unknown event.`, ...auth,
  bodyLimit: 16 * 1024,
  request: { body: jsonBody(CreateWebhookEndpointSchema) },
  responses: { 201: json(dataOf(WebhookSecretSchema), 'The endpoint and its secret, shown this once'), ...errorResponses(401, 403, 422) },
});
const updateRoute = createRoute({
  method: 'patch', path: '/admin/webhooks/{id}', tags: TAG, summary: 'Change an endpoint’s address, description or events, or turn it off and on', description: ADMIN, ...auth,
  bodyLimit: 16 * 1024,
  request: { params: endpointParam, body: jsonBody(UpdateWebhookEndpointSchema) },
  responses: { 200: json(dataOf(WebhookEndpointSchema), 'The endpoint'), ...errorResponses(401, 403, 404, 422) },
});
const deleteRoute = createRoute({
  method: 'delete', path: '/admin/webhooks/{id}', tags: TAG, summary: 'Remove an endpoint and its delivery log', description: ADMIN, ...auth,
  request: { params: endpointParam },
  responses: { 200: json(dataOf(WebhookEndpointSchema), 'The endpoint, as it was'), ...errorResponses(401, 403, 404, 422) },
});
const rotateRoute = createRoute({
  method: 'post', path: '/admin/webhooks/{id}/rotate-secret', tags: TAG, summary: 'A new signing secret; the old one signs beside it for 24 hours', description: ADMIN, ...auth,
  request: { params: endpointParam },
  responses: { 200: json(dataOf(WebhookSecretSchema), 'The endpoint and its new secret, shown this once'), ...errorResponses(401, 403, 404, 422) },
});
const deliveriesRoute = createRoute({
  method: 'get', path: '/admin/webhooks/{id}/deliveries', tags: TAG, summary: 'An endpoint’s deliveries of the last 30 days, newest first', description: ADMIN, ...auth,
  request: { params: endpointParam, query: WebhookDeliveriesQuerySchema },
  responses: { 200: json(listOf(WebhookDeliverySchema), 'A page of deliveries'), ...errorResponses(401, 403, 404, 422) },
});
const deliveryRoute = createRoute({
  method: 'get', path: '/admin/webhooks/{id}/deliveries/{deliveryId}', tags: TAG, summary: 'One delivery: the body sent and every attempt with the answer', description: ADMIN, ...auth,
  request: { params: deliveryParams },
  responses: { 200: json(dataOf(WebhookDeliveryDetailSchema), 'The delivery'), ...errorResponses(401, 403, 404, 422) },
});
const resendRoute = createRoute({
  method: 'post', path: '/admin/webhooks/{id}/deliveries/{deliveryId}/resend', tags: TAG, summary: 'Send a delivery again now, with the same webhook-id',
  description: `${ADMIN} An endpoint that is turned off is 409.`, ...auth,
  request: { params: deliveryParams },
  responses: { 202: json(dataOf(WebhookDeliveryDetailSchema), 'The delivery, queued to be sent again'), ...errorResponses(401, 403, 404, 409, 422) },
});

export function registerWebhookRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), config: c.get('deps').config });
  app.openapi(listRoute, async (c) => c.json({ data: await listWebhookEndpoints(ctx(c)) }, 200));
  app.openapi(createEndpointRoute, async (c) => c.json({ data: await createWebhookEndpoint({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(updateRoute, async (c) => c.json({ data: await updateWebhookEndpoint({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteRoute, async (c) => c.json({ data: await deleteWebhookEndpoint({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(rotateRoute, async (c) => c.json({ data: await rotateWebhookSecret({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(deliveriesRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listWebhookDeliveries({ ...ctx(c), endpointId: c.req.valid('param').id, status: q.status, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(deliveryRoute, async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    return c.json({ data: await getWebhookDelivery({ ...ctx(c), endpointId: id, deliveryId }) }, 200);
  });
  app.openapi(resendRoute, async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    return c.json({ data: await resendWebhookDelivery({ ...ctx(c), endpointId: id, deliveryId }) }, 202);
  });
}
