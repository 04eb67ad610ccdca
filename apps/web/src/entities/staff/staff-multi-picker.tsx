import { useState, type ReactNode } from 'react';
import { Loader, MultiSelect } from '@mantine/core';
import { useStaffSearch, type StaffOption } from './use-staff-search';

type StaffMultiPickerProps = {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: ReactNode;
  description?: ReactNode;
};

/** Choose active staff by name or email; the server searches, so thousands of staff stay fast. */
export function StaffMultiPicker({ label, value, onChange, error, description }: StaffMultiPickerProps) {
  const [search, setSearch] = useState('');
  const results = useStaffSearch(search, { activeOnly: true });
  // The people chosen keep their names while later searches no longer list them.
  const [chosen, setChosen] = useState<StaffOption[]>([]);
  const data = [...chosen.filter((option) => value.includes(option.value)), ...results.options.filter((option) => !value.includes(option.value))];

  return (
    <MultiSelect<number>
      label={label}
      description={description}
      placeholder={value.length === 0 ? 'Type a name or email' : undefined}
      data={data}
      value={value}
      onChange={(ids) => {
        const known = new Map([...chosen, ...results.options].map((option) => [option.value, option]));
        setChosen(ids.flatMap((id) => known.get(id) ?? []));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; Mantine's own filter would hide matches on the email.
      filter={({ options }) => options}
      nothingFoundMessage={results.isError ? 'Staff could not be searched' : results.isFetching ? 'Searching…' : 'Nobody active matches'}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      clearable
      hidePickedOptions
    />
  );
}
