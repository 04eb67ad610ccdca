import { z } from 'zod';
import { permissionLabels, type PermissionLabel } from './constants.ts';
import { ERROR_CODES } from './errors.ts';

/** Every error the API answers: a readable `detail`, plus `errors` keyed by field for validation. */
export const errorResponseSchema = z
  .object({
    detail: z.string(),
    /** What went wrong, for code to branch on: one of ERROR_CODES. */
    code: z.enum(ERROR_CODES),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export { MAX_PAGE_SIZE } from './constants.ts';
export { ERROR_CODES, isErrorCode, type ErrorCode } from './errors.ts';

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export { PERMISSION_LABELS, permissionLabels, type PermissionLabel } from './constants.ts';
export const permissionLabelSchema = z.enum(permissionLabels as [PermissionLabel, ...PermissionLabel[]]);
