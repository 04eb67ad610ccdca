import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { LOCATION_LEVELS, type LocationLevel, type LocationSummary } from '@ua/contracts';
import { locationLevelQueryOptions } from '../api/get-location-level';

const SEARCH_DELAY_MS = 250;
const PER_LEVEL = 8;
/** Shorter than this, a query matches too much to be worth asking. */
export const MIN_LOCATION_QUERY = 2;

type LocationSearchOptions = { levels?: readonly LocationLevel[]; enabled?: boolean; includeInactive?: boolean };

/**
 * Locations whose name matches what is typed (typo-tolerant on the server), at every level asked:
 * one call per level, since the tree is listed level by level. Names starting with the text come first,
 * then the higher levels: "kera" finds Kerala before a Kerala Street.
 */
export function useLocationSearch(search: string, { levels = LOCATION_LEVELS, enabled = true, includeInactive = false }: LocationSearchOptions = {}) {
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const asked = enabled && debounced.length >= MIN_LOCATION_QUERY;
  const results = useQueries({
    queries: levels.map((level) => ({
      ...locationLevelQueryOptions({ level, query: { q: debounced, page_size: PER_LEVEL, active: includeInactive ? 'all' : 'true' } }),
      enabled: asked,
    })),
  });
  const needle = debounced.toLowerCase();
  const locations: LocationSummary[] = asked
    ? results
        .flatMap((result) => result.data?.results ?? [])
        .sort((a, b) => Number(b.name.toLowerCase().startsWith(needle)) - Number(a.name.toLowerCase().startsWith(needle)) || a.level - b.level || a.name.localeCompare(b.name))
    : [];
  return {
    locations,
    isFetching: asked && results.some((result) => result.isFetching),
    isError: results.some((result) => result.isError),
    /** Whether the text typed is long enough to be asked, and has been. */
    searched: asked && results.every((result) => !result.isPending),
    pending: search.trim() !== debounced,
  };
}
