// The lesson player's service worker, scoped to /lesson/. It keeps a copy of the player page and of
// its hashed assets, so a lesson page opened once can be reloaded without a network: pages are
// network-first (a fresh copy when online), assets cache-first (their names change with content).
// Lesson data itself is kept by the player in localStorage (src/islands/lesson/offline.ts); the
// API is never cached here, so members' data never sits in a shared cache.
import type { APIRoute } from 'astro';

const WORKER = `
const PAGES = 'ws-lesson-pages-v1';
const ASSETS = 'ws-lesson-assets-v1';
const SHELL = '/lesson/__shell';
const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/_astro/');
const isLessonPage = (url) => url.origin === self.location.origin && /^\\/lesson\\/\\d+\\/\\d+\\/\\d+(\\/\\d+)?\\/?$/.test(url.pathname);

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('ws-lesson-') && name !== PAGES && name !== ASSETS) await caches.delete(name);
    await self.clients.claim();
  })());
});

async function keepPage(request, response) {
  const cache = await caches.open(PAGES);
  await cache.put(request, response.clone());
  await cache.put(SHELL, response.clone());
}

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'cache' || !Array.isArray(event.data.urls)) return;
  event.waitUntil((async () => {
    const assets = await caches.open(ASSETS);
    for (const raw of event.data.urls) {
      try {
        const url = new URL(raw, self.location.origin);
        if (isAsset(url)) {
          if (!(await assets.match(url.href))) {
            const res = await fetch(url.href);
            if (res.ok) await assets.put(url.href, res);
          }
        } else if (isLessonPage(url)) {
          const res = await fetch(url.href, { credentials: 'same-origin' });
          if (res.ok) await keepPage(new Request(url.href), res);
        }
      } catch (e) {
        // Offline or gone: the next visit online tries again.
      }
    }
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && isLessonPage(url)) {
    event.respondWith((async () => {
      try {
        const response = await fetch(request);
        if (response.ok) await keepPage(request, response);
        return response;
      } catch (e) {
        const cache = await caches.open(PAGES);
        const copy = (await cache.match(request, { ignoreSearch: true })) || (await cache.match(SHELL));
        if (copy) return copy;
        return new Response('<!doctype html><html lang="en"><meta charset="utf-8"><title>Offline</title><main><h1>You are offline</h1><p>Open this lesson once while online and it will be here next time.</p></main></html>', { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      }
    })());
    return;
  }
  if (isAsset(url)) {
    event.respondWith((async () => {
      const cache = await caches.open(ASSETS);
      const hit = await cache.match(request.url);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) await cache.put(request.url, response.clone());
      return response;
    })());
  }
});
`;

export const GET: APIRoute = () =>
  new Response(WORKER, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Always revalidated, so a new worker is picked up on the next visit.
      'Cache-Control': 'no-cache',
    },
  });
