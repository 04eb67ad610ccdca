/** Domain errors carry a code; the error plugin alone turns codes into HTTP answers. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found.') => new AppError('not_found', what);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new AppError('forbidden', detail);
export const unauthenticated = (detail = 'Authentication credentials were not provided or are invalid.') =>
  new AppError('unauthenticated', detail);
export const validationError = (fields: Record<string, string[]>, detail = 'Some fields are not valid.') =>
  new AppError('validation', detail, fields);
