// A link the server sent (a course's resume_url, a certificate's verify_url, a notification's link) in
// the page's language: a page of this site, relative or absolute on this origin, goes under /es/ on a
// Spanish page (docs/i18n.md); anything else, and every link on an English page, is left as it came.
import { localizePath } from '../../lib/i18n.ts';

export function localHref(href: string): string {
  if (typeof location === 'undefined') return localizePath(href);
  try {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return href;
    const path = url.pathname + url.search + url.hash;
    const local = localizePath(path);
    return local === path ? href : local;
  } catch {
    return href;
  }
}
