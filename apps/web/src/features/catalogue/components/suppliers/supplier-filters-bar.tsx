import { Button, Group, Input, MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import { SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES, type supplierListQuerySchema, type SupplierType } from '@ua/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useFilterText } from '../../../../hooks/use-filter-text';
import type { QueryOf } from '../../../../lib/list-query';
import { PlacePicker } from '../../../../entities/place/place-picker';

export type SuppliersQuery = QueryOf<typeof supplierListQuerySchema>;
export type SupplierOrdering = SuppliersQuery['ordering'];

type SupplierFiltersBarProps = {
  query: SuppliersQuery;
  onChange: (patch: Partial<SuppliersQuery>, options?: { replace?: boolean }) => void;
  filtered: boolean;
  onClear: () => void;
  /** The place filter searches the tree, which needs locations.view. */
  canPickLocation: boolean;
};

const TYPE_OPTIONS = SUPPLIER_TYPES.map((type) => ({ value: type, label: SUPPLIER_TYPE_LABELS[type] }));
const STATUS_OPTIONS: { value: SuppliersQuery['active']; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** Name (typo-tolerant), type, a place and everything inside it, and status; every change lands in the URL. */
export function SupplierFiltersBar({ query, onChange, filtered, onClear, canPickLocation }: SupplierFiltersBarProps) {
  // Replacing the URL entry as the search is typed, so Back skips the keystrokes.
  const search = useFilterText(query.q ?? '', (value) => onChange({ q: value }, { replace: true }));

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
      <MultiSelect label="Type" placeholder={query.type?.length ? undefined : 'Any type'} data={TYPE_OPTIONS} value={query.type ?? []} onChange={(types) => onChange({ type: types as SupplierType[] })} w={230} clearable />
      {canPickLocation && <PlacePicker label="Serves" placeholder="Anywhere" value={query.location} onChange={(location) => onChange({ location })} w={240} />}
      <Input.Wrapper label="Status" id="supplier-status-filter">
        <div>
          <SegmentedControl aria-labelledby="supplier-status-filter-label" data={STATUS_OPTIONS} value={query.active} onChange={(value) => onChange({ active: value as SuppliersQuery['active'] })} />
        </div>
      </Input.Wrapper>
      {filtered && (
        <Button variant="subtle" color="gray" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
