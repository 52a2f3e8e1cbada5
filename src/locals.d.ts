// What the middleware (src/middleware.ts) gives every page in Astro.locals.
declare namespace App {
  interface Locals {
    /** The language of the page: 'es' under /es/, else 'en' (docs/i18n.md). */
    locale: import('./lib/i18n.ts').Locale;
  }
}
