// The small builders every domain's routes.ts uses to declare routes with createRoute: response and
// body declarations, path parameters, the Bearer requirement, and reading a body that may arrive
// as JSON, a URL-encoded form or multipart.
import { createRoute as declareRoute, type OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idString, text } from '../../lib/schemas/input.ts';
import { apiKeyScopeFor } from '../auth/api-keys.ts';
import { declareBodyLimit, DEFAULT_BODY_BYTES } from './body-limit.ts';
import type { AppEnv } from './env.ts';
import { requireAuth } from './middleware.ts';
import { errorResponses, sharedErrorResponses } from './respond.ts';

/** `get /courses/{id}/enrolment` -> `getCoursesByIdEnrolment`: unique, as method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    });
  return method.toLowerCase() + words.join('');
}

/**
 * createRoute of @hono/zod-openapi with what every operation shares, so a new route is complete from
 * its first day: an operationId from method and path, `security: []` unless the route asks for a
 * token (public routes say so), the error answers any route can give (respond.ts), and a request body
 * limit: `bodyLimit` in bytes, DEFAULT_BODY_BYTES (64 KB) when the route names none; a route that
 * takes rich text or files raises it, one that takes a few fields lowers it (docs/security.md,
 * "Request bodies"). What the route itself declares wins.
 */
export function createRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(config: R & { bodyLimit?: number }) {
  const { bodyLimit, ...route } = config;
  declareBodyLimit(route.method, route.path, bodyLimit ?? DEFAULT_BODY_BYTES);
  // An /admin operation an API key may call also says so, with the scope it needs.
  const scope = route.security?.length ? apiKeyScopeFor(route.method, route.path) : null;
  return declareRoute({
    operationId: operationIdOf(route.method, route.path),
    security: [],
    ...route,
    // Scopes belong to OAuth in OpenAPI's security objects, so the one a key needs is said beside them.
    ...(scope ? { security: [...route.security!, { apiKey: [] }], 'x-api-key-scope': scope } : {}),
    // A key is held to its own rate limit (docs/rules/integrations.md) and refused without its scope.
    responses: { ...sharedErrorResponses(route), ...(scope ? errorResponses(403, 429) : {}), ...route.responses },
  } as unknown as R);
}

/**
 * Registers a route whose handler reads the body itself as it streams (a large upload): the document
 * declares the body as the route says, but no validator reads it first, as validators read a body
 * whole into memory (docs/security.md, "Request bodies"). The route's middleware (auth) still runs
 * first, so a caller without the right is refused before a byte of the body is read.
 */
export function openapiStreamed<R extends RouteConfig>(app: OpenAPIHono<AppEnv>, route: R, handler: (c: Context<AppEnv>) => Promise<Response>): void {
  const { middleware: _middleware, ...documented } = route;
  app.openAPIRegistry.registerPath(documented);
  app.openapi({ ...route, hide: true, request: { ...route.request, body: undefined } }, handler as never);
}

/** Public answers that are the same for everyone: shared caches may keep them briefly. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** The OpenAPI security requirement of member routes. */
export const bearer = [{ bearer: [] }];

/** Spread into createRoute for a member route: documented as Bearer, and 401 without a valid token. */
export const auth = { security: bearer, middleware: requireAuth };

/** A JSON response declaration. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** JSON, URL-encoded and multipart bodies are all accepted (browsers, mobile apps, scripts). */
export const anyBody = <T extends z.ZodType>(schema: T) => ({
  // Not `required`: with it, every declared media type's validator runs on every request.
  content: {
    'application/json': { schema },
    'application/x-www-form-urlencoded': { schema },
    'multipart/form-data': { schema },
  },
});

/** The validated body whatever its media type; no body at all gets the same 422 as an empty form. */
export function bodyOf<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.infer<T> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const valid = c.req.valid.bind(c.req) as unknown as (target: 'json' | 'form') => z.infer<T>;
  if (type.includes('json')) return valid('json');
  if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) return valid('form');
  return schema.parse({});
}

/**
 * An id in the path: digits only, 1 to 2147483647, so `01`, `1.0`, `1e0`, `0x1` and `+1` are a 422
 * naming the parameter (docs/rules/api-errors.md). `what` describes it in the document.
 */
export const idParam = (name: string, what: string) =>
  idString().openapi({ param: { name, in: 'path' }, description: `The ${what} id`, type: 'string', pattern: '^[1-9][0-9]{0,9}$', example: '1' });

/** A free-text path segment (a slug, a file name, an id or slug), under the text rule of docs/rules/api-errors.md. */
export const pathParam = (name: string, description: string, example: string, max = 200) =>
  text().min(1).max(max).openapi({ param: { name, in: 'path' }, description, example });
