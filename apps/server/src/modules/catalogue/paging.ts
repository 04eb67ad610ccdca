import type { FastifyRequest } from 'fastify';

export type PageRequest = { page: number; page_size: number };
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export function offsetOf({ page, page_size }: PageRequest): number {
  return (page - 1) * page_size;
}

/**
 * A DRF page whose links are the request's own path and query with another `page`: the bracketed
 * arrays and every filter survive as the client sent them.
 */
export function pageOf<T>(request: FastifyRequest, paging: PageRequest, count: number, results: T[]): Page<T> {
  const [path = '', query = ''] = request.url.split('?', 2);
  const lastPage = Math.max(1, Math.ceil(count / paging.page_size));
  const link = (target: number) => {
    const params = new URLSearchParams(query);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const rest = params.toString();
    return rest ? `${path}?${rest}` : path;
  };
  return {
    count,
    next: paging.page < lastPage ? link(paging.page + 1) : null,
    previous: paging.page > 1 ? link(Math.min(paging.page - 1, lastPage)) : null,
    results,
  };
}
