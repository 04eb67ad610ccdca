import type { ComponentProps } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useAccessLevelLookup } from '../api/lookup-access-levels';
import { AccessLevelMultiSelect } from './access-level-multi-select';
import { StaffMultiPicker } from '../../../entities/staff/staff-multi-picker';

export type RecipientMode = 'people' | 'levels' | 'everyone';

/** Whom the composer holds: all three kept, so switching back and forth loses no choice; only the mode's own is sent. */
export type RecipientChoice = { mode: RecipientMode; user_ids: number[]; access_level_ids: number[] };

type RecipientPickerProps = {
  value: RecipientChoice;
  onChange: (next: RecipientChoice) => void;
  error: string | undefined;
};

/** Levels from the lookup, fetched once the levels mode is chosen: senders may hold notifications.send alone. */
function LookupLevelsSelect(props: Omit<ComponentProps<typeof AccessLevelMultiSelect>, 'levels'>) {
  const lookup = useAccessLevelLookup();
  return <AccessLevelMultiSelect levels={{ data: lookup.data?.results, isPending: lookup.isPending, isError: lookup.isError }} {...props} />;
}

/** To whom: chosen people, the holders of chosen levels, or every active member of staff. */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="recipients-label">
        Recipients
      </Text>
      <SegmentedControl<RecipientMode>
        aria-labelledby="recipients-label"
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode })}
        data={[
          { value: 'people', label: 'People' },
          { value: 'levels', label: 'Access levels' },
          { value: 'everyone', label: 'Everyone' },
        ]}
        fullWidth
      />
      {value.mode === 'people' && <StaffMultiPicker label="People" value={value.user_ids} onChange={(user_ids) => onChange({ ...value, user_ids })} error={error} />}
      {value.mode === 'levels' && (
        <LookupLevelsSelect
          label="Access levels"
          description="Everyone active who holds one of these levels, once each."
          placeholder="Choose levels"
          value={value.access_level_ids}
          onChange={(access_level_ids) => onChange({ ...value, access_level_ids })}
          error={error}
        />
      )}
      {value.mode === 'everyone' && (
        <Text size="sm" c={error ? 'red' : 'dimmed'}>
          {error ?? 'Every active member of staff receives it in their bell.'}
        </Text>
      )}
    </Stack>
  );
}
