import { useDebouncedValue } from '@mantine/hooks';
import type { StaffMember } from '@ua/contracts';
import { useStaffList } from '../api/get-staff-list';
import { staffName } from '../utils/staff-names';

export type StaffOption = { value: number; label: string };

const SEARCH_DELAY_MS = 250;
const RESULTS = 20;

export function staffOption(member: StaffMember): StaffOption {
  const name = staffName(member);
  return { value: member.id, label: name === member.email ? name : `${name} (${member.email})` };
}

/** Staff whose name or email matches what is typed, asked of the server as the typing pauses. */
export function useStaffSearch(search: string, { activeOnly = false, enabled = true }: { activeOnly?: boolean; enabled?: boolean } = {}) {
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useStaffList(
    { page_size: RESULTS, ordering: 'name', ...(debounced ? { search: debounced } : {}), ...(activeOnly ? { active: 'true' } : {}) },
    { enabled },
  );
  return { options: (list.data?.results ?? []).map(staffOption), isFetching: list.isFetching, isError: list.isError };
}
