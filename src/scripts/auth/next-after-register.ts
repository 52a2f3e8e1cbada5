// Where a newcomer was going when they registered (`/register?next=…`, e.g. a mentor's invitation
// leading to /mentors/requested): kept on this device until the e-mail is confirmed, because the
// confirmation link opens in a new tab, then offered by the "e-mail confirmed" page and the login.
import { safeNext } from '../../lib/paths.ts';
import { delocalizeHref, localizePath } from '../../lib/i18n.ts';

const KEY = 'wellspring:next-after-register';
const KEEP_MS = 7 * 24 * 3600 * 1000;

/** On the registration page: remembers `?next=` and carries it on the page's own login links. */
export function rememberNextAfterRegister(): void {
  const raw = new URLSearchParams(location.search).get('next');
  if (!raw) return;
  const next = safeNext(raw, location.origin, '');
  if (!next || /^\/(login|logout|register)(\/|\?|$)/.test(delocalizeHref(next))) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ next, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the login links below still carry it.
  }
  // The page's login links, which a Spanish page has under /es/ (docs/i18n.md).
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href="${localizePath('/login')}"]`)) link.href = localizePath(`/login?next=${encodeURIComponent(next)}`);
}

/** The remembered destination, once; null when there is none or it is older than a week. */
export function takeNextAfterRegister(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { next?: unknown; at?: unknown } | null;
    localStorage.removeItem(KEY);
    if (!saved || typeof saved.next !== 'string' || typeof saved.at !== 'number' || Date.now() - saved.at > KEEP_MS) return null;
    const next = safeNext(saved.next, location.origin, '');
    return next || null;
  } catch {
    return null;
  }
}
