import { Button, Group, Input, MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import { SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES, type SupplierType } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useFilterText } from '../../../../hooks/use-filter-text';
import { hasSupplierFilters, NO_SUPPLIER_FILTERS, type SupplierFilters } from '../../utils/supplier-filters';
import type { StatusFilter } from '../../utils/url-lists';
import { LocationPicker } from '../common/location-picker';

type SupplierFiltersBarProps = {
  filters: SupplierFilters;
  onChange: (patch: Partial<SupplierFilters>, options?: { replace?: boolean }) => void;
  /** The place filter searches the tree, which needs locations.view. */
  canPickLocation: boolean;
};

const TYPE_OPTIONS = SUPPLIER_TYPES.map((type) => ({ value: type, label: SUPPLIER_TYPE_LABELS[type] }));
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** Name (typo-tolerant), type, a place and everything inside it, and status; every change lands in the URL. */
export function SupplierFiltersBar({ filters, onChange, canPickLocation }: SupplierFiltersBarProps) {
  // Replacing the URL entry as the search is typed, so Back skips the keystrokes.
  const search = useFilterText(filters.q, (value) => onChange({ q: value }, { replace: true }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Display or legal name"
        leftSection={<IconSearch size={16} />}
        value={search.text}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && search.flush()}
        style={{ flex: '1 1 200px' }}
        maw={300}
      />
      <MultiSelect label="Type" placeholder={filters.types.length ? undefined : 'Any type'} data={TYPE_OPTIONS} value={filters.types} onChange={(types) => onChange({ types: types as SupplierType[] })} w={230} clearable />
      {canPickLocation && <LocationPicker label="Serves" placeholder="Anywhere" value={filters.location} onChange={(location) => onChange({ location })} w={240} />}
      <Input.Wrapper label="Status" id="supplier-status-filter">
        <div>
          <SegmentedControl aria-labelledby="supplier-status-filter-label" data={STATUS_OPTIONS} value={filters.status} onChange={(value) => onChange({ status: value as StatusFilter })} />
        </div>
      </Input.Wrapper>
      {hasSupplierFilters(filters) && (
        <Button variant="subtle" color="gray" onClick={() => onChange(NO_SUPPLIER_FILTERS)}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
