// The JSON envelopes (docs/rules/api.md), and the shared pagination query.
import { z } from '@hono/zod-openapi';
import { wholeNumberString } from '../../lib/schemas/input.ts';

export const MAX_PER_PAGE = 100;

export const PaginationQuerySchema = z.object({
  page: wholeNumberString(1, 100_000).default(1).openapi({ type: 'integer', minimum: 1, maximum: 100_000, default: 1, example: 1 }),
  per_page: wholeNumberString(1, MAX_PER_PAGE).default(12).openapi({ type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 12, example: 12 }),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const PageMetaSchema = z
  .object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() })
  .openapi('PageMeta');
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const ErrorBodySchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .openapi('Error');

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), meta: PageMetaSchema });

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 503;

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Malformed request',
  401: 'No valid token',
  402: 'Payment required',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request too large',
  415: 'Unsupported content or file type',
  416: 'Range not satisfiable',
  422: 'Validation failed; `errors` names each field',
  429: 'Too many requests; see Retry-After',
  503: 'A service the request needs is unavailable; try again later',
};

type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof ErrorBodySchema } } };
const errorResponse = (status: ErrorStatus, description = ERROR_TEXT[status]): ErrorResponse => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

/** Standard error responses for a route's OpenAPI declaration. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse(s)])) as Record<number, ErrorResponse>;
}

/**
 * The errors any route may answer whatever it does, declared on every operation by createRoute in
 * route-helpers.ts: 401 for an invalid token, also on public routes (a token is checked wherever it
 * is sent); and for requests with a body, 400 (unreadable), 413 (over the body limit), 415 (a content
 * type the route does not take); 422 wherever there is a parameter or body to validate.
 */
export function sharedErrorResponses(route: { method: string; security?: unknown[]; request?: { params?: unknown; query?: unknown; body?: unknown } }) {
  const isPublic = !route.security?.some((s) => s && Object.keys(s as object).length > 0);
  const out: Record<number, ErrorResponse> = {
    401: errorResponse(401, isPublic ? 'A token was sent and is not valid (this route needs none)' : ERROR_TEXT[401]),
  };
  if (route.method !== 'get') {
    out[400] = errorResponse(400);
    out[413] = errorResponse(413);
  }
  if (route.request?.body) out[415] = errorResponse(415);
  if (route.request?.params || route.request?.query || route.request?.body) out[422] = errorResponse(422);
  return out;
}

/** A PDF answer (invoice, credit note, certificate): downloaded rather than shown, never cached, since it names the member. */
export function pdfDownload(file: { bytes: Uint8Array; filename: string }): Response {
  return new Response(Buffer.from(file.bytes), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'private, no-store' },
  });
}
