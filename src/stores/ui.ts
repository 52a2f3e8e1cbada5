// App-wide UI state: the dialog queue (Confirmation, Alert, Session Expired), toasts, the
// full-screen "loading..." overlay and the top loading bar. Rendered by src/scripts/ui-render.ts,
// so public pages (no React) and islands share one implementation.
import { atom } from 'nanostores';
import { m } from '../paraglide/messages.js';

export const TOAST_DURATION_MS = 5000;

export type DialogKind = 'confirm' | 'alert';
export type DialogRequest = {
  id: number;
  kind: DialogKind;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action cannot be undone: the dialog opens on the safe button (docs/rules/client.md, "Dialogs"). */
  destructive?: boolean;
  resolve: (confirmed: boolean) => void;
};
export type Toast = { id: number; message: string; tone: 'info' | 'success' | 'error' };

export const $dialogs = atom<DialogRequest[]>([]);
export const $toasts = atom<Toast[]>([]);
export const $overlay = atom<boolean>(false);
export const $loadingBar = atom<boolean>(false);

let nextId = 1;

function openDialog(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    $dialogs.set([...$dialogs.get(), { ...request, id: nextId++, resolve }]);
  });
}

/** Resolves true on "Yes", false on "Cancel" or Escape. */
export function confirmDialog(message: string, title: string = m.dialog_confirm_title(), options: { destructive?: boolean } = {}): Promise<boolean> {
  return openDialog({ kind: 'confirm', title, message, confirmLabel: m.dialog_yes(), cancelLabel: m.dialog_cancel(), destructive: options.destructive ?? false });
}

export function alertDialog(message: string, title: string = m.dialog_alert_title()): Promise<void> {
  return openDialog({ kind: 'alert', title, message, confirmLabel: m.dialog_ok() }).then(() => undefined);
}

export function closeDialog(id: number, confirmed: boolean): void {
  const dialog = $dialogs.get().find((d) => d.id === id);
  $dialogs.set($dialogs.get().filter((d) => d.id !== id));
  dialog?.resolve(confirmed);
}

export function toast(message: string, tone: Toast['tone'] = 'info'): void {
  const item = { id: nextId++, message, tone };
  $toasts.set([...$toasts.get(), item]);
  setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * The full-screen "loading..." overlay is for long actions only (docs/rules/client.md, "Dialogs"):
 * the data export, certificate generation and download, and the trip to a payment page. Ordinary
 * saves show their own small status instead. Overlapping long actions share one overlay, which goes
 * when the last of them ends.
 */
let overlayHolders = 0;

export async function withLoadingOverlay<T>(action: () => Promise<T>): Promise<T> {
  overlayHolders += 1;
  $overlay.set(true);
  try {
    return await action();
  } finally {
    overlayHolders -= 1;
    if (overlayHolders === 0) $overlay.set(false);
  }
}

/**
 * Sends the member to a payment provider's page (the commerce issue's checkout): the overlay covers
 * the page from the click until the browser leaves, including the wait for the payment address.
 * If the address cannot be had, the overlay goes and the error is the caller's to show.
 */
export async function redirectToPayment(paymentUrl: () => Promise<string>, go: (url: string) => void = (url) => location.assign(url)): Promise<void> {
  overlayHolders += 1;
  $overlay.set(true);
  try {
    go(await paymentUrl());
    // The overlay stays: the page is being left. A page restored from the back/forward cache hides it.
    window.addEventListener('pageshow', () => releaseOverlay(), { once: true });
  } catch (err) {
    releaseOverlay();
    throw err;
  }
}

function releaseOverlay(): void {
  overlayHolders = Math.max(0, overlayHolders - 1);
  if (overlayHolders === 0) $overlay.set(false);
}

let expiredShown = false;

/**
 * The answer to any 401: one "Session Expired" alert however many calls fail at once; OK logs the
 * member out through the logout route.
 */
export function sessionExpired(onConfirmed: () => void): void {
  if (expiredShown) return;
  expiredShown = true;
  void alertDialog('You will be redirected into Login', 'Session Expired').then(onConfirmed);
}
