import { useDebouncedValue } from '@mantine/hooks';
import { LOCATION_SEARCH_MIN, type LocationLevel, type LocationSearchResult } from '@ua/contracts';
import { useLocationSearchQuery } from './search-locations';

const SEARCH_DELAY_MS = 250;
const SHOWN = 12;
/** Shorter than this, a query matches too much to be worth asking. */
export const MIN_LOCATION_QUERY = LOCATION_SEARCH_MIN;

type LocationSearchOptions = { levels?: readonly LocationLevel[]; enabled?: boolean; includeInactive?: boolean };

/**
 * Locations whose name matches what is typed, at every level asked, in one call: the server forgives
 * typos, puts names starting with the text first, then the closest, then the higher levels ("kera"
 * finds Kerala before a Kerala Street), and gives each place the places above it.
 */
export function useLocationSearch(search: string, { levels, enabled = true, includeInactive = false }: LocationSearchOptions = {}) {
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // No level allowed (a country has no parent to move under): nothing to ask.
  const asked = enabled && levels?.length !== 0 && debounced.length >= MIN_LOCATION_QUERY;
  const result = useLocationSearchQuery(
    { q: debounced, page_size: SHOWN, active: includeInactive ? 'all' : 'true', ...(levels ? { level: [...levels] } : {}) },
    { enabled: asked },
  );
  const locations: LocationSearchResult[] = asked ? (result.data?.results ?? []) : [];
  return {
    locations,
    isFetching: asked && result.isFetching,
    isError: asked && result.isError,
    /** Whether the text typed is long enough to be asked, and has been. */
    searched: asked && !result.isPending,
    pending: search.trim() !== debounced,
  };
}

/** "Idukki › Kerala › India": where a place lies, nearest first, so two places of one name stay apart. */
export function trailOf(place: Pick<LocationSearchResult, 'ancestors'>): string {
  return [...place.ancestors].reverse().map((above) => above.name).join(' › ');
}
