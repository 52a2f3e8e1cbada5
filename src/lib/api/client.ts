// The one configured HTTP client for /v1 (docs/rules/client.md, "Calling the API"). Sends the
// agreed headers, the page's language and the Bearer token, sends a PUT with form data as a POST with `_method=put`,
// turns error bodies into ApiError, and answers a 401 on a signed-in call with the single
// "Session Expired" dialog. Browser code calls the typed functions in the files beside this one,
// never `api` or `fetch` directly.
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { currentLocale } from '../i18n.ts';
import { paths } from '../paths.ts';
import { $session } from '../../stores/session.ts';
import { sessionExpired } from '../../stores/ui.ts';
import { toApiError } from './errors.ts';
import { noteApiRead } from './reads-made.ts';

const API_BASE = '/v1';

const base = ofetch.create({
  baseURL: API_BASE,
  credentials: 'include',
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  retry: 0,
  onRequest({ options }) {
    // The page's language, not the browser's: the API words its refusals in it (docs/i18n.md, "API refusals").
    options.headers.set('Accept-Language', currentLocale());
    const { token } = $session.get();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
  onResponse({ request, options, response }) {
    if (response.ok && (options.method ?? 'GET').toUpperCase() === 'GET' && typeof request === 'string') noteApiRead(request);
  },
  onResponseError({ response, options }) {
    // Only a signed-in call means the session ended; a visitor's 401 is an ordinary error. A
    // background call (the live notifications of the header) leaves it to what the member does next.
    if (response.status === 401 && $session.get().token && !(options as { background?: boolean }).background) sessionExpired(() => window.location.assign(paths.logout()));
  },
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = Omit<FetchOptions<'json'>, 'method' | 'body'> & {
  body?: unknown;
  /** Not a member's action: a 401 does not open the Session Expired dialog. */
  background?: boolean;
};

export function rewriteFormPut(method: Method, body: unknown): { method: Method; body: unknown } {
  if ((method === 'PUT' || method === 'PATCH') && typeof FormData !== 'undefined' && body instanceof FormData) {
    const form = new FormData();
    for (const [key, value] of body.entries()) form.append(key, value);
    form.set('_method', method.toLowerCase());
    return { method: 'POST', body: form };
  }
  return { method, body };
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const rewritten = rewriteFormPut(method, options.body);
  try {
    return await base<T>(path, { ...options, method: rewritten.method, body: rewritten.body as BodyInit });
  } catch (err) {
    if (err instanceof FetchError) throw toApiError(err.response?.status ?? 0, err.data);
    throw err;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

export type Item<T> = { data: T };
export type List<T> = { data: T[]; meta: { page: number; per_page: number; total: number; last_page: number } };
