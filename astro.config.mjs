// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import partytown from '@astrojs/partytown';
import appServiceWorker from './integrations/app-service-worker.mjs';
import { CONSENT_DEFAULT, GTM_START, scriptHash, SET_AUTH_STATE } from './src/components/inline-scripts.ts';

// Build output and cache folders can be moved (WELLSPRING_DIST) so two builds never share one.
const outDir = process.env.WELLSPRING_DIST ?? './dist';

// Partytown (which runs Google Tag Manager off the main thread) is built in only when a tag-manager
// id is configured at build time, so a site without one serves no Partytown snippet or files at all.
// dataLayer.push is forwarded to the worker; the page keeps its own dataLayer (analytics.ts).
const gtmConfigured = Boolean(process.env.PUBLIC_GTM_ID);
const tagManager = gtmConfigured ? [partytown({ config: { forward: [['dataLayer.push', { preserveBehavior: true }]] } })] : [];

// The Content-Security-Policy of every page (docs/security.md). Astro adds script-src and style-src
// with the hashes of what it emits, and here of our own inline scripts; Google's hosts only in a
// build with a tag manager; a page adds reCAPTCHA's when it uses it (src/components/csp.ts).
const GTM_HOSTS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const PAGE_POLICY = /** @type {const} */ ([
  "default-src 'self'",
  // Authored content may show images from other sites; images cannot run code.
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self'",
  `connect-src 'self'${gtmConfigured ? ` ${GTM_HOSTS.join(' ')}` : ''}`,
  // Partytown's sandbox frame and service worker come from this site; its worker from a blob. Video
  // embeds load YouTube's (no-cookie) or Vimeo's player, only when a reader presses Play (src/lib/video-embeds.ts).
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  `worker-src 'self'${gtmConfigured ? ' blob:' : ''}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]);

export default defineConfig({
  output: 'server',
  outDir,
  cacheDir: `${outDir}/.cache`,
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), ...tagManager, appServiceWorker()],
  // The /v1 API takes form posts from browsers, apps and scripts and authenticates with Bearer
  // tokens, not cookies, so Astro's origin check (a CSRF guard for cookie sessions) must not apply.
  security: {
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_POLICY],
      scriptDirective: {
        hashes: [SET_AUTH_STATE, ...(gtmConfigured ? [CONSENT_DEFAULT, GTM_START] : [])].map(scriptHash),
        ...(gtmConfigured ? { resources: ["'self'", 'https://www.googletagmanager.com'] } : {}),
      },
    },
  },
  build: { inlineStylesheets: 'auto' },
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: 4321, host: true },
  vite: {
    ssr: {
      // Loaded from node_modules at run time: PGlite finds its WASM next to its own files.
      external: ['@electric-sql/pglite', 'pg', 'sanitize-html', 'nodemailer', 'pdf-lib', 'qrcode'],
      // Bundled into the server's chunks instead: Node resolves each of their hundreds of files at
      // start-up, and resolving a file of drizzle-orm reads its 180 KB package.json again each time
      // (1.2 s of a 2 s start; docs/performance.md, "Start-up").
      noExternal: ['drizzle-orm', 'zod', 'hono', '@hono/zod-openapi', '@asteasolutions/zod-to-openapi'],
    },
    build: { assetsInlineLimit: 0 },
  },
});
