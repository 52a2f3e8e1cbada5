// Consent before analytics (docs/privacy.md, "Consent before analytics"), only in a build with
// PUBLIC_GTM_ID: until the visitor chooses, Consent Mode says everything is denied and GTM is not
// loaded at all (CONSENT_DEFAULT in src/components/inline-scripts.ts). The banner offers Accept,
// Reject and Choose (analytics and marketing switches); the choice is kept on this device, sent to
// Consent Mode with `consent update`, loads GTM into Partytown's worker when it grants anything,
// and can be changed from the footer's "Cookie settings".
import { m } from '../../paraglide/messages.js';
import './consent.css';

export const CONSENT_KEY = 'ws:consent';
export type Consent = { v: 1; analytics: boolean; marketing: boolean; at: number };

export function storedConsent(): Consent | null {
  try {
    const c = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Consent | null;
    return c && c.v === 1 && typeof c.analytics === 'boolean' && typeof c.marketing === 'boolean' ? c : null;
  } catch {
    return null;
  }
}

type Gtag = (...args: unknown[]) => void;

function applyConsent(c: Consent): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  const marketing = c.marketing ? 'granted' : 'denied';
  gtag?.('consent', 'update', { analytics_storage: c.analytics ? 'granted' : 'denied', ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing });
  if ((c.analytics || c.marketing) && !document.querySelector('script[data-gtm]')) {
    const id = document.querySelector<HTMLMetaElement>('meta[name=ws-gtm-id]')?.content ?? '';
    const s = document.createElement('script');
    s.type = 'text/partytown';
    s.dataset.gtm = '';
    s.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    document.head.append(s);
    // Partytown picks up scripts added after it started when told so.
    window.dispatchEvent(new CustomEvent('ptupdate'));
  }
}

function save(analytics: boolean, marketing: boolean): void {
  const c: Consent = { v: 1, analytics, marketing, at: Date.now() };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(c));
  } catch {
    // Storage refused: the choice holds for this page only, and the banner asks again next time.
  }
  applyConsent(c);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function switchRow(id: string, label: string, hint: string, checked: boolean): [HTMLElement, HTMLInputElement] {
  const row = el('div', { class: 'consent__choice' });
  const input = el('input', { type: 'checkbox', role: 'switch', id, 'aria-describedby': `${id}-hint` });
  input.checked = checked;
  const text = el('div');
  text.append(el('label', { for: id }, label), el('p', { id: `${id}-hint`, class: 'consent__hint' }, hint));
  row.append(input, text);
  return [row, input];
}

function buildBanner(): HTMLElement {
  const current = storedConsent();
  const banner = el('section', { class: 'consent', 'aria-labelledby': 'consent-title', 'data-consent-banner': '' });
  banner.append(
    el('h2', { id: 'consent-title', class: 'consent__title' }, m.public_consent_title()),
    el('p', { class: 'consent__text' }, m.public_consent_text()),
  );
  const choices = el('div', { class: 'consent__choices', id: 'consent-choices' });
  choices.hidden = true;
  const [analyticsRow, analytics] = switchRow('consent-analytics', m.public_consent_analytics(), m.public_consent_analytics_hint(), current?.analytics ?? false);
  const [marketingRow, marketing] = switchRow('consent-marketing', m.public_consent_marketing(), m.public_consent_marketing_hint(), current?.marketing ?? false);
  choices.append(analyticsRow, marketingRow);
  const actions = el('div', { class: 'consent__actions' });
  const reject = el('button', { type: 'button', class: 'btn btn--ghost' }, m.public_consent_reject());
  const choose = el('button', { type: 'button', class: 'btn btn--ghost', 'aria-expanded': 'false', 'aria-controls': 'consent-choices' }, m.public_consent_choose());
  const accept = el('button', { type: 'button', class: 'btn btn--primary' }, m.public_consent_accept());
  actions.append(reject, choose, accept);
  banner.append(choices, actions);
  const close = (analyticsOn: boolean, marketingOn: boolean) => {
    save(analyticsOn, marketingOn);
    banner.remove();
    document.querySelector<HTMLElement>('[data-consent-open]')?.focus();
  };
  reject.addEventListener('click', () => close(false, false));
  accept.addEventListener('click', () => close(true, true));
  choose.addEventListener('click', () => {
    if (choices.hidden) {
      choices.hidden = false;
      choose.setAttribute('aria-expanded', 'true');
      choose.textContent = m.public_consent_save();
      analytics.focus();
    } else {
      close(analytics.checked, marketing.checked);
    }
  });
  return banner;
}

function openBanner(expanded: boolean): void {
  document.querySelector('[data-consent-banner]')?.remove();
  const banner = buildBanner();
  document.body.append(banner);
  if (expanded) banner.querySelector<HTMLButtonElement>('[aria-controls="consent-choices"]')?.click();
}

export function startConsent(): void {
  const start = () => {
    for (const link of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
      link.hidden = false;
      link.addEventListener('click', () => openBanner(true));
    }
    if (!storedConsent()) openBanner(false);
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
