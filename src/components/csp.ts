// Additions to one page's Content-Security-Policy (the base policy and the hashes of our inline
// scripts are in astro.config.mjs; the rule in docs/security.md). Only a page's own frontmatter may
// call these: Astro sends the policy header before nested components render.

/** The part of Astro.csp used here; undefined where CSP is off (the dev server). */
export type PageCsp = {
  insertScriptResource: (resource: string) => void;
  insertDirective: (directive: `${'connect-src' | 'frame-src'} ${string}`) => void;
} | undefined;

/** reCAPTCHA v3, loaded on the forms that use it when a site key is configured. */
export function allowRecaptcha(csp: PageCsp): void {
  if (!csp) return;
  // Naming a script source replaces the default 'self', so it is named again.
  for (const source of ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']) csp.insertScriptResource(source);
  csp.insertDirective('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
  csp.insertDirective('connect-src https://www.google.com/recaptcha/');
}
