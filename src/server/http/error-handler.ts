// The one error handler: AppError, HTTP and zod errors become `{ message, errors? }` with the right
// status; anything unexpected is logged with its stack and answered as a plain 500 without details.
// Field errors are capped here, whoever raised them (docs/rules/api-errors.md).
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import type { AppEnv } from './env.ts';
import { errorFields } from '../logger.ts';
import { capFieldErrors, moreFieldsNote, validationError } from './validation.ts';

/** What the framework's own refusals say instead of a bare status text: what to do about it. */
const HTTP_EXCEPTION_MESSAGES: Partial<Record<number, string>> = {
  400: 'The request could not be read. Check that the body is valid JSON or form data.',
  415: 'This address does not take a body of that content type. Send JSON with Content-Type: application/json (or form data where the address takes a form or a file).',
};

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const error = err instanceof ZodError ? validationError(err) : err;
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    if (!error.errors) return c.json({ message: error.message }, error.status as 400);
    const { errors, more } = capFieldErrors(error.errors);
    return c.json({ message: error.message + moreFieldsNote(more), errors }, error.status as 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = HTTP_EXCEPTION_MESSAGES[status] ?? (error.message || 'Request failed.');
    return c.json({ message }, status);
  }
  c.get('deps')?.log.error('unhandled error', {
    request_id: c.get('requestId'),
    route: c.req.routePath,
    // The statement and error code of a failed query, never its parameter values.
    ...errorFields(error),
  });
  return c.json({ message: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.' }, 500);
};
