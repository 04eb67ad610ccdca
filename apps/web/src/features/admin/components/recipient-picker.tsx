import { SegmentedControl, Stack, Text } from '@mantine/core';
import { AccessLevelMultiSelect } from './access-level-multi-select';
import { StaffMultiPicker } from './staff-multi-picker';

export type RecipientMode = 'people' | 'levels' | 'everyone';

type RecipientPickerProps = {
  mode: RecipientMode;
  onMode: (mode: RecipientMode) => void;
  userIds: number[];
  onUserIds: (ids: number[]) => void;
  levelIds: number[];
  onLevelIds: (ids: number[]) => void;
  /** Choosing people or levels reads the staff and level lists, which only staff.manage may. */
  canChoose: boolean;
  error: string | undefined;
};

/** To whom: chosen people, the holders of chosen levels, or every active member of staff. */
export function RecipientPicker({ mode, onMode, userIds, onUserIds, levelIds, onLevelIds, canChoose, error }: RecipientPickerProps) {
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm" id="recipients-label">
          Recipients
        </Text>
        {!canChoose && (
          <Text size="xs" c="dimmed">
            Choosing people or access levels needs the staff.manage permission; you can write to everyone.
          </Text>
        )}
      </div>
      <SegmentedControl
        aria-labelledby="recipients-label"
        value={mode}
        onChange={(value) => onMode(value as RecipientMode)}
        data={[
          { value: 'people', label: 'People', disabled: !canChoose },
          { value: 'levels', label: 'Access levels', disabled: !canChoose },
          { value: 'everyone', label: 'Everyone' },
        ]}
        fullWidth
      />
      {mode === 'people' && <StaffMultiPicker label="People" value={userIds} onChange={onUserIds} error={error} />}
      {mode === 'levels' && (
        <AccessLevelMultiSelect label="Access levels" description="Everyone active who holds one of these levels, once each." placeholder="Choose levels" value={levelIds} onChange={onLevelIds} error={error} withHolderCounts />
      )}
      {mode === 'everyone' && (
        <Text size="sm" c={error ? 'red' : 'dimmed'}>
          {error ?? 'Every active member of staff receives it in their bell.'}
        </Text>
      )}
    </Stack>
  );
}
