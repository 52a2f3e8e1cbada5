// Lets a lesson page reload without a network (docs/rules/client.md, "Offline saves"): registers the
// Workbox service worker at /lesson/sw.js (scope /lesson/, built by
// integrations/lesson-service-worker.mjs) and, once it controls the page, asks for this page and the
// assets it loaded again through it, so its runtime caches keep a copy of each.
export function registerOfflineShell(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/lesson/sw.js', { scope: '/lesson/' })
    .then(() => controlled())
    .then(() => {
      const assets = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')]
        .map((el) => ('src' in el && el.src ? el.src : (el as HTMLLinkElement).href))
        .concat(performance.getEntriesByType('resource').map((e) => e.name))
        .filter((url) => url.startsWith(`${location.origin}/_astro/`));
      return Promise.all([location.pathname, ...new Set(assets)].map((url) => fetch(url, { credentials: 'same-origin' }).catch(() => undefined)));
    })
    .catch(() => {
      // Without a service worker, lessons already opened still read offline within the open page.
    });
}

/** Resolves once a service worker controls this page (it claims open pages when it activates). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}
