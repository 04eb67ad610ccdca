import { isAxiosError } from 'axios';

/** A 4xx answer: asking again will not change it. */
export function isClientError(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}
