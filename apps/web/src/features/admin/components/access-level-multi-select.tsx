import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { useAccessLevels } from '../api/get-access-levels';

type AccessLevelMultiSelectProps = {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  /** Shows how many staff hold each level, where that helps choose (sending to a level). */
  withHolderCounts?: boolean;
  size?: 'xs' | 'sm';
  w?: number | string;
};

/** Choose access levels by name, from the levels the server has. */
export function AccessLevelMultiSelect({ label, value, onChange, description, placeholder, error, withHolderCounts = false, size = 'sm', w }: AccessLevelMultiSelectProps) {
  const levels = useAccessLevels();
  const data = (levels.data ?? []).map((level) => ({
    value: level.id,
    label: withHolderCounts ? `${level.name} (${level.holder_count} ${level.holder_count === 1 ? 'holder' : 'holders'})` : level.name,
  }));
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
