// /auth/login only redirects to /login (docs/rules/client.md, "Routes and layouts").
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ url, redirect }) => redirect(`/login${url.search}`, 302);
