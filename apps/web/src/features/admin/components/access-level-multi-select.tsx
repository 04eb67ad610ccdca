import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';

/** The levels to choose from, as a query gives them: every level (staff managers) or the lookup's (senders). */
export type LevelChoices = { data: readonly { id: number; name: string }[] | undefined; isPending: boolean; isError: boolean };

type AccessLevelMultiSelectProps = {
  levels: LevelChoices;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  size?: 'xs' | 'sm';
  w?: number | string;
};

/** Choose access levels by name, from the levels the caller's query gives. */
export function AccessLevelMultiSelect({ levels, label, value, onChange, description, placeholder, error, size = 'sm', w }: AccessLevelMultiSelectProps) {
  const data = (levels.data ?? []).map((level) => ({ value: level.id, label: level.name }));
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
      size={size}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
