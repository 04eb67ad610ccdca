import { useState, type ReactNode } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSupplier } from './get-supplier';
import { useSuppliers } from './get-suppliers';

type SupplierPickerProps = {
  label?: ReactNode;
  /** For a box without a visible label. */
  ariaLabel?: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  w?: number | string;
};

const SEARCH_DELAY_MS = 250;
const RESULTS = 20;

/** One active supplier, searched by name on the server; a value from the URL shows its name. */
export function SupplierPicker({ label, ariaLabel, value, onChange, placeholder = 'Any supplier', description, error, required, w }: SupplierPickerProps) {
  const [search, setSearch] = useState('');
  // The list is asked for once someone opens the dropdown, not for every form that shows the box.
  const [wanted, setWanted] = useState(false);
  const current = useSupplier(value);
  const currentOption = current.data ? { value: current.data.id, label: current.data.display_name } : value !== undefined ? { value, label: current.isError ? `Supplier #${value}` : 'Loading…' } : undefined;
  const typed = search === currentOption?.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const list = useSuppliers({ page_size: RESULTS, ordering: 'name', active: 'true', ...(debounced ? { q: debounced } : {}) }, { enabled: wanted });
  const found = (list.data?.results ?? []).filter((supplier) => supplier.id !== value).map((supplier) => ({ value: supplier.id, label: supplier.display_name }));

  return (
    <Select<number>
      label={label}
      aria-label={ariaLabel}
      description={description}
      placeholder={placeholder}
      data={[...(currentOption ? [currentOption] : []), ...found]}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setWanted(true)}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? 'Searching…' : 'No supplier matches'}
      rightSection={list.isFetching ? <Loader size={14} /> : undefined}
      clearable={!required}
      required={required}
      error={error}
      w={w}
    />
  );
}
