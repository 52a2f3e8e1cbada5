// One request body limit for every route and media type, checked before anything parses a body.
// The Node edge (edge.ts) enforces it on the raw stream for pages, static files and the API alike;
// the API applies it again first thing, so the app is safe wherever it is mounted (tests, other
// servers). Routes may accept less (a task upload is 10 MB), never more. Rule: docs/security.md.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';
import type { AppEnv } from './env.ts';

/** Largest request body: a lesson task upload or an avatar plus form fields. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export const TOO_LARGE_MESSAGE = `The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`;

export const payloadTooLarge = () => new AppError('payload_too_large', TOO_LARGE_MESSAGE);

/**
 * Refuses a declared Content-Length over the limit at once, and counts a chunked body as it is read,
 * failing with 413 as soon as it passes the limit. Must run before anything reads the body.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw payloadTooLarge();
  },
});
