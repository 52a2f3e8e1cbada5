// robots.txt, served by the app because its Sitemap line must be an absolute address (APP_URL).
import type { APIRoute } from 'astro';
import { getRuntime } from '../server/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const { deps } = await getRuntime();
  const body = ['User-agent: *', 'Disallow: /v1/', 'Disallow: /lesson/', 'Allow: /', '', `Sitemap: ${deps.config.appUrl}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
