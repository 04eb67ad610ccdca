import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { useAccessLevelLookup } from '../api/lookup-access-levels';

type LevelLookupMultiSelectProps = {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
};

/** Choose access levels by name from the lookup: senders of notifications may, without managing staff. */
export function LevelLookupMultiSelect({ label, value, onChange, description, placeholder, error }: LevelLookupMultiSelectProps) {
  const levels = useAccessLevelLookup();
  const data = (levels.data?.results ?? []).map((level) => ({ value: level.id, label: level.name }));
  return (
    <MultiSelect<number>
      label={label}
      description={description}
      placeholder={levels.isPending ? 'Loading access levels…' : value.length === 0 ? placeholder : undefined}
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (levels.isError ? 'The access levels could not be loaded' : undefined)}
      disabled={levels.isPending}
      searchable
      clearable
      nothingFoundMessage="No access level by that name"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
