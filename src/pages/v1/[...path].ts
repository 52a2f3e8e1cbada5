// Mounts the Hono API at /v1: every method and path under it goes to the one app.
import type { APIRoute } from 'astro';
import { getRuntime } from '../../server/runtime.ts';

export const prerender = false;

export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const { app } = await getRuntime();
  return app.fetch(request, { clientAddress });
};
