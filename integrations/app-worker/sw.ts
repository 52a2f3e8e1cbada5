// The app's one service worker, at /sw.js with scope / (docs/rules/app.md). Bundled by
// integrations/app-service-worker.mjs with esbuild; Workbox's injectManifest then writes the list
// of hashed build assets into self.__WB_MANIFEST. It absorbs the lesson player's worker: lesson
// pages are kept as before, in the same cache.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHES, apiCacheKey, isCachedApiAnswer, isCachedApiRead, isHashedAsset, isLessonPage, isOfflineMemberPage } from '../../src/lib/app-cache.ts';
import { pushDisplay, sitePath } from '../../src/lib/push-display.ts';

type Entry = { url: string; revision: string | null };
declare const self: {
  __WB_MANIFEST: Entry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil?: (p: Promise<unknown>) => void }) => void): void;
  location: Location;
};

/** The worker's side of Web Push (docs/rules/push.md), typed here because the page's DOM types lack it. */
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
declare const worker: {
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<unknown> };
  addEventListener(type: 'push', listener: (event: { data: { text(): string } | null; waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: { notification: { data?: { link?: unknown }; close(): void }; waitUntil(p: Promise<unknown>): void }) => void): void;
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The app shell: every hashed script and stylesheet of the build, and the app's icons.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

const offlinePage = (message: string) =>
  new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Wellspring</title><main><h1>You are offline</h1><p>${message}</p><p><a href="/dashboard">Dashboard</a></p></main></html>`, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

// Lesson pages (what the lesson worker did): network first; offline, this page's copy, else any kept
// player page, which reads its lesson from the address and the copy kept on the device.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isLessonPage(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.lessonPages,
    matchOptions: { ignoreSearch: true },
    plugins: [
      {
        handlerDidError: async () => {
          const cache = await caches.open(CACHES.lessonPages);
          const [any] = await cache.keys();
          const copy = any && (await cache.match(any));
          return copy || offlinePage('Open this lesson once while online and it will be here next time.');
        },
      },
    ],
  }),
);

// The member screens kept for offline use: network first, the last copy kept without a network.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isOfflineMemberPage(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.memberPages,
    networkTimeoutSeconds: 6,
    matchOptions: { ignoreSearch: true },
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 && (response.headers.get('Content-Type') ?? '').includes('text/html') ? response : null) },
      { handlerDidError: async () => offlinePage('This page has not been opened on this device yet. Open it once while online and it will be here next time.') },
    ],
  }),
);

// Hashed assets not in the precache (fonts, images of the build): their names change with their content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// The member's API reads the screens need: network first, the last answer without a network. Kept
// under a key that names the member's token (apiCacheKey), and cleared at logout.
async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

registerRoute(
  ({ url, request, sameOrigin }) =>
    isCachedApiRead({ method: request.method, pathname: url.pathname, sameOrigin, authorization: request.headers.get('Authorization'), accept: request.headers.get('Accept') }),
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: 8,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, await digest(request.headers.get('Authorization') ?? '')) },
      { cacheWillUpdate: async ({ response }) => (isCachedApiAnswer(response.status, response.headers.get('Content-Type')) ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 }),
    ],
  }),
);

// The page asks this at logout too (it clears the cache itself; this covers a page without the Cache API).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'ws:clear-member-data') event.waitUntil?.(caches.delete(CACHES.api));
});

// Web Push (docs/rules/push.md): each push is shown as a notification at once (a push that shows
// nothing may cost the site its permission); the server already chose, by the member's settings,
// what deserves one. Clicking opens its page: in a tab of ours already open when there is one.
const pushWorker = self as unknown as typeof worker;
pushWorker.addEventListener('push', (event) => {
  const shown = pushDisplay(event.data ? event.data.text() : null);
  event.waitUntil(pushWorker.registration.showNotification(shown.title, shown.options));
});

pushWorker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(sitePath(event.notification.data?.link), self.location.origin).href;
  event.waitUntil(
    pushWorker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (!tab) return pushWorker.clients.openWindow(url);
      await tab.navigate(url).catch(() => undefined);
      return tab.focus();
    }),
  );
});
