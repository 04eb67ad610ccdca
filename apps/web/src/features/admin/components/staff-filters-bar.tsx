import { Button, Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useFilterText } from '../../../hooks/use-filter-text';
import { hasStaffFilters, type ActiveFilter, type StaffFilters } from '../utils/staff-filters';
import { AccessLevelMultiSelect } from './access-level-multi-select';

type StaffFiltersBarProps = {
  filters: StaffFilters;
  onChange: (patch: Partial<StaffFilters>, options?: { replace?: boolean }) => void;
};

const ACTIVE_OPTIONS: { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Search by name or email, active or not, and access levels; every change lands in the URL. */
export function StaffFiltersBar({ filters, onChange }: StaffFiltersBarProps) {
  // Replacing the URL entry as the search is typed, so Back skips the keystrokes.
  const search = useFilterText(filters.search, (value) => onChange({ search: value }, { replace: true }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        value={search.text}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && search.flush()}
        style={{ flex: '1 1 220px' }}
        maw={360}
      />
      <Input.Wrapper label="Status" id="staff-status-filter">
        <div>
          <SegmentedControl aria-labelledby="staff-status-filter-label" data={ACTIVE_OPTIONS} value={filters.active} onChange={(value) => onChange({ active: value as ActiveFilter })} />
        </div>
      </Input.Wrapper>
      <AccessLevelMultiSelect label="Access levels" placeholder="Any level" value={filters.accessLevelIds} onChange={(accessLevelIds) => onChange({ accessLevelIds })} w={260} />
      {hasStaffFilters(filters) && (
        <Button variant="subtle" color="gray" onClick={() => onChange({ search: '', active: 'all', accessLevelIds: [] })}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
