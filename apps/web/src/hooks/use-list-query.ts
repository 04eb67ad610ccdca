import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearedFilters, hasListFilters, listQueryDefaults, listQueryParams, patchListQuery, readListQuery, type ListQuerySchema, type Paged } from '../lib/list-query';

type UpdateOptions = {
  /** Replace the history entry (a filter typed, committed as typing pauses) instead of pushing one, so Back skips the keystrokes. */
  replace?: boolean;
};

/**
 * A list page's filters, order and page, kept in the URL and read by the contract's query `schema`:
 * a filtered view can be shared, Back undoes a change, and any change but the page goes back to page 1.
 */
export function useListQuery<Query extends Paged>(schema: ListQuerySchema<Query>) {
  const [params, setParams] = useSearchParams();
  const { query, errors } = useMemo(() => readListQuery(schema, params), [schema, params]);
  const defaults = useMemo(() => listQueryDefaults(schema), [schema]);

  const update = useCallback(
    (patch: Partial<Query>, options: UpdateOptions = {}) => setParams((current) => patchListQuery(schema, current, patch), { replace: options.replace ?? false }),
    [schema, setParams],
  );

  return {
    /** The view as the schema reads it: defaults filled in, refused values left out. */
    query,
    /** The query for the API call. */
    params: useMemo(() => listQueryParams(query), [query]),
    update,
    /**
     * What the schema said of the values it refused, by field. A stray value (an old bookmark's) is
     * simply left out; a page shows the errors of what a person typed, and asks nothing while there
     * are any rather than ask without them.
     */
    errors,
    /** Whether any filter is set (paging and order are not filters). */
    filtered: hasListFilters(query, defaults),
    clearFilters: useCallback(() => update(clearedFilters(query, defaults, errors)), [update, query, defaults, errors]),
  };
}
