// When APP_URL names another host than the one a member uses (www. or not, a second domain, an
// address on the local network), sending them to APP_URL moves them to an origin where their session
// does not exist (docs/deploy.md, "APP_URL and the address members use"). In-app returns therefore
// follow the host the request came with, and the first request for each other host is logged once.
import type { Context } from 'hono';
import { localeOfPath } from '../../lib/i18n.ts';

/** A name or IPv4 address, or an IPv6 address in brackets, and an optional port (as the edge checks). */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the member is using: APP_URL's scheme (a proxy in front may end TLS, so the request's own
 * scheme can be wrong) with the request's host; APP_URL's own when the host is missing or malformed.
 * Only the member's own request decides it, so it can only send them back to where they came from.
 */
export function returnOrigin(appUrl: string, host: string | undefined | null): string {
  const app = new URL(appUrl);
  if (!host || !VALID_HOST.test(host)) return app.origin;
  return `${app.protocol}//${host.toLowerCase()}`;
}

/** returnOrigin for a Hono request. */
export const returnOriginOf = (c: Context, appUrl: string) => returnOrigin(appUrl, c.req.header('host'));

/**
 * The language of the page that sent the request (docs/i18n.md): 'es' when the Referer is a page of
 * this origin under /es/ (this site sends itself the full Referer: Referrer-Policy same-origin).
 */
export function pageLocaleOf(c: Context, appUrl: string): 'en' | 'es' {
  const referer = c.req.header('referer');
  if (!referer) return 'en';
  try {
    const from = new URL(referer);
    return from.origin === returnOriginOf(c, appUrl) ? localeOfPath(from.pathname) : 'en';
  } catch {
    return 'en';
  }
}

/** Where to send the member back to: the origin, plus /es when the request came from a Spanish page. */
export function returnBaseOf(c: Context, appUrl: string): string {
  const origin = returnOriginOf(c, appUrl);
  return pageLocaleOf(c, appUrl) === 'es' ? `${origin}/es` : origin;
}

/** At most this many other hosts are remembered and logged: a scanner trying names gets no more lines. */
export const MAX_LOGGED_HOSTS = 50;

/**
 * A check for the edge (scripts/serve.ts): logs one warning the first time a request arrives for a
 * host other than APP_URL's, naming both, and never again for that host.
 */
export function foreignHostWarning(appUrl: string, warn: (msg: string, fields: Record<string, unknown>) => void): (host: string | undefined) => void {
  const expected = new URL(appUrl).host.toLowerCase();
  const seen = new Set<string>();
  return (host) => {
    if (!host) return;
    const h = host.toLowerCase();
    if (h === expected || seen.has(h) || seen.size >= MAX_LOGGED_HOSTS) return;
    seen.add(h);
    warn('request for a host other than APP_URL', {
      request_host: h,
      app_url_host: expected,
      hint: 'Sessions do not cross hosts: the checkout returns members to the host they use, but e-mailed links go to APP_URL. Set APP_URL to the address members use, or redirect this host to it (docs/deploy.md).',
    });
  };
}
