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

/**
 * Strict-Transport-Security when the site's public address is https (docs/security.md, "Security
 * headers"): browsers then never make a plain-http request to it for a year. Not sent for http
 * addresses (a developer's localhost), where it would be ignored or, behind a proxy, wrong.
 */
export function transportSecurityHeaders(appUrl: string): Record<string, string> {
  return new URL(appUrl).protocol === 'https:' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
}

/** JSON and files from the API may load nothing, run nothing and be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  c.header('Content-Security-Policy', API_CSP);
};
