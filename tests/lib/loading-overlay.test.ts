// The "loading..." overlay covers long actions only (docs/rules/client.md, "Dialogs"): on while the
// action runs, off after it, whether it succeeds or fails; overlapping actions share it; the payment
// redirect keeps it until the page is left.
import { afterEach, describe, expect, it } from 'vitest';
import { $overlay, redirectToPayment, withLoadingOverlay } from '../../src/stores/ui.ts';

const later = <T>(value: T, fail = false) => {
  let settle!: () => void;
  const done = new Promise<T>((resolve, reject) => (settle = () => (fail ? reject(new Error('failed')) : resolve(value))));
  return { done, settle };
};

describe('withLoadingOverlay', () => {
  afterEach(() => $overlay.set(false));

  it('shows the overlay while the action runs and hides it after', async () => {
    const job = later('file');
    const running = withLoadingOverlay(() => job.done);
    expect($overlay.get()).toBe(true);
    job.settle();
    await expect(running).resolves.toBe('file');
    expect($overlay.get()).toBe(false);
  });

  it('hides it when the action fails, and passes the error on', async () => {
    const job = later(null, true);
    const running = withLoadingOverlay(() => job.done);
    job.settle();
    await expect(running).rejects.toThrow('failed');
    expect($overlay.get()).toBe(false);
  });

  it('keeps it until the last of two overlapping actions ends', async () => {
    const a = later(1);
    const b = later(2);
    const first = withLoadingOverlay(() => a.done);
    const second = withLoadingOverlay(() => b.done);
    a.settle();
    await first;
    expect($overlay.get()).toBe(true);
    b.settle();
    await second;
    expect($overlay.get()).toBe(false);
  });
});

describe('redirectToPayment', () => {
  afterEach(() => {
    $overlay.set(false);
    delete (globalThis as { window?: unknown }).window;
  });

  it('covers the wait for the payment address and keeps the overlay while the browser leaves', async () => {
    const listeners: Array<() => void> = [];
    (globalThis as { window?: unknown }).window = { addEventListener: (_: string, fn: () => void) => listeners.push(fn) };
    const address = later('https://pay.example/checkout/1');
    const visited: string[] = [];
    const going = redirectToPayment(() => address.done, (url) => visited.push(url));
    expect($overlay.get()).toBe(true);
    address.settle();
    await going;
    expect(visited).toEqual(['https://pay.example/checkout/1']);
    expect($overlay.get()).toBe(true);
    // Back from the payment page through the back/forward cache: the overlay goes.
    for (const fn of listeners) fn();
    expect($overlay.get()).toBe(false);
  });

  it('hides the overlay when the payment address cannot be had', async () => {
    const address = later('', true);
    const going = redirectToPayment(() => address.done, () => undefined);
    address.settle();
    await expect(going).rejects.toThrow('failed');
    expect($overlay.get()).toBe(false);
  });
});
