// The "Buy" boxes of paid courses and bundles for a signed-in member: "Buy" checks the typed code
// (shown next to its field when refused) and goes to /checkout, which asks for the billing address and
// shows the price with its tax before the provider's page. A visitor keeps the plain link to log in
// and come back.
import { ApiError } from '../../lib/api/errors.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { $session } from '../../stores/session.ts';

function show(el: HTMLElement | null, message: string): void {
  if (!el) return;
  el.textContent = message;
  el.hidden = !message;
}

async function buy(box: HTMLElement, button: HTMLAnchorElement): Promise<void> {
  const input = box.querySelector<HTMLInputElement>('[data-code-input]');
  const codeError = box.querySelector<HTMLElement>('[data-code-error]');
  const formError = box.querySelector<HTMLElement>('[data-buy-error]');
  show(codeError, '');
  show(formError, '');
  input?.removeAttribute('aria-invalid');
  const code = input?.value.trim() || undefined;
  const id = Number(box.dataset.id);
  button.setAttribute('aria-disabled', 'true');
  const kind = box.dataset.kind === 'bundle' ? 'bundle' : 'course';
  try {
    if (code) {
      const { applyDiscount } = await import('../../lib/api/commerce.ts');
      await applyDiscount({ code, [`${kind}_id`]: id });
    }
    location.assign(localizePath(`/checkout?${kind}=${id}${code ? `&code=${encodeURIComponent(code)}` : ''}`));
  } catch (err) {
    button.removeAttribute('aria-disabled');
    if (err instanceof ApiError && err.status === 401) return; // the Session Expired dialog handles it
    if (err instanceof ApiError && err.field('code')) {
      const details = box.querySelector<HTMLDetailsElement>('[data-buy-code]');
      if (details) details.open = true;
      show(codeError, err.field('code')!);
      input?.setAttribute('aria-invalid', 'true');
      input?.focus();
      return;
    }
    show(formError, err instanceof ApiError ? err.message : m.public_buy_checkout_failed());
  }
}

export function startBuyBoxes(root: ParentNode = document): void {
  const session = $session.get();
  if (!session.isLoggedIn || !session.token) return;
  for (const box of root.querySelectorAll<HTMLElement>('[data-buy-box]')) {
    const button = box.querySelector<HTMLAnchorElement>('[data-buy]');
    if (!button) continue;
    button.addEventListener('click', (e) => {
      e.preventDefault();
      if (button.getAttribute('aria-disabled') === 'true') return;
      void buy(box, button);
    });
    box.dataset.ready = 'true';
  }
}
