// SPEC.md section 2: /auth/logout only redirects to /logout.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ url, redirect }) => redirect(`/logout${url.search}`, 302);
