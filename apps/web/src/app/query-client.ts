import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isClientError } from '../lib/http-error';

const MAX_RETRIES = 2;

/** The spec's defaults: no refetch on window focus or on mount; queries that need it opt in. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        // A 401 or 404 will answer the same again; only flaky networks and 5xx deserve another try.
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
        ...overrides.queries,
      },
    },
  });
}
