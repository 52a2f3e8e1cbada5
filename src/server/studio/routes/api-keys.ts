// API keys under /v1/admin/api-keys (docs/rules/integrations.md, "API keys"): administrators list,
// make and revoke them. No API key may call these (no scope covers them).
import { z } from '@hono/zod-openapi';
import { ApiKeySchema, CreateApiKeySchema, CreatedApiKeySchema } from '../../../lib/schemas/api-keys.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators signed in with two steps only: a member, an author or an API key gets 403.';

const listRoute = createRoute({
  method: 'get', path: '/admin/api-keys', tags: TAG, summary: 'Every API key, newest first, with its scopes, last use, expiry and status (never the key itself)', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(z.array(ApiKeySchema)), 'The keys'), ...errorResponses(401, 403) },
});
const createKeyRoute = createRoute({
  method: 'post', path: '/admin/api-keys', tags: TAG, summary: 'Make an API key with scopes and an expiry; the key is in this answer only', description: `${ADMIN} An unknown scope is 422.`, ...auth,
  bodyLimit: 16 * 1024,
  request: { body: jsonBody(CreateApiKeySchema) },
  responses: { 201: json(dataOf(CreatedApiKeySchema), 'The key, shown this once'), ...errorResponses(401, 403, 422) },
});
const revokeRoute = createRoute({
  method: 'delete', path: '/admin/api-keys/{id}', tags: TAG, summary: 'Revoke an API key: it stops working at once on every instance', description: `${ADMIN} Revoking twice is 409.`, ...auth,
  request: { params: z.object({ id: idParam('id', 'API key') }) },
  responses: { 200: json(dataOf(ApiKeySchema), 'The key, revoked'), ...errorResponses(401, 403, 404, 409, 422) },
});

export function registerApiKeyRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json({ data: await listApiKeys({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(createKeyRoute, async (c) => c.json({ data: await createApiKey({ db: c.get('deps').db, actor: actorOf(c), input: c.req.valid('json') }) }, 201));
  app.openapi(revokeRoute, async (c) => c.json({ data: await revokeApiKey({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
}
