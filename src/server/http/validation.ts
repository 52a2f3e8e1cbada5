// Turns zod issues into the `errors` object of a 422: one list of messages per field path
// (`answers.3`, `checked_ids.0`), a failure of the whole body under `body`, and never more than
// MAX_REPORTED_FIELDS fields, so a request with thousands of bad entries gets a small answer
// (docs/rules/api-errors.md). Importing the input rules installs the worded error map; the words are
// the request's language (docs/i18n.md, "API refusals").
import type { z } from 'zod';
import '../../lib/schemas/input.ts';
import { m } from '../../paraglide/messages.js';
import { AppError, type FieldErrors } from '../errors.ts';

/** At most this many fields are reported; the message says how many more were wrong. */
export const MAX_REPORTED_FIELDS = 20;

/** The key of errors about the whole of a request part rather than one field of it. */
const ROOT_KEYS: Record<string, string> = { json: 'body', form: 'body', query: 'query', param: 'path', header: 'headers', cookie: 'cookies' };

export function fieldErrorsFrom(error: z.ZodError, rootKey = 'body'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : rootKey;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Keeps the first MAX_REPORTED_FIELDS fields (one message each is plenty to act on) and counts the rest. */
export function capFieldErrors(errors: FieldErrors): { errors: FieldErrors; more: number } {
  const fields = Object.keys(errors);
  if (fields.length <= MAX_REPORTED_FIELDS) return { errors, more: 0 };
  const kept: FieldErrors = {};
  for (const field of fields.slice(0, MAX_REPORTED_FIELDS)) kept[field] = errors[field]!;
  return { errors: kept, more: fields.length - MAX_REPORTED_FIELDS };
}

/** " 3 more fields not shown." when errors were left out of the reply. */
export const moreFieldsNote = (more: number) => (more > 0 ? ` ${m.errors_more_fields({ count: more })}` : '');

export function validationError(error: z.ZodError, rootKey = 'body'): AppError {
  const errors = fieldErrorsFrom(error, rootKey);
  const first = Object.values(errors)[0]?.[0];
  return new AppError('validation', first ? m.errors_invalid_data_first({ first }) : m.errors_invalid_data(), { errors });
}

/** The defaultHook for OpenAPIHono: every request schema failure becomes a 422 with field errors. */
export function validationHook(result: { success: boolean; error?: unknown; target?: string }): void {
  if (!result.success) throw validationError(result.error as z.ZodError, ROOT_KEYS[result.target ?? 'json'] ?? 'body');
}
