// /auth/logout only redirects to /logout (docs/rules/client.md, "Routes and layouts").
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ url, redirect }) => redirect(`/logout${url.search}`, 302);
