import { errorResponseSchema } from '@ua/contracts';

/** The error answers every admin route may give; routes add 404 and 409 where they can answer them. */
export const ADMIN_ERROR_RESPONSES = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;
