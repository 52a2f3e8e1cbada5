// Methods by RFC 9110 (docs/rules/api.md, "Methods"): a request whose method the resource does not
// take is answered 405 with the methods it takes in Allow, and OPTIONS is answered 204 with Allow;
// neither is an error worth logging. The API's methods come from its own route table; pages take
// GET and HEAD, and POST (the site's forms post to their page, which shows itself when it takes none).
import type { Context } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from './env.ts';

/** What every page and static file takes. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

/** Methods the fetch standard refuses to put in a Request: no framework code may see them. */
export const UNREPRESENTABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

export const allowHeader = (methods: readonly string[]) => methods.join(', ');

/** The order methods are listed in Allow. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods each path of the API takes, from its route table: `[]` where no route has the path.
 * GET brings HEAD (the app answers it from the GET route) and any path brings OPTIONS.
 */
export function routeMethodTable(routes: readonly { method: string; path: string }[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of routes) if (route.method !== 'ALL') router.add('ALL', route.path, route.method.toUpperCase());
  return (path) => {
    const [matches] = router.match('GET', path) as [[string, unknown][]];
    if (matches.length === 0) return [];
    const methods = new Set(matches.map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return [...methods].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  };
}

/** The API's answer when no route took the request: 204 to OPTIONS, 405 to another method of a known path, else 404. */
export function unmatchedRequest(methodsOf: (path: string) => string[]) {
  return (c: Context<AppEnv>) => {
    const path = new URL(c.req.url).pathname;
    const methods = methodsOf(path);
    if (methods.length === 0) return c.json({ message: `No API route matches ${c.req.method} ${path}.` }, 404);
    c.header('Allow', allowHeader(methods));
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    return c.json({ message: `${path} does not take ${c.req.method}. It takes ${methods.filter((m) => m !== 'OPTIONS').join(', ')}.` }, 405);
  };
}
