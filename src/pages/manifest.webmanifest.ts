// The web app manifest (docs/rules/app.md), linked from every layout's <head> (BaseHead.astro).
import type { APIRoute } from 'astro';
import { appManifest } from '../lib/app-manifest.ts';

export const prerender = false;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(appManifest()), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
