// The app-wide middleware: method override, request id and access log, Bearer authentication,
// and the guard that requires a signed-in member.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Hono } from 'hono';
import { apiKeyScopeFor, isApiKey, resolveApiKey } from '../auth/api-keys.ts';
import { resolveToken } from '../auth/tokens.ts';
import { limitRate } from './rate-limits.ts';
import { AppError } from '../errors.ts';
import { m } from '../../paraglide/messages.js';
import { hasOverridableRoute } from './body-limit.ts';
import type { Actor, AppEnv, Deps } from './env.ts';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * A form POST carrying `_method=put` (PUT, PATCH, DELETE; any case) is handled as that method.
 * Browsers cannot send a multipart PUT from a plain form, and our client sends them this way (docs/rules/api.md).
 */
export function methodOverride(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    const isForm = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
    if (c.req.method !== 'POST' || !isForm) return next();
    // Only an address with a PUT, PATCH or DELETE route can be overridden; anywhere else the form is
    // the POST route's to read, as a stream if it takes files (docs/security.md, "Request bodies").
    if (!hasOverridableRoute(c.req.path)) return next();
    let form: FormData;
    try {
      form = await c.req.raw.clone().formData();
    } catch {
      throw new AppError('bad_request', 'The form body could not be read.');
    }
    const wanted = form.get('_method');
    if (typeof wanted !== 'string') return next();
    const method = wanted.toUpperCase();
    if (!OVERRIDABLE.has(method)) {
      throw new AppError('validation', 'The _method field must be PUT, PATCH or DELETE.', { errors: { _method: ['Must be PUT, PATCH or DELETE.'] } });
    }
    form.delete('_method');
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-type');
    headers.delete('content-length');
    const body = method === 'DELETE' && [...form.keys()].length === 0 ? null : form;
    return app.fetch(new Request(c.req.url, { method, headers, body }), c.env);
  };
}

export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('actor', null);
    await next();
    c.header('X-Request-Id', requestId);
    deps.log.info('request', {
      request_id: requestId,
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user_id: c.get('actor')?.id,
    });
  };
}

/**
 * Reads `Authorization: Bearer <token>` when present; an invalid token is a 401, not anonymity. An
 * API key (`wsk_…`) is taken on the /v1/admin operations its scopes cover only, and counted against
 * its own rate limit (docs/rules/integrations.md, "API keys").
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const credential = match?.[1];
    if (credential && isApiKey(credential)) {
      c.set('actor', await apiKeyActor(c, credential));
      return next();
    }
    const actor = credential ? await resolveToken(c.get('deps').db, credential) : null;
    if (!actor) throw new AppError('unauthenticated', m.errors_session_expired());
    c.set('actor', actor);
  }
  await next();
};

async function apiKeyActor(c: Context<AppEnv>, key: string) {
  const caller = await resolveApiKey(c.get('deps').db, key);
  if (!caller) throw new AppError('unauthenticated', 'This API key is unknown, revoked or expired.');
  // Outside /v1/admin a key is no credential at all (a member's session is needed); inside, an
  // operation no scope covers (making keys) is refused as forbidden.
  if (!c.req.path.startsWith('/v1/admin/')) throw new AppError('unauthenticated', 'API keys work on the /v1/admin operations only. Sign in to use this.');
  const scope = apiKeyScopeFor(c.req.method, c.req.path);
  if (!scope) throw new AppError('forbidden', 'No API key may do this: sign in to the studio instead.');
  if (!caller.scopes.includes(scope)) throw new AppError('forbidden', `This API key may not do this: it needs the scope ${scope}.`);
  await limitRate(c, 'api-key', caller.keyId);
  return caller.actor;
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('actor')) throw new AppError('unauthenticated', m.errors_log_in_first());
  await next();
};

/** The signed-in member inside a handler behind requireAuth. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new AppError('unauthenticated', m.errors_log_in_first());
  return actor;
}

export function clientAddress(c: Context<AppEnv>): string {
  return c.env?.clientAddress ?? 'unknown';
}
