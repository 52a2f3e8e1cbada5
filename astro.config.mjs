// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import lessonServiceWorker from './integrations/lesson-service-worker.mjs';
import partytownLib from './integrations/partytown-lib.mjs';

// Build output and cache folders can be moved (WELLSPRING_DIST) so two builds never share one.
const outDir = process.env.WELLSPRING_DIST ?? './dist';

export default defineConfig({
  output: 'server',
  outDir,
  cacheDir: `${outDir}/.cache`,
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), partytownLib(), lessonServiceWorker()],
  // The /v1 API takes form posts from browsers, apps and scripts and authenticates with Bearer
  // tokens, not cookies, so Astro's origin check (a CSRF guard for cookie sessions) must not apply.
  security: { checkOrigin: false },
  build: { inlineStylesheets: 'auto' },
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: 4321, host: true },
  vite: {
    ssr: {
      // Loaded from node_modules at run time: PGlite finds its WASM next to its own files.
      external: ['@electric-sql/pglite', 'pg', 'sanitize-html', 'nodemailer', 'pdf-lib', 'qrcode'],
    },
    build: { assetsInlineLimit: 0 },
  },
});
