// Mounts the Hono API at /v1: every method and path under it goes to the one app. Loading this module
// also hands the app to scripts/serve.ts, which then serves /v1 without Astro (src/server/http/api-node.ts).
import type { APIRoute } from 'astro';
import { offerApi } from '../../server/http/api-node.ts';
import { getRuntime } from '../../server/runtime.ts';

export const prerender = false;

offerApi(async (request, clientAddress) => (await getRuntime()).app.fetch(request, { clientAddress }));

export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const { app } = await getRuntime();
  return app.fetch(request, { clientAddress });
};
