// Turns zod issues into the `errors` object of a 422: one list of messages per field path.
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors.ts';

export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrorsFrom(error);
  const first = Object.values(errors)[0]?.[0];
  return new AppError('validation', first ? `The given data was invalid: ${first}` : 'The given data was invalid.', { errors });
}

/** The defaultHook for OpenAPIHono: every request schema failure becomes a 422 with field errors. */
export function validationHook(result: { success: boolean; error?: unknown }): void {
  if (!result.success) throw validationError(result.error as z.ZodError);
}
