// The one fetching context of the islands (docs/rules/client.md, "Loading data"): every screen's
// data is a fetcher store from @nanostores/query, whose fetcher is a typed function of src/lib/api.
// Member data is keyed by the signed-in member, so nothing is requested for a visitor the member gate
// is sending to /login, a member who signs in (or whom another tab restores) starts the load then,
// and one member never sees another's cached answer.
import { nanoquery } from '@nanostores/query';
import { computed } from 'nanostores';
import { $isLoggedIn, $user } from './session.ts';

const cache = new Map<string, unknown>();

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  cache: cache as never,
  // A failed load is shown at once (the error screen or a message in place), never retried behind
  // the member's back; a store mounted again within two seconds reuses the answer it has.
  onErrorRetry: null,
  dedupeTime: 2_000,
});

/** The key part every member store starts with: null (no request) until a member is signed in. */
export const $memberKey = computed([$isLoggedIn, $user], (signedIn, user) => (signedIn && user ? `member:${user.id}|` : null));

// nanoquery runs no fetcher while the page is hidden and does not run it when the page shows, so a
// member page opened in a background tab would wait on its loading state for good: load what is
// still missing as soon as the page is seen. (Listening on window, after nanoquery's own listener
// there, so that it already knows the page is visible.)
if (typeof window !== 'undefined') {
  window.addEventListener('visibilitychange', () => {
    if (!document.hidden) revalidateKeys((key) => !cache.has(key));
  });
}

/**
 * After a change the member made: every cached answer whose key names `what` (after the member part)
 * is dropped, so no other page of a list shows what was true before, and the store on screen reloads
 * while still showing its answer.
 */
export function refreshQueries(what: string, $shown?: { key?: string; value?: { promise?: Promise<unknown> } | undefined }): void {
  const shown = $shown?.key;
  invalidateKeys((key) => key !== shown && key.slice(key.indexOf('|') + 1).startsWith(what));
  if (!shown) return;
  revalidateKeys(shown);
  // nanoquery drops a reload asked for while one is on its way, and that one may have read the data
  // before this change (two changes in quick succession): ask again once it lands.
  const running = $shown?.value?.promise;
  if (running) void running.then(() => revalidateKeys(shown), () => revalidateKeys(shown));
}
