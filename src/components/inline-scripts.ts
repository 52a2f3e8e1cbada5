// The site's own inline scripts, as text. astro.config.mjs allows each by the hash of this exact
// text in the pages' Content-Security-Policy (docs/security.md); the components render the same
// text, so the two cannot drift apart.
import { createHash } from 'node:crypto';

/** Sets html[data-auth] from the stored session before first paint (AuthState.astro). */
export const SET_AUTH_STATE =
  "try { var s = JSON.parse(localStorage.getItem('root') || 'null'); if (s && s.version === 1 && s.session && s.session.isLoggedIn) document.documentElement.dataset.auth = 'member'; } catch (e) {}";

/** GTM's start event, before its script loads in the Partytown worker (BaseHead.astro). */
export const GTM_START = "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });";

export const scriptHash = (code: string): `sha256-${string}` => `sha256-${createHash('sha256').update(code).digest('base64')}`;
