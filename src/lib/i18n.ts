// The site's languages (docs/i18n.md): English at the paths of the spec, Spanish under /es/. Used by
// pages, islands and the server alike; the messages themselves are Paraglide's (src/paraglide,
// compiled from messages/ by `npm run i18n`).
import { getLocale } from '../paraglide/runtime.js';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The prefix of each language's pages ('' for English). */
const PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** BCP 47 tags for Intl, per language: dates as 23 November 2026 and 23 de noviembre de 2026. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es-ES' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language of the page being rendered (the request's on the server, the page's in a browser). */
export function currentLocale(): Locale {
  const locale = getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The language a path is in: /es and /es/… are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The path without its language prefix: /es/courses → /courses, /es → /. */
export function delocalizePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

// Paths that are not pages: the API, built assets, uploads, files with an extension (/feed.xml),
// and the service worker's own (docs/i18n.md, "Routes").
const NOT_A_PAGE = /^\/(v1|_astro|_image|media|images|fonts|uploads|~partytown)(\/|$)|^\/[^?#]*\.[a-z0-9]+([?#]|$)/i;

/** Whether a site-relative href names a page that has a Spanish version. */
export const isPagePath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !NOT_A_PAGE.test(href);

/**
 * `href` (a site path, with query or hash) in `locale`: /courses → /es/courses. Anything that is not
 * a page of the site is returned unchanged, and so is a path already in a language.
 */
export function localizePath(href: string, locale: Locale = currentLocale()): string {
  if (!isPagePath(href)) return href;
  const english = delocalizeHref(href);
  if (locale === 'en') return english;
  // /courses → /es/courses; the home page / → /es/ (with its slash).
  return PREFIX[locale] + english;
}

/** `href` with any language prefix removed. */
export function delocalizeHref(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return delocalizePath(path) + rest;
}

/** The same page in every language, for hreflang alternates and the language switch. */
export function alternatePaths(pathnameWithQuery: string): Record<Locale, string> {
  const english = delocalizeHref(pathnameWithQuery);
  return { en: english, es: localizePath(english, 'es') };
}
