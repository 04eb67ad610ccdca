import { isAxiosError } from 'axios';
import type { ErrorResponse } from '@ua/contracts';
import { isErrorCode, type ErrorCode } from '@ua/contracts/errors';

/**
 * A failed call as a person should read it (the server's `detail`, its field errors by field), and as
 * code should branch on it: by `code`, which says more than the status (a 409 may be a taken email or
 * the last manager).
 */
export type ApiError = {
  detail: string;
  /** Undefined when nothing answered, or the answer carried no code of the contracts (a proxy's page). */
  code: ErrorCode | undefined;
  /** The first message for each field the server named (`email`, `recipients.user_ids` ...). */
  fieldErrors: Record<string, string>;
};

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

function isErrorBody(data: unknown): data is Partial<ErrorResponse> {
  return typeof data === 'object' && data !== null;
}

export function apiErrorOf(error: unknown): ApiError {
  if (!isAxiosError(error) || !error.response) return { detail: UNREACHABLE, code: undefined, fieldErrors: {} };
  const { status, data } = error.response;
  const body = isErrorBody(data) ? data : {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') fieldErrors[field] = first;
  }
  return {
    detail: typeof body.detail === 'string' && body.detail !== '' ? body.detail : `The server answered with an error (${status}). Please try again.`,
    code: isErrorCode(body.code) ? body.code : undefined,
    fieldErrors,
  };
}
