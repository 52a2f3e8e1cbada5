// Languages (docs/i18n.md, "Routes"): a page under /es/ is the English page's route rendered in
// Spanish. The request is rewritten to the English path, the page renders with Paraglide's locale
// set for this request, and its links and redirects are moved under /es/ so a reader stays in the
// language they chose. English pages pass through untouched.
import { defineMiddleware } from 'astro:middleware';
import { delocalizePath, isPagePath, localeOfPath, localizePath, type Locale } from './lib/i18n.ts';
import { runInLocale } from './server/http/request-locale.ts';

// Site-relative links and form actions in the HTML Astro writes (always double-quoted). A link that
// names its language first (hreflang="…" href="…", the language switch) already points where it means.
const SITE_LINK = /(\s(?:hreflang="[^"]*"\s+)?(?:href|action)=")(\/[^"]*)"/g;

/** The page's HTML with each link to a page of the site in `locale`. */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(SITE_LINK, (all, attr: string, href: string) => (isPagePath(href) && !attr.includes('hreflang') ? `${attr}${localizePath(href.replaceAll('&amp;', '&'), locale).replaceAll('&', '&amp;')}"` : all));
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  const locale = localeOfPath(pathname);
  context.locals.locale = locale;
  if (locale === 'en' || !isPagePath(pathname)) return runInLocale('en', () => next());
  if (pathname === '/es') return context.redirect(`/es/${search}`, 301);

  return runInLocale(locale, async () => {
    const response = await next(new URL(delocalizePath(pathname) + search, context.url));
    const location = response.headers.get('Location');
    if (location?.startsWith('/')) {
      const headers = new Headers(response.headers);
      headers.set('Location', localizePath(location, locale));
      return new Response(response.body, { status: response.status, headers });
    }
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
    // Read the whole page here, inside the request's locale: Astro renders as the body is read.
    const html = localizeLinks(await response.text(), locale);
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(html, { status: response.status, headers });
  });
});
