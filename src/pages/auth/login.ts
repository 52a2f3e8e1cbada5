// SPEC.md section 2: /auth/login only redirects to /login.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ url, redirect }) => redirect(`/login${url.search}`, 302);
