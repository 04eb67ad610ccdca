import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('does not refetch on window focus or on mount by default', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnMount).toBe(false);
  });

  it('retries server and network failures a little, never a 4xx', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a rule');
    const withStatus = (status: number) => new AxiosError('x', undefined, undefined, undefined, { status, data: {}, statusText: '', headers: {}, config: { headers: {} } as never });
    expect(retry(0, withStatus(401))).toBe(false);
    expect(retry(0, withStatus(404))).toBe(false);
    expect(retry(0, withStatus(503))).toBe(true);
    expect(retry(1, new Error('network'))).toBe(true);
    expect(retry(2, withStatus(503))).toBe(false);
  });
});
