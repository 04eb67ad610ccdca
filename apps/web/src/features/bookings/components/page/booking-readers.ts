import { useDebouncedValue } from '@mantine/hooks';
import type { StaffLookupItem } from '@ua/contracts';
import { useStaffLookup } from '../../../../entities/staff/lookup-staff';

const SEARCH_DELAY_MS = 250;

/**
 * Active staff who may read bookings, matching what is typed: the only people a booking can be
 * assigned to or a comment can mention (the server refuses anyone else), asked of the staff lookup
 * as the typing pauses.
 */
export function useBookingReaders(search: string, { enabled = true, results = 20 }: { enabled?: boolean; results?: number } = {}) {
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const lookup = useStaffLookup({ page_size: results, active: 'true', holds: 'bookings.view', ...(debounced ? { q: debounced } : {}) }, { enabled });
  const people: StaffLookupItem[] = lookup.data?.results ?? [];
  return { people, isFetching: lookup.isFetching, isError: lookup.isError };
}
