import { useState, type ReactNode } from 'react';
import { Loader, Select } from '@mantine/core';
import { useStaffOption, useStaffSearch } from './use-staff-search';

type StaffPickerProps = {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  placeholder?: string;
  error?: ReactNode;
};

/** One member of staff, searched on the server by name or email; a value from the URL shows its name. */
export function StaffPicker({ label, value, onChange, placeholder, error }: StaffPickerProps) {
  const [search, setSearch] = useState('');
  const currentOption = useStaffOption(value);
  // A chosen person's name fills the box; that is not a search.
  const results = useStaffSearch(search === currentOption?.label ? '' : search);
  const data = [...(currentOption ? [currentOption] : []), ...results.options.filter((option) => option.value !== value)];

  return (
    <Select<number>
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={results.isError ? 'Staff could not be searched' : results.isFetching ? 'Searching…' : 'Nobody matches'}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      clearable
      error={error}
    />
  );
}
