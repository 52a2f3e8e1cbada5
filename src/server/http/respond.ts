// The JSON envelopes of DESIGN.md section 4, and the shared pagination query.
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

/** Standard error responses for a route's OpenAPI declaration. */
export function errorResponses(...statuses: Array<400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429>) {
  const text: Record<number, string> = {
    400: 'Malformed request',
    401: 'No valid token',
    402: 'Payment required',
    403: 'Not allowed',
    404: 'Not found',
    409: 'Conflict',
    413: 'Upload too large',
    415: 'Unsupported file type',
    422: 'Validation failed; `errors` names each field',
    429: 'Too many requests; see Retry-After',
  };
  return Object.fromEntries(
    statuses.map((s) => [s, { description: text[s]!, content: { 'application/json': { schema: ErrorBodySchema } } }]),
  ) as Record<number, { description: string; content: { 'application/json': { schema: typeof ErrorBodySchema } } }>;
}
