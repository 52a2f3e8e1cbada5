// Reads a fetcher store (src/stores/query.ts) in an island with loading and error states. A failed
// load is thrown during render so the ErrorBoundary shows the error screen; pass { soft: true } to
// handle the error in place instead. 401s are answered by the Session Expired dialog, not an error
// screen (docs/rules/client.md, "Loading data").
import { useStore } from '@nanostores/react';
import type { FetcherStore } from '@nanostores/query';
import { useCallback, useRef } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { m } from '../../paraglide/messages.js';

// Built when asked, in the page's language (docs/i18n.md).
function statusText(status: number): string {
  const texts: Record<number, () => string> = { 400: m.member_status_400, 403: m.member_status_403, 404: m.member_status_404, 429: m.member_status_429, 500: m.member_status_500, 502: m.member_status_502, 503: m.member_status_503 };
  return (texts[status] ?? m.member_status_other)();
}

/** An ApiError as the error screen shows it: status and text. */
export function asRouteError(error: ApiError): { status: number; statusText: string; message: string } {
  return { status: error.status, statusText: statusText(error.status), message: error.message };
}

export type QueryView<T> = {
  data: T | undefined;
  error: ApiError | Error | undefined;
  /** Nothing to show yet: the first answer for the current key has not arrived. A reload keeps the data shown. */
  loading: boolean;
  /** A reload is on its way while the last answer is shown. */
  refreshing: boolean;
  reload: () => void;
  /** Replaces the shown answer in place (after a change the member made), as React's setState does. */
  setData: (next: T | undefined | ((current: T | undefined) => T | undefined)) => void;
};

export type QueryOptions = {
  /** Hand a failed load to the screen (`error`) instead of throwing it to the error boundary. */
  soft?: boolean;
  /**
   * While the first answer for a new key loads (the next page of a list), keep showing the answer of
   * the key before, as `refreshing`, instead of a loading state.
   */
  keep?: boolean;
};

export function useQuery<T>($store: FetcherStore<T>, options: QueryOptions = {}): QueryView<T> {
  const value = useStore($store);
  const last = useRef<T | undefined>(undefined);
  if (value.data !== undefined) last.current = value.data;
  const { error, loading } = value;
  const data = value.data ?? (options.keep && !error && $store.key ? last.current : undefined);
  const reload = useCallback(() => $store.revalidate(), [$store]);
  const setData = useCallback(
    (next: T | undefined | ((current: T | undefined) => T | undefined)) => {
      const value = typeof next === 'function' ? (next as (current: T | undefined) => T | undefined)($store.get().data) : next;
      $store.mutate(value);
    },
    [$store],
  );
  const failure = error as ApiError | Error | undefined;
  if (failure && !options.soft && !(failure instanceof ApiError && failure.status === 401)) {
    throw failure instanceof ApiError ? asRouteError(failure) : failure;
  }
  return { data, error: failure, loading: data === undefined && !failure, refreshing: Boolean(loading) && data !== undefined, reload, setData };
}
