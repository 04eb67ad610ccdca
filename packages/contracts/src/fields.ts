import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';

/**
 * The one set of field builders every area's contracts are made of, and the one bounded id schema
 * every route takes its ids through.
 */

/**
 * Control characters corrupt the one-line places names are shown in, and PostgreSQL refuses NUL.
 * Free text keeps the line breaks and tabs it is `allowed`.
 */
export function hasControlCharacter(value: string, allowed = ''): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(char)) return true;
  }
  return false;
}

/**
 * Half of a UTF-16 surrogate pair: a broken client's text. PostgreSQL's jsonb refuses it, and no
 * person typed it, so text fields refuse it with the other malformed input.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}
const BROKEN_TEXT = 'Remove the broken characters';

/** A trimmed one-line name. */
export function singleLine(missing: string, max: number) {
  return z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `Keep it under ${max} characters`)
    .refine((value) => !hasControlCharacter(value), 'Remove line breaks and control characters')
    .refine((value) => !hasLoneSurrogate(value), BROKEN_TEXT);
}

/** A trimmed one-line text that may stay empty. */
export function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Keep it under ${max} characters`)
    .refine((value) => !hasControlCharacter(value), 'Remove line breaks and control characters')
    .refine((value) => !hasLoneSurrogate(value), BROKEN_TEXT);
}

/** Free text with line breaks (descriptions, notes); may stay empty. */
export function multiLine(max: number) {
  return z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(max, `Keep it under ${max} characters`)
    .refine((value) => !hasControlCharacter(value, '\n\t'), 'Remove control characters')
    .refine((value) => !hasLoneSurrogate(value), BROKEN_TEXT);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a slug')
  .max(80, 'Keep the slug under 80 characters')
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, e.g. solang-valley');

/** Ids are PostgreSQL integers: a larger number can name nothing, so it is refused before any query. */
export const MAX_ID = 2_147_483_647;
/** An id in a JSON body: 1 to MAX_ID. */
export const idSchema = z.number().int().positive().max(MAX_ID, 'No such record');
export const bodyId = (missing: string) => z.number(missing).int(missing).positive(missing).max(MAX_ID, 'No such record');
export const bodyIdList = (max: number) => z.array(idSchema).max(max, `Choose at most ${max}`);

/** An id in a path or a query string: 1 to MAX_ID. */
export const queryId = z.coerce.number().int().positive().max(MAX_ID);

/** `{id}` in a path, for every route. */
export const idParamsSchema = z.object({ id: queryId });

/** DRF-style page parameters, with a page number an offset can still hold. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});

/** A query parameter that may repeat: `category[]=1&category[]=2` (qs) arrives as an array, `category=1` as one value. */
export function queryList<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item).max(100)]).transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]));
}

/** Lists show active records unless asked for the inactive ones, or all. */
export const ACTIVE_FILTERS = ['true', 'false', 'all'] as const;
export const queryActive = z.enum(ACTIVE_FILTERS).default('true');

export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** An optional free-text query; an empty box means no query. */
export const querySearchText = z
  .string()
  .trim()
  .max(200, 'Keep the search under 200 characters')
  .refine((value) => !hasControlCharacter(value), 'Remove control characters from the search')
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const isoDateField = z.iso.date('Enter a date as YYYY-MM-DD');

export const imageUrlsField = z
  .array(z.url({ protocol: /^https$/, error: 'Use an https:// image address' }).max(2000, 'Keep the address under 2000 characters'))
  .max(12, 'Add at most 12 images');
