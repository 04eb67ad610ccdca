/** DRF-style page links: the request's own path and query with another `page`, relative to the site. */
export function pageLinks(requestUrl: string, page: number, pageSize: number, count: number): { next: string | null; previous: string | null } {
  const queryStart = requestUrl.indexOf('?');
  const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : requestUrl.slice(queryStart + 1);
  const lastPage = Math.max(1, Math.ceil(count / pageSize));

  const link = (target: number): string => {
    const params = new URLSearchParams(query);
    // Like DRF, the first page's link carries no `page` at all.
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const rest = params.toString();
    return rest ? `${path}?${rest}` : path;
  };

  return {
    next: page < lastPage ? link(page + 1) : null,
    // Past the end, "previous" leads back to the last page that has rows.
    previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
  };
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A DRF page: what every list route answers. Handlers build it, services answer the count and rows. */
export function pageResponse<T>(requestUrl: string, page: number, pageSize: number, found: { count: number; results: T[] }) {
  return { count: found.count, ...pageLinks(requestUrl, page, pageSize, found.count), results: found.results };
}
