// Runs the browser's API client (src/lib/api) against a test app: the island stores under test make
// their real requests, through ofetch and the typed functions, to the real API over the file's own
// database. Nothing is mocked; only the network hop is replaced by `app.request`.
import { invalidateKeys } from '../../src/stores/query.ts';
import { login, logout } from '../../src/stores/session.ts';
import type { ReadableAtom } from 'nanostores';
import type { TestContext } from './app.ts';

/** Sends every `fetch` of this test file to the test app, as a browser on the same origin would. */
export function routeFetchTo(ctx: TestContext): () => void {
  // Test files share a worker's modules (vitest.config.ts), and member ids start again in every file's
  // database: an answer another file cached must not be taken for this one's.
  invalidateKeys(() => true);
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const target = input instanceof Request ? input.url : String(input);
    const url = new URL(target, 'http://localhost');
    return ctx.app.request(url.pathname + url.search, init, { clientAddress: '203.0.113.9' });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
    invalidateKeys(() => true);
  };
}

/** Signs the browser session in as this member (the session store the islands read). */
export async function signInAs(ctx: TestContext, member: { token: string }): Promise<void> {
  const res = await ctx.api('GET', '/v1/auth/profile', { token: member.token });
  const body = (await res.json()) as { data: Parameters<typeof login>[1] };
  login(member.token, body.data);
}

export { logout as signOut };

/**
 * Keeps a store mounted (as a screen showing it would) and resolves with its value once `done` holds;
 * call the returned `stop` at the end of the test. Rejects after five seconds with the last value.
 */
export function watch<T>($store: ReadableAtom<T>) {
  const stop = $store.listen(() => {});
  const until = (done: (value: T) => boolean): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => (unbind(), reject(new Error(`store did not settle: ${JSON.stringify($store.get())}`))), 5_000);
      const unbind = $store.subscribe((value) => {
        if (!done(value)) return;
        clearTimeout(timer);
        queueMicrotask(() => unbind());
        resolve(value);
      });
    });
  return { until, stop };
}

/** A fetcher store's value once its answer (or error) for the current key has arrived. */
export const answered = <T extends { loading?: boolean; data?: unknown; error?: unknown }>(value: T) => !value.loading && (value.data !== undefined || value.error !== undefined);
