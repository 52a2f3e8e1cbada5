// One request body limit for every route and media type, checked before anything parses a body.
// The Node edge (edge.ts) enforces it on the raw stream for pages, static files and the API alike;
// the API applies it again first thing, so the app is safe wherever it is mounted (tests, other
// servers). Routes may accept less (a task upload is 10 MB), never more. The one exception is the
// studio's media upload, which takes a video (bodyLimitFor). Rule: docs/security.md.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MEDIA_LIMITS } from '../../lib/schemas/studio-media.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from './env.ts';

/** Largest request body: a lesson task upload or an avatar plus form fields. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** The studio's media upload (docs/rules/studio.md, "Media"): the largest file it accepts plus its form fields. */
export const MEDIA_UPLOAD_PATH = '/v1/admin/media';
export const MEDIA_UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_LIMITS)) + 1024 * 1024;

/** The body limit of one request: the media upload's for that route, the one limit for every other. */
export function bodyLimitFor(method: string | undefined, url: string): number {
  const path = url.split('?')[0];
  return method === 'POST' && path === MEDIA_UPLOAD_PATH ? MEDIA_UPLOAD_MAX_BYTES : MAX_BODY_BYTES;
}

export const tooLargeMessage = (max = MAX_BODY_BYTES) => `The request is larger than ${Math.round(max / 1024 / 1024)} MB.`;
export const TOO_LARGE_MESSAGE = tooLargeMessage();

export const payloadTooLarge = (max = MAX_BODY_BYTES) => new AppError('payload_too_large', tooLargeMessage(max));

/**
 * Refuses a declared Content-Length over the limit at once, and counts a chunked body as it is read,
 * failing with 413 as soon as it passes the limit. Must run before anything reads the body.
 */
const limiterOf = (max: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: max,
    onError: () => {
      throw payloadTooLarge(max);
    },
  });
const defaultLimit = limiterOf(MAX_BODY_BYTES);
const mediaLimit = limiterOf(MEDIA_UPLOAD_MAX_BYTES);

export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (bodyLimitFor(c.req.method, c.req.path) === MAX_BODY_BYTES ? defaultLimit : mediaLimit)(c, next);
