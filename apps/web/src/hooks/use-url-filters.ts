import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type Paged = { page: number };

/**
 * A table's filters kept in the URL query, so a filtered view can be shared and Back undoes a change.
 * Changing anything but the page goes back to page 1.
 */
export function useUrlFilters<Filters extends Paged>(read: (params: URLSearchParams) => Filters, write: (filters: Filters) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);

  const update = useCallback(
    (patch: Partial<Filters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...read(current), ...patch };
          if (!('page' in patch)) next.page = 1;
          return write(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [read, write, setParams],
  );

  return [filters, update] as const;
}
