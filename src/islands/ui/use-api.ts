// Loads data for an island with loading and error states. A failed load is thrown during render so
// the ErrorBoundary shows the error screen; pass { soft: true } to handle the error in place instead.
// Islands load member data only: nothing is requested until a member is signed in, so a visitor the
// member gate is sending to /login causes no API call (docs/rules/client.md, "Member area").
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { $isLoggedIn } from '../../stores/session.ts';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable' };

/** An ApiError as the error screen shows it: status and text. */
export function asRouteError(error: ApiError): { status: number; statusText: string; message: string } {
  return { status: error.status, statusText: STATUS_TEXT[error.status] ?? 'Error', message: error.message };
}

export function useApi<T>(load: () => Promise<T>, deps: unknown[] = [], options: { soft?: boolean } = {}) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | Error | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const signedIn = useStore($isLoggedIn);

  useEffect(() => {
    // A visitor stays on the loading state until the gate's redirect; a member who signs in (or whose
    // session another tab restores) starts the load then.
    if (!signedIn) return;
    let live = true;
    setLoading(true);
    load().then(
      (value) => live && (setData(value), setError(undefined), setLoading(false)),
      (err: unknown) => live && (setError(err instanceof Error ? err : new Error(String(err))), setLoading(false)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, version, signedIn]);

  // 401s are answered by the Session Expired dialog; they are not an error screen.
  if (error && !options.soft && !(error instanceof ApiError && error.status === 401)) {
    throw error instanceof ApiError ? asRouteError(error) : error;
  }
  return { data, error, loading, reload, setData };
}
