// Behaviour every page shares (docs/rules/client.md, "App shell"): right-click disabled, scroll to top on a path
// change, a page_view per page, the top loading bar while the next page loads, the note of a click that
// leads to another page (for its analytics event), and the UI renderer.
import { noteNavigationClick, openedByClick, trackPageView } from '../lib/analytics.ts';
import { $loadingBar } from '../stores/ui.ts';
import { mountUi } from './ui-render.ts';

const LAST_PATH_KEY = 'ws:last-path';

function isInternalNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  // Same page with only a different hash is not a page change.
  return !(url.pathname === location.pathname && url.search === location.search);
}

export function startShell(): void {
  mountUi();

  document.addEventListener('contextmenu', (e) => e.preventDefault());

  // Scroll to the top whenever the path changed, including back/forward navigations.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const previous = sessionStorage.getItem(LAST_PATH_KEY);
  if (previous !== location.pathname) window.scrollTo(0, 0);
  sessionStorage.setItem(LAST_PATH_KEY, location.pathname);

  trackPageView();
  // Read (and clear) the note of the click that may have opened this page, whichever script asks later.
  openedByClick();

  document.addEventListener('click', (e) => {
    const anchor = (e.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !isInternalNavigation(e, anchor)) return;
    $loadingBar.set(true);
    // The page this click opens reports course_click / bundle_click / lesson_click (src/lib/analytics.ts).
    noteNavigationClick(anchor.href);
  });
  document.addEventListener('submit', (e) => {
    const form = e.target as HTMLFormElement;
    if (!e.defaultPrevented && form.method.toLowerCase() === 'get') $loadingBar.set(true);
  });
  // A page restored from the back/forward cache must not keep a running bar.
  window.addEventListener('pageshow', () => $loadingBar.set(false));
}
