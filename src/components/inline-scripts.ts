// The site's own inline scripts, as text. astro.config.mjs allows each by the hash of this exact
// text in the pages' Content-Security-Policy (docs/security.md); the components render the same
// text, so the two cannot drift apart.
import { createHash } from 'node:crypto';

/** Sets html[data-auth] from the stored session before first paint (AuthState.astro). */
export const SET_AUTH_STATE =
  "try { var s = JSON.parse(localStorage.getItem('root') || 'null'); if (s && s.version === 1 && s.session && s.session.isLoggedIn) document.documentElement.dataset.auth = 'member'; } catch (e) {}";

/** GTM's start event, before its script loads in the Partytown worker (BaseHead.astro). */
export const GTM_START = "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });";

/**
 * Google Consent Mode v2 before anything of the tag manager (docs/privacy.md, "Consent before
 * analytics"): every kind denied by default; a choice kept on this device (src/scripts/consent/
 * consent.ts writes it) is applied at once, and only a choice that grants something loads GTM, into
 * Partytown's worker, with the id from meta[name=ws-gtm-id].
 */
export const CONSENT_DEFAULT =
  "window.dataLayer = window.dataLayer || []; window.gtag = function () { window.dataLayer.push(arguments); }; gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }); try { var c = JSON.parse(localStorage.getItem('ws:consent') || 'null'); if (c && c.v === 1 && (c.analytics || c.marketing)) { var m = c.marketing ? 'granted' : 'denied'; gtag('consent', 'update', { analytics_storage: c.analytics ? 'granted' : 'denied', ad_storage: m, ad_user_data: m, ad_personalization: m }); var id = document.querySelector('meta[name=ws-gtm-id]').content; var s = document.createElement('script'); s.type = 'text/partytown'; s.dataset.gtm = ''; s.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(id); document.head.appendChild(s); window.dispatchEvent(new CustomEvent('ptupdate')); } } catch (e) {}";

export const scriptHash = (code: string): `sha256-${string}` => `sha256-${createHash('sha256').update(code).digest('base64')}`;
