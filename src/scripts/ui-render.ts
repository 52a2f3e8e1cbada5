// Renders src/stores/ui.ts into the page with native elements: <dialog> (focus trapped and restored
// by the browser), a polite live region for toasts, the overlay and the top loading bar.
import { m } from '../paraglide/messages.js';
import { $dialogs, $loadingBar, $overlay, $toasts, closeDialog, dismissToast, type DialogRequest } from '../stores/ui.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function renderDialog(request: DialogRequest): HTMLDialogElement {
  const dialog = el('dialog', { class: 'app-dialog', 'aria-labelledby': `dlg-title-${request.id}`, 'aria-describedby': `dlg-msg-${request.id}`, 'data-dialog-id': String(request.id) });
  dialog.append(el('h2', { id: `dlg-title-${request.id}`, class: 'app-dialog__title' }, request.title));
  dialog.append(el('p', { id: `dlg-msg-${request.id}`, class: 'app-dialog__message' }, request.message));
  const actions = el('div', { class: 'app-dialog__actions' });
  if (request.cancelLabel) {
    // A destructive confirmation opens on Cancel, so a reflexive Enter does no harm.
    const cancel = el('button', { type: 'button', class: 'btn btn--ghost', ...(request.destructive ? { autofocus: '' } : {}) }, request.cancelLabel);
    cancel.addEventListener('click', () => closeDialog(request.id, false));
    actions.append(cancel);
  }
  const ok = el('button', { type: 'button', class: 'btn btn--primary', ...(request.destructive ? {} : { autofocus: '' }) }, request.confirmLabel);
  ok.addEventListener('click', () => closeDialog(request.id, true));
  actions.append(ok);
  dialog.append(actions);
  // Escape closes as Cancel (or as OK for an alert, which has nothing else to choose).
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    closeDialog(request.id, request.kind === 'alert');
  });
  return dialog;
}

export function mountUi(): void {
  if (document.getElementById('app-ui')) return;
  const root = el('div', { id: 'app-ui' });
  const bar = el('div', { class: 'loading-bar', role: 'progressbar', 'aria-label': m.member_loading_page(), hidden: '' });
  const toasts = el('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });
  const overlay = el('div', { class: 'overlay', role: 'alert', 'aria-busy': 'true', 'data-loading-overlay': '', hidden: '' });
  overlay.append(el('span', { class: 'spinner', 'aria-hidden': 'true' }), el('span', {}, m.member_loading()));
  root.append(bar, toasts, overlay);
  document.body.append(root);

  $loadingBar.subscribe((on) => {
    bar.hidden = !on;
    bar.classList.toggle('loading-bar--active', on);
  });
  $overlay.subscribe((on) => (overlay.hidden = !on));
  $toasts.subscribe((items) => {
    toasts.replaceChildren(
      ...items.map((t) => {
        const item = el('div', { class: `toast toast--${t.tone}` });
        const close = el('button', { type: 'button', class: 'toast__close', 'aria-label': m.member_dismiss() }, '×');
        close.addEventListener('click', () => dismissToast(t.id));
        item.append(el('span', {}, t.message), close);
        return item;
      }),
    );
  });
  const open = new Map<number, HTMLDialogElement>();
  $dialogs.subscribe((requests) => {
    for (const [id, dialog] of open) {
      if (!requests.some((r) => r.id === id)) {
        dialog.close();
        dialog.remove();
        open.delete(id);
      }
    }
    const first = requests[0];
    if (first && !open.has(first.id)) {
      const dialog = renderDialog(first);
      root.append(dialog);
      open.set(first.id, dialog);
      dialog.showModal();
    }
  });
}
