// The installable app in a member's browser (docs/rules/app.md): registers the app's service worker
// (/sw.js, scope /; built by integrations/app-service-worker.mjs) and wires the footer's "Install the
// app" button. Loaded only by the member gate (member pages and the lesson player), never by public
// pages, so a visitor gets no worker and no extra script.
import { CACHES, apiReadsToWarm, isHashedAsset, isLessonPage, isOfflineMemberPage } from '../lib/app-cache.ts';
import { apiReadsMade } from '../lib/api/reads-made.ts';
import { $session } from '../stores/session.ts';

let started = false;

/** Registers the worker once per page; once it controls the page, asks again through it for what the page loaded before. */
export function registerAppWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  // Once the page has loaded and the browser is idle: installing fetches the app shell, which must
  // not queue in front of the page's own first requests.
  afterLoad()
    .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
    .then(() => controlled())
    .then(() => warm())
    .catch(() => {
      // Without a service worker everything works online; only the copies for offline use are missing.
    });
}

function afterLoad(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 1000))));
}

/** Resolves once a service worker controls this page (it claims open pages when it activates). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/**
 * The first visit loads before the worker controls it: this page, its assets and its API reads are
 * asked for once more through the worker, so the copies for offline use exist after one visit.
 */
function warm(): Promise<unknown> {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const assets = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')]
    .map((el) => ('src' in el && el.src ? el.src : (el as HTMLLinkElement).href))
    .concat(resources.map((e) => e.name))
    .filter((url) => url.startsWith(location.origin) && isHashedAsset(new URL(url).pathname));
  const page = isOfflineMemberPage(location.pathname) || isLessonPage(location.pathname) ? [location.pathname + location.search] : [];
  const plain = [...page, ...new Set(assets)].map((url) => fetch(url, { credentials: 'same-origin' }).catch(() => undefined));
  const { token } = $session.get();
  const reads = token
    ? apiReadsToWarm(location.origin, apiReadsMade().map((path) => new URL(path, location.origin).href)).map((url) =>
        fetch(url, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` } }).catch(() => undefined),
      )
    : [];
  return Promise.all([...plain, ...reads]);
}

/** At logout: the member's kept API answers are deleted and push on this browser ends, so the next person here never sees them. */
export async function forgetMemberData(): Promise<void> {
  try {
    if ('caches' in window) await caches.delete(CACHES.api);
    navigator.serviceWorker?.controller?.postMessage({ type: 'ws:clear-member-data' });
  } catch {
    // Storage blocked: nothing was kept.
  }
  // Push belongs to the member who turned it on (docs/rules/push.md, "Devices"): logging out ends it on
  // this browser, so the next person here gets none of their reminders. The server forgets the device
  // when the push service next answers that it is gone.
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/');
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No worker or no push here: nothing to end.
  }
}

type InstallPrompt = Event & { prompt(): Promise<unknown>; userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/**
 * The footer's "Install the app" button (Footer.astro): shown only while the browser offers to
 * install (its beforeinstallprompt event), it opens the browser's own install prompt; hidden again
 * once the app is installed or the offer is used.
 */
export function offerInstall(): void {
  let offer: InstallPrompt | null = null;
  const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-install-app]')];
  const show = (visible: boolean) => buttons().forEach((b) => (b.hidden = !visible));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPrompt;
    show(true);
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    show(false);
  });
  for (const button of buttons()) {
    button.addEventListener('click', async () => {
      if (!offer) return;
      const used = offer;
      // A prompt can be shown once; the browser sends a new event if it offers again.
      offer = null;
      show(false);
      await used.prompt();
      await used.userChoice?.catch(() => undefined);
    });
  }
}

/** The member's part of the app: the worker and the install offer. */
let offering = false;
export function startApp(): void {
  if (!offering) offerInstall();
  offering = true;
  registerAppWorker();
}
