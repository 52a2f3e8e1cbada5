// Shared behaviour of the auth-layout forms (login, register, forgot and reset password, resend):
// submit through the API, show each field's error beside it (aria-invalid + aria-describedby), a
// form-level error above the fields, and a busy button. Errors come from the server's 422, so the
// rules live in one place (src/lib/schemas/accounts.ts) and the page ships no validation library.
import { ApiError } from '../../lib/api/errors.ts';
import { m } from '../../paraglide/messages.js';

export type FormValues = Record<string, string>;

function errorSlot(form: HTMLFormElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
}

export function clearErrors(form: HTMLFormElement): void {
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    slot.textContent = '';
    slot.hidden = true;
    const input = form.elements.namedItem(slot.dataset.errorFor!) as HTMLInputElement | null;
    if (input && 'removeAttribute' in input) {
      input.removeAttribute('aria-invalid');
      const rest = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== slot.id);
      if (rest.length) input.setAttribute('aria-describedby', rest.join(' '));
      else input.removeAttribute('aria-describedby');
    }
  }
  const summary = form.querySelector<HTMLElement>('[data-form-error]');
  if (summary) summary.hidden = true;
}

/** Shows each field's first message beside it; messages for fields the form lacks go to the summary. */
export function showErrors(form: HTMLFormElement, error: ApiError): void {
  let first: HTMLElement | null = null;
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(error.errors)) {
    const slot = errorSlot(form, name);
    const input = form.elements.namedItem(name) as HTMLInputElement | null;
    const message = messages[0];
    if (!message) continue;
    if (!slot) {
      unplaced.push(message);
      continue;
    }
    slot.textContent = message;
    slot.hidden = false;
    if (input && 'setAttribute' in input) {
      input.setAttribute('aria-invalid', 'true');
      const described = new Set((input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
      described.add(slot.id);
      input.setAttribute('aria-describedby', [...described].join(' '));
      first ??= input;
    }
  }
  const hasFieldErrors = Object.keys(error.errors).length > unplaced.length;
  if (!hasFieldErrors || unplaced.length) showFormError(form, unplaced.length ? unplaced.join(' ') : error.message);
  first?.focus();
}

export function showFormError(form: HTMLFormElement, message: string): void {
  const summary = form.querySelector<HTMLElement>('[data-form-error]');
  if (!summary) return;
  summary.textContent = message;
  summary.hidden = false;
  summary.focus();
}

export function valuesOf(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') values[k] = v;
  return values;
}

/**
 * Submits `form` through `send`. While it runs the button says `busyLabel` and is disabled; an
 * ApiError is shown on the form, anything else as a generic message.
 */
export function bindForm(form: HTMLFormElement, send: (values: FormValues) => Promise<void>, busyLabel = m.auth_please_wait()): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  let busy = false;
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    busy = true;
    clearErrors(form);
    if (button) {
      button.disabled = true;
      button.textContent = busyLabel;
    }
    try {
      await send(valuesOf(form));
    } catch (err) {
      if (err instanceof ApiError) showErrors(form, err);
      else showFormError(form, m.auth_network_error());
    } finally {
      busy = false;
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  });
}

/** Replaces the form with a confirmation panel and moves focus there, so screen readers hear it. */
export function showPanel(form: HTMLFormElement, panel: HTMLElement | null, message?: string): void {
  if (!panel) return;
  const text = panel.querySelector('[data-panel-message]');
  if (text && message) text.textContent = message;
  form.hidden = true;
  panel.hidden = false;
  panel.focus();
}
