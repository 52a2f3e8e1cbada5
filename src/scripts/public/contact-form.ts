// The contact form: sends POST /v1/enquiry, shows each field error next to its field
// (aria-invalid + aria-describedby), and replaces the form with the confirmation. Without
// JavaScript the form posts to /contact-us, which answers the same way from the server. When a
// reCAPTCHA site key is configured, its script loads on first interaction and adds a token.
import { sendEnquiry } from '../../lib/api/content.ts';
import { ApiError } from '../../lib/api/errors.ts';
import type { EnquiryRequest } from '../../lib/schemas/content.ts';
import { m } from '../../paraglide/messages.js';

type Grecaptcha = { ready: (cb: () => void) => void; execute: (key: string, o: { action: string }) => Promise<string> };
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'recaptcha_token'] as const;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha | null> {
  return new Promise((resolve) => {
    if (window.grecaptcha) return resolve(window.grecaptcha);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha ?? null));
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
}

export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string[] | undefined>): void {
  let first: HTMLElement | null = null;
  for (const name of FIELDS) {
    const input = form.elements.namedItem(name) as HTMLInputElement | null;
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    const message = errors[name]?.[0];
    if (slot) {
      slot.textContent = message ?? '';
      slot.hidden = !message;
    }
    if (input && 'setAttribute' in input) {
      if (message) {
        input.setAttribute('aria-invalid', 'true');
        first ??= input;
      } else input.removeAttribute('aria-invalid');
    }
  }
  first?.focus();
}

export function startContactForm(form: HTMLFormElement): void {
  const siteKey = form.dataset.recaptchaSiteKey;
  let recaptcha: Promise<Grecaptcha | null> | undefined;
  if (siteKey) form.addEventListener('focusin', () => (recaptcha ??= loadRecaptcha(siteKey)), { once: true });

  const summary = form.querySelector<HTMLElement>('[data-form-error]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const body: EnquiryRequest = { name: data.name ?? '', email: data.email ?? '', subject: data.subject ?? '', message: data.message ?? '', ...(data.phone ? { phone: data.phone } : {}) };
    if (summary) summary.hidden = true;
    if (button) {
      button.disabled = true;
      button.textContent = m.public_contact_sending();
    }
    try {
      if (siteKey) {
        const g = await (recaptcha ??= loadRecaptcha(siteKey));
        if (g) body.recaptcha_token = await g.execute(siteKey, { action: 'contact' });
      }
      const { data: receipt } = await sendEnquiry(body);
      const done = document.querySelector<HTMLElement>('[data-contact-done]');
      if (done) {
        done.querySelector('[data-contact-done-message]')!.textContent = receipt.message;
        done.hidden = false;
        form.hidden = true;
        done.focus();
      }
    } catch (err) {
      const apiError = err instanceof ApiError ? err : null;
      showFieldErrors(form, apiError?.errors ?? {});
      if (summary && (!apiError || !Object.keys(apiError.errors).length || apiError.errors.recaptcha_token)) {
        summary.textContent = apiError?.message ?? m.public_contact_failed();
        summary.hidden = false;
      }
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = m.public_contact_send();
      }
    }
  });
}
