// Builds the lesson player's service worker with Workbox (generateSW) into the client output at
// /lesson/sw.js, scope /lesson/ (docs/rules/client.md, "Offline saves"). It keeps a copy of the
// player page and of its hashed assets, so a lesson page opened once can be reloaded without a
// network: lesson pages are network-first (a fresh copy when online), assets cache-first (their
// names change with their content). A lesson address never opened falls back to any kept player
// page, which reads its lesson from the address. Lesson data is kept by the player in localStorage;
// the API is never cached here, so members' data never sits in a shared cache.
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

export default function lessonServiceWorker() {
  return {
    name: 'wellspring:lesson-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const { warnings } = await generateSW({
          swDest: `${client}lesson/sw.js`,
          globDirectory: client,
          // Nothing is precached: the page asks for what it loaded once the worker controls it.
          globPatterns: [],
          inlineWorkboxRuntime: true,
          mode: 'production',
          sourcemap: false,
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          // Workbox copies these matchers and plugins into the worker as source text, so they use
          // nothing from this file.
          runtimeCaching: [
            {
              // Lesson pages: /lesson/{enrolment}/{course}/{lesson} and /lesson/{enrolment}/{bundle}/{course}/{lesson}.
              urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/lesson\/\d+\/\d+\/\d+(\/\d+)?\/?$/.test(url.pathname),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'ws-lesson-pages-v1',
                matchOptions: { ignoreSearch: true },
                plugins: [
                  {
                    // Offline and this address never kept: any kept player page opens it.
                    handlerDidError: async () => {
                      const cache = await caches.open('ws-lesson-pages-v1');
                      const [any] = await cache.keys();
                      const copy = any && (await cache.match(any));
                      return copy || new Response('<!doctype html><html lang="en"><meta charset="utf-8"><title>Offline</title><main><h1>You are offline</h1><p>Open this lesson once while online and it will be here next time.</p></main></html>', { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
                    },
                  },
                ],
              },
            },
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
              handler: 'CacheFirst',
              options: { cacheName: 'ws-lesson-assets-v1', cacheableResponse: { statuses: [200] } },
            },
          ],
        });
        for (const warning of warnings) logger.warn(warning);
        logger.info(`lesson service worker written to ${client}lesson/sw.js`);
      },
    },
  };
}
