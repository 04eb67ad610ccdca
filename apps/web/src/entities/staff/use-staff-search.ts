import { useDebouncedValue } from '@mantine/hooks';
import type { StaffLookupItem } from '@ua/contracts';
import { useStaffLookup } from './lookup-staff';

export type StaffOption = { value: number; label: string };

const SEARCH_DELAY_MS = 250;
const RESULTS = 20;

/** "Asha Rao (asha@ua.test)": two people may share a name, never an email. */
export function staffOption(person: StaffLookupItem): StaffOption {
  return { value: person.id, label: person.name === person.email ? person.name : `${person.name} (${person.email})` };
}

/**
 * Staff whose name or email matches what is typed, asked of the server's lookup as the typing pauses:
 * whoever may send notifications or read the audit log can pick people, not only staff managers.
 */
export function useStaffSearch(search: string, { activeOnly = false, enabled = true }: { activeOnly?: boolean; enabled?: boolean } = {}) {
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const lookup = useStaffLookup({ page_size: RESULTS, ...(debounced ? { q: debounced } : {}), ...(activeOnly ? { active: 'true' } : {}) }, { enabled });
  return { options: (lookup.data?.results ?? []).map(staffOption), isFetching: lookup.isFetching, isError: lookup.isError };
}

/** The option of one person named by id (a filter read from the URL), with their name once it is known. */
export function useStaffOption(id: number | undefined): StaffOption | undefined {
  const lookup = useStaffLookup({ id: id === undefined ? [] : [id] }, { enabled: id !== undefined });
  if (id === undefined) return undefined;
  const person = lookup.data?.results.find((item) => item.id === id);
  return person ? staffOption(person) : { value: id, label: lookup.isPending ? 'Loading…' : `Staff #${id}` };
}
