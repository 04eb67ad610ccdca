import { Chip, Group, Text, type ChipProps } from '@mantine/core';
import type { TypeChip } from '../utils/type-chips';

export const ALL_TYPES = 'all';

type NotificationTypeChipsProps = {
  chips: readonly TypeChip[];
  total: number;
  value: string;
  onChange: (value: string) => void;
};

// Mantine shrinks a chip's radio to nothing; laid over its label instead, the radio itself can be
// clicked, which keeps tools that drive the page by role (and by touch) on the real control.
export const chipStyles: ChipProps['styles'] = {
  root: { position: 'relative' },
  input: { position: 'absolute', inset: 0, width: '100%', height: '100%', zIndex: 1, cursor: 'pointer' },
};

function ChipLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}{' '}
      <Text span size="xs" fw={700} ml={2}>
        {count}
      </Text>
    </>
  );
}

/** `All` plus one chip per notification type, each with its count. */
export function NotificationTypeChips({ chips, total, value, onChange }: NotificationTypeChipsProps) {
  return (
    <Chip.Group value={value} onChange={onChange}>
      <Group gap={6} role="radiogroup" aria-label="Filter by type">
        <Chip value={ALL_TYPES} size="xs" variant="light" styles={chipStyles}>
          <ChipLabel label="All" count={total} />
        </Chip>
        {chips.map(({ type, count }) => (
          <Chip key={type} value={type} size="xs" variant="light" styles={chipStyles}>
            <ChipLabel label={type} count={count} />
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
