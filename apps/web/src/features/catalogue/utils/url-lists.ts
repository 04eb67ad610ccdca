import { positiveInt } from '../../../lib/url-params';

/** The distinct values of a repeated URL parameter that `allowed` knows, in the order given. */
export function knownValues<Value extends string>(params: URLSearchParams, name: string, allowed: readonly Value[]): Value[] {
  return [...new Set(params.getAll(name))].filter((value): value is Value => (allowed as readonly string[]).includes(value));
}

/** An id from the URL, or undefined for anything that is not one. */
export function idParam(params: URLSearchParams, name: string): number | undefined {
  return positiveInt(params.get(name), 0) || undefined;
}

export type StatusFilter = 'active' | 'inactive' | 'all';

/** `status=inactive` or `status=all` in the URL; active records by default. */
export function statusParam(params: URLSearchParams): StatusFilter {
  const status = params.get('status');
  return status === 'inactive' || status === 'all' ? status : 'active';
}

/** The API's `active` query for a status. */
export function activeQuery(status: StatusFilter): 'true' | 'false' | 'all' {
  return status === 'active' ? 'true' : status === 'inactive' ? 'false' : 'all';
}
