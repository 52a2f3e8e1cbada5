// The API's error body parsed back into one client-side error type. When no body came back (offline,
// or an answer that is not ours), the message is our own, in the page's language (docs/i18n.md).
import { m } from '../../paraglide/messages.js';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The first message for a field, for showing next to it. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof b.message === 'string' ? b.message : status === 0 ? m.errors_client_offline() : m.errors_client_failed({ status });
  const errors = b.errors && typeof b.errors === 'object' ? (b.errors as FieldErrors) : {};
  return new ApiError(status, message, errors);
}
