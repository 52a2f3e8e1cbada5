// Response headers every answer carries (pages, API, static files), and the policy for API answers,
// which are never documents. Pages get their own Content-Security-Policy from Astro (astro.config.mjs),
// with hashes for every inline script. Rule: docs/security.md.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Old browsers that ignore CSP frame-ancestors still honour this one.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  // Features the site never uses, switched off for it and for anything it embeds.
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/** JSON and files from the API may load nothing, run nothing and be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  c.header('Content-Security-Policy', API_CSP);
};
