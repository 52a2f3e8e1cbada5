// Builds the app's one service worker (docs/rules/app.md) into the client output at /sw.js, scope /:
// esbuild bundles integrations/app-worker/sw.ts (Workbox's modules and our cache rules in
// src/lib/app-cache.ts), then Workbox's injectManifest writes into it the precache list of the app
// shell (integrations/app-worker/shell.mjs: the stylesheets, the member layout's and offline
// screens' scripts with what they import) and the app's icons.
//
// It replaces the lesson player's worker, which lived at /lesson/sw.js with scope /lesson/. A browser
// that installed that one keeps asking for it; it now gets a worker that unregisters itself, so the
// app worker (whose lesson routes keep the same cache) takes the lesson pages over.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { shellFiles } from './app-worker/shell.mjs';

const SOURCE = fileURLToPath(new URL('./app-worker/sw.ts', import.meta.url));

const RETIRED_LESSON_WORKER = `// The lesson worker was absorbed by the app worker at /sw.js (docs/rules/app.md).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

export default function appServiceWorker() {
  return {
    name: 'wellspring:app-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ws-sw-'));
        try {
          const swSrc = path.join(tmp, 'sw.js');
          await build({
            entryPoints: [SOURCE],
            bundle: true,
            format: 'iife',
            target: 'es2022',
            minify: true,
            legalComments: 'none',
            define: { 'process.env.NODE_ENV': '"production"' },
            outfile: swSrc,
            logLevel: 'warning',
          });
          const astro = path.join(client, '_astro');
          const names = await fs.readdir(astro);
          const files = new Map(await Promise.all(names.map(async (name) => [name, name.endsWith('.js') ? await fs.readFile(path.join(astro, name), 'utf8') : null])));
          const shell = shellFiles(files);
          const { count, size, warnings } = await injectManifest({
            swSrc,
            swDest: path.join(client, 'sw.js'),
            globDirectory: client,
            globPatterns: ['_astro/**/*.{js,css}', 'icons/*.png'],
            // A hashed name is its own revision.
            dontCacheBustURLsMatching: /^_astro\//,
            maximumFileSizeToCacheInBytes: 1024 * 1024,
            manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => !e.url.startsWith('_astro/') || shell.has(e.url.slice('_astro/'.length))), warnings: [] })],
          });
          for (const warning of warnings) logger.warn(warning);
          await fs.mkdir(path.join(client, 'lesson'), { recursive: true });
          await fs.writeFile(path.join(client, 'lesson', 'sw.js'), RETIRED_LESSON_WORKER);
          logger.info(`app service worker written to ${client}sw.js (${count} files, ${Math.round(size / 1024)} KB precached)`);
        } finally {
          await fs.rm(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
