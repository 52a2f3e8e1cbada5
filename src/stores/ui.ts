// App-wide UI state: the dialog queue (Confirmation, Alert, Session Expired), toasts, the
// full-screen "loading..." overlay and the top loading bar. Rendered by src/scripts/ui-render.ts,
// so public pages (no React) and islands share one implementation.
import { atom } from 'nanostores';

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
export function confirmDialog(message: string, title = 'Confirmation', options: { destructive?: boolean } = {}): Promise<boolean> {
  return openDialog({ kind: 'confirm', title, message, confirmLabel: 'Yes', cancelLabel: 'Cancel', destructive: options.destructive ?? false });
}

export function alertDialog(message: string, title = 'Alert'): Promise<void> {
  return openDialog({ kind: 'alert', title, message, confirmLabel: 'OK' }).then(() => undefined);
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

export const showOverlay = () => $overlay.set(true);
export const hideOverlay = () => $overlay.set(false);

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
