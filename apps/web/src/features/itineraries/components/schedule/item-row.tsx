import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { ItineraryItem } from '@ua/contracts';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { PricedLineHeader } from './priced-line-header';
import { PriceSourceBadge } from './price-source-badge';
import { quantityPhrase } from './schedule-format';

export type DayChoice = { value: number; label: string };

type ItemRowProps = {
  item: ItineraryItem;
  currency: string;
  /** The drag handle; none for a viewer. */
  handle: ReactNode;
  editable: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** The other days it may move to. */
  otherDays: readonly DayChoice[];
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onMoveToDay: (dayId: number) => void;
  onEdit: () => void;
  onRemove: () => void;
};

/**
 * One line of a day: what it is and from whom, how many in its category's words, when, what it sells
 * and costs, and where its price came from. The editing controls are buttons side by side with the
 * drag handle, so nothing needs dragging (WCAG 2.5.7).
 */
export function ItemRow({ item, currency, handle, editable, isFirst, isLast, otherDays, busy, onMove, onMoveToDay, onEdit, onRemove }: ItemRowProps) {
  return (
    <Paper withBorder radius="md" p="sm" bg={item.price_source === 'no_season' ? 'red.0' : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        {editable && (
          <Stack gap={2} style={{ flex: 'none' }}>
            {handle}
            <ActionIcon variant="subtle" color="gray" aria-label={`Move ${item.label} up`} disabled={isFirst || busy} onClick={() => onMove(-1)}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={`Move ${item.label} down`} disabled={isLast || busy} onClick={() => onMove(1)}>
              <IconArrowDown size={16} />
            </ActionIcon>
          </Stack>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <PricedLineHeader line={item} currency={currency} />
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{quantityPhrase(item)}</Text>
            {item.time && (
              <Text size="sm" c="dimmed">
                at {item.time}
              </Text>
            )}
            <PriceSourceBadge {...item} />
          </Group>
          {item.notes && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {item.notes}
            </Text>
          )}
          {editable && (
            <Group gap="xs" wrap="wrap">
              <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} />} onClick={onEdit} aria-label={`Edit ${item.label}`}>
                Edit
              </Button>
              {otherDays.length > 0 && (
                <Select<number>
                  size="xs"
                  aria-label={`Move ${item.label} to another day`}
                  placeholder="Move to day…"
                  data={otherDays.map((day) => ({ value: day.value, label: day.label }))}
                  value={null}
                  onChange={(dayId) => dayId !== null && onMoveToDay(dayId)}
                  disabled={busy}
                  w={170}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} aria-label={`Remove ${item.label}`}>
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
