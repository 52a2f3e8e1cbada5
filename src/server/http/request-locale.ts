// The language of the request being answered (docs/i18n.md): one AsyncLocalStorage that Paraglide's
// getLocale() reads, so every m.* call made while a request runs speaks its language. Pages set it from
// their path (src/middleware.ts); the /v1 API from `Accept-Language`, which our browser client sets to
// the page's language (docs/i18n.md, "API refusals"). This module owns the one store: the API is also
// served without Astro's middleware (src/server/http/api-node.ts), and Paraglide keeps only one.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Locale } from '../../lib/i18n.ts';
import { overwriteServerAsyncLocalStorage } from '../../paraglide/runtime.js';

const requestLocale = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(requestLocale);

/** Runs `fn` with Paraglide's locale set to `locale` for everything it calls, awaited or not. */
export function runInLocale<T>(locale: Locale, fn: () => T): T {
  return requestLocale.run({ locale }, fn);
}

/**
 * The API's language from `Accept-Language`: exactly `es` is Spanish; anything else, or no header, is
 * English, as the API has always answered (the contract and the spec's texts are English). Only our
 * own client sends `es`, naming the page's language; a browser's own list ("es-ES,es;q=0.9") is not
 * read, so the same call from a script answers as it always did.
 */
export function apiLocaleOf(header: string | undefined): Locale {
  return header?.trim().toLowerCase() === 'es' ? 'es' : 'en';
}

/** The studio's API for staff, which stays English whatever the request asks (docs/i18n.md, "Routes"). */
const STAFF_PATH = /^\/v1\/admin(\/|$)/;

/**
 * Hono middleware: the rest of the request runs in the language its `Accept-Language` names. Every
 * answer of a route outside the studio says it varies with the header, English ones too, so no cache
 * between us and the browser hands one language's answer to the other; ours keeps English answers
 * only and never looks one up for a Spanish request (src/server/http/response-cache.ts).
 */
export const apiLocale: MiddlewareHandler = async (c, next) => {
  const staff = STAFF_PATH.test(c.req.path);
  const locale = staff ? 'en' : apiLocaleOf(c.req.header('accept-language'));
  await runInLocale(locale, () => next());
  if (!staff) c.header('Vary', 'Accept-Language', { append: true });
};
