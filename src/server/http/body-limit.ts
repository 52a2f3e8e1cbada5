// Request body limits, checked before anything parses a body (docs/security.md, "Request bodies").
// Every API route has its own, declared next to it: createRoute (route-helpers.ts) records each
// route's `bodyLimit`, or DEFAULT_BODY_BYTES when it names none, so no route is without one. The
// API applies the route's limit as its first step, counting the body as it streams and never holding
// it; the Node edge (edge.ts) asks bodyLimitFor for the same number before the app sees a byte.
import type { MiddlewareHandler } from 'hono';
import { ARCHIVE_LIMITS, MEDIA_LIMITS } from '../../lib/schemas/upload-limits.ts';
import { AppError } from '../app-error.ts';
import type { AppEnv } from './env.ts';

const KB = 1024;
const MB = 1024 * KB;

/** Every route's limit unless it declares its own: a JSON body of ordinary fields. */
export const DEFAULT_BODY_BYTES = 64 * KB;
/**
 * Sign-in, registration, passwords, settings and small choices: every field at its longest fits
 * (a 1,000-character password, a 4,000-character reCAPTCHA token) with room for multi-byte text.
 */
export const SMALL_BODY_BYTES = 16 * KB;
/** Rich text from the studio's editor: 200,000 characters of HTML at up to 3 bytes each, and the other fields. */
export const RICH_TEXT_BODY_BYTES = 1 * MB;
/** A lesson: 100,000 characters of HTML plus up to 50 quiz or survey questions with their options and explanations. */
export const LESSON_BODY_BYTES = 2 * MB;
/** A payment provider's signed event: larger than any we receive (an invoice with many lines), never a file. */
export const WEBHOOK_BODY_BYTES = 512 * KB;
/** A journal entry: 20,000 characters of reflection at up to 3 bytes each, and its fields. */
export const JOURNAL_BODY_BYTES = 128 * KB;
/** A people import (docs/rules/studio.md, "Importing people"): 5,000,000 characters of CSV in JSON, at up to 3 bytes each. */
export const PEOPLE_IMPORT_BODY_BYTES = 16 * MB;
/** A file upload: the file's own limit plus room for the form's other fields and the multipart framing. */
export const uploadBodyBytes = (fileBytes: number, formBytes = 256 * KB) => fileBytes + formBytes;

/** The studio's media upload (docs/rules/studio.md, "Media"): the largest file it accepts plus its form fields. */
export const MEDIA_UPLOAD_PATH = '/v1/admin/media';
export const MEDIA_UPLOAD_MAX_BYTES = uploadBodyBytes(Math.max(...Object.values(MEDIA_LIMITS)), 1 * MB);

/** A course archive to import (docs/rules/studio.md, "Course export and import"): the archive's limit plus the form. */
export const COURSE_IMPORT_MAX_BYTES = uploadBodyBytes(ARCHIVE_LIMITS.bytes, 1 * MB);

/** No request may be larger than this, whatever its route: the largest upload's limit. */
export const MAX_BODY_BYTES = Math.max(MEDIA_UPLOAD_MAX_BYTES, COURSE_IMPORT_MAX_BYTES);

/** Pages take the contact form and the sandbox payment form (src/pages), nothing bigger. */
export const PAGE_BODY_BYTES = DEFAULT_BODY_BYTES;

const API_PREFIX = '/v1';
/** A form POST may stand for these (the method override, docs/rules/api.md). */
const OVERRIDABLE = ['PUT', 'PATCH', 'DELETE'];

type Declared = { key: string; segments: string[]; bytes: number };

// The table is kept on a process-wide symbol: scripts/serve.ts (the edge) and the bundle Astro builds
// (the API's routes) each load their own copy of this module (src/server/http/api-node.ts).
const TABLE = Symbol.for('wellspring.body-limits');
type WithTable = typeof globalThis & { [TABLE]?: Map<string, Declared[]> };
/** Declared limits by `METHOD segment-count`, for a quick match. */
const table = ((globalThis as WithTable)[TABLE] ??= new Map<string, Declared[]>());

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Records the body limit of `method path` (`path` as the route declares it under /v1, with
 * `{param}` segments). Called by createRoute for every route; a later declaration of the same route
 * replaces the earlier one.
 */
export function declareBodyLimit(method: string, path: string, bytes: number): void {
  if (!(bytes > 0) || bytes > MAX_BODY_BYTES) throw new Error(`The body limit of ${method} ${path} must be between 1 byte and ${MAX_BODY_BYTES} bytes.`);
  const full = `${API_PREFIX}${path}`;
  const segments = segmentsOf(full);
  const key = `${method.toUpperCase()} ${full}`;
  const bucket = `${method.toUpperCase()} ${segments.length}`;
  const entries = (table.get(bucket) ?? []).filter((e) => e.key !== key);
  entries.push({ key, segments, bytes });
  table.set(bucket, entries);
}

/** Every declared limit, by `METHOD /v1/path/{param}` (the OpenAPI document's operation keys). */
export function declaredBodyLimits(): Map<string, number> {
  return new Map([...table.values()].flat().map((e) => [e.key, e.bytes]));
}

/**
 * The declared limit of the route `method path` would reach, or undefined when no route matches. When
 * a literal route and a parameter route both match (`/courses/enrolled/1` and `/courses/{id}/{id}`),
 * the larger limit applies: the body limit never refuses what the route that answers may take.
 */
export function routeBodyLimit(method: string, path: string): number | undefined {
  const segments = segmentsOf(path);
  let found: number | undefined;
  for (const entry of table.get(`${method.toUpperCase()} ${segments.length}`) ?? []) {
    if (entry.segments.every((s, i) => s.startsWith('{') || s === segments[i])) found = Math.max(found ?? 0, entry.bytes);
  }
  return found;
}

/**
 * The limit of a request to the API: its route's. A form POST may be turned into a PUT, PATCH or
 * DELETE of the same address by the method override, so it may be as large as the largest of them.
 * An address no route takes gets the default (the answer is a 404 or 405 that reads no body).
 */
export function apiBodyLimitOf(method: string, path: string, isForm: boolean): number {
  const upper = method.toUpperCase();
  const own = routeBodyLimit(upper, path);
  const overrides = upper === 'POST' && isForm ? OVERRIDABLE.map((m) => routeBodyLimit(m, path)) : [];
  const found = [own, ...overrides].filter((n): n is number => n !== undefined);
  return found.length ? Math.max(...found) : DEFAULT_BODY_BYTES;
}

/** True when a PUT, PATCH or DELETE route has this address, so a form POST to it may stand for one of them. */
export function hasOverridableRoute(path: string): boolean {
  return OVERRIDABLE.some((m) => routeBodyLimit(m, path) !== undefined);
}

/**
 * The body limit of one request, for the Node edge, which sees no media type: under /v1 the route's
 * (a POST the largest of it and the methods it may stand for), the ceiling until the API has declared
 * its routes (the app then applies the route's own); pages PAGE_BODY_BYTES.
 */
export function bodyLimitFor(method: string | undefined, url: string): number {
  const path = url.split('?')[0] ?? '/';
  if (!/^\/v1(\/|$)/.test(path)) return PAGE_BODY_BYTES;
  if (table.size === 0) return MAX_BODY_BYTES;
  return apiBodyLimitOf(method ?? 'GET', path, true);
}

/** "16 KB", "1 MB", "201 MB": a limit as the 413 names it. */
export function formatLimit(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.round((bytes / KB) * 10) / 10} KB`;
}

export const tooLargeMessage = (max = MAX_BODY_BYTES) => `The request is larger than ${formatLimit(max)}.`;

export const payloadTooLarge = (max = MAX_BODY_BYTES) => new AppError('payload_too_large', tooLargeMessage(max));

/** The edge's own 413 (edge.ts), from its copy of this module: told by its code, not its class. */
const isTooLarge = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'payload_too_large';

/**
 * The API's first step: refuses a declared Content-Length over the route's limit at once, and
 * otherwise hands the app a body that counts its bytes as they are read and fails past the limit
 * (or when the edge's count fails first). Nothing is buffered here (Hono's bodyLimit reads a body
 * without a declared length whole into memory before passing it on). Whatever then fails to read the
 * body (a JSON or form parser, an upload), the answer is this 413.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.raw;
  if (!raw.body) return next();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const isForm = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  const max = apiBodyLimitOf(c.req.method, c.req.path, isForm);
  const declared = c.req.header('content-length');
  if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > max) throw payloadTooLarge(max);
  let received = 0;
  let refused: AppError | undefined;
  const reader = raw.body.getReader();
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (err) {
          if (isTooLarge(err)) refused = payloadTooLarge(max);
          return controller.error(refused ?? err);
        }
        if (next.done) return controller.close();
        received += next.value.byteLength;
        if (received > max) {
          refused = payloadTooLarge(max);
          void reader.cancel(refused).catch(() => undefined);
          return controller.error(refused);
        }
        controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
  await next();
  // A parser that met the error answered 400 or 422 (or a service its own error); the body was too large.
  if (refused && c.res.status !== 413) c.res = c.json({ message: refused.message }, 413);
};
