import { Button, Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import type { staffListQuerySchema } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useFilterText } from '../../../hooks/use-filter-text';
import type { QueryOf } from '../../../lib/list-query';
import { useAccessLevels } from '../api/get-access-levels';
import { AccessLevelMultiSelect } from './access-level-multi-select';

export type StaffQuery = QueryOf<typeof staffListQuerySchema>;

type StaffFiltersBarProps = {
  query: StaffQuery;
  onChange: (patch: Partial<StaffQuery>, options?: { replace?: boolean }) => void;
  filtered: boolean;
  onClear: () => void;
};

type ActiveFilter = 'all' | 'active' | 'inactive';

const ACTIVE_OPTIONS: { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Search by name or email, active or not, and access levels; every change lands in the URL. */
export function StaffFiltersBar({ query, onChange, filtered, onClear }: StaffFiltersBarProps) {
  // Replacing the URL entry as the search is typed, so Back skips the keystrokes.
  const levels = useAccessLevels();
  const search = useFilterText(query.search ?? '', (value) => onChange({ search: value }, { replace: true }));
  const active: ActiveFilter = query.active === undefined ? 'all' : query.active ? 'active' : 'inactive';

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
          <SegmentedControl
            aria-labelledby="staff-status-filter-label"
            data={ACTIVE_OPTIONS}
            value={active}
            onChange={(value) => onChange({ active: value === 'all' ? undefined : value === 'active' })}
          />
        </div>
      </Input.Wrapper>
      <AccessLevelMultiSelect levels={levels} label="Access levels" placeholder="Any level" value={query.access_level ?? []} onChange={(levels) => onChange({ access_level: levels })} w={260} />
      {filtered && (
        <Button variant="subtle" color="gray" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
