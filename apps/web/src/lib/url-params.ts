/** Page sizes the tables offer; the server allows up to 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** A whole number of at least 1 from the URL, or `fallback` for anything else (a hand-edited URL included). */
export function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 && number <= max ? number : fallback;
}

export function pageSizeFrom(value: string | null): number {
  const size = positiveInt(value, DEFAULT_PAGE_SIZE);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Adds the page and page size to `params`, leaving out the defaults so shared links stay short. */
export function writePaging(params: URLSearchParams, page: number, pageSize: number): URLSearchParams {
  if (page > 1) params.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('page_size', String(pageSize));
  return params;
}
