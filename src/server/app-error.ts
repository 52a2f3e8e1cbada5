// One error type for every expected failure. Services throw AppError; the app's error handler turns
// it (and zod and HTTP errors) into the one error body of docs/rules/api.md.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, options: { errors?: FieldErrors; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
