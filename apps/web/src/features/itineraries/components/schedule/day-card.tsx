import { useId, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { ItineraryDay, ItineraryItem } from '@ua/contracts';
import { IconArrowDown, IconArrowUp, IconBed, IconCopy, IconDots, IconPencil, IconPlus, IconRowInsertTop, IconTrash } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useMoveItem } from '../../api/move-item';
import { useReorderItems } from '../../api/reorder-items';
import { ItemRow, type DayChoice } from './item-row';
import { dayHeading, moveBy } from './schedule-format';
import { SortableStack } from './sortable-stack';

export type DayActions = {
  onMove: (step: -1 | 1) => void;
  onInsertBefore: () => void;
  onCopy: () => void;
  onRemove: () => void;
  onEdit: () => void;
  onAddItem: () => void;
  onEditItem: (item: ItineraryItem) => void;
  onRemoveItem: (item: ItineraryItem) => void;
};

type DayCardProps = {
  tripId: number;
  day: ItineraryDay;
  currency: string;
  editable: boolean;
  /** The day's drag handle; none for a viewer. */
  handle: ReactNode;
  isFirst: boolean;
  isLast: boolean;
  /** Every day of the trip, for "Move to day…". */
  dayChoices: readonly DayChoice[];
  /** A day write is on its way: the day's own moves wait for it. */
  busy: boolean;
  actions: DayActions;
};

/**
 * One day: its heading ("Day 3 · Thu 14 Dec 2026 · Munnar"), title and notes, the stays that carry on
 * from earlier days, and its items in order, which can be dragged, moved a place up or down, or sent
 * to another day.
 */
export function DayCard({ tripId, day, currency, editable, handle, isFirst, isLast, dayChoices, busy, actions }: DayCardProps) {
  const headingId = useId();
  const reorder = useReorderItems();
  const move = useMoveItem();
  const itemIds = day.items.map((item) => item.id);
  const itemBusy = busy || reorder.isPending || move.isPending;
  const otherDays = dayChoices.filter((choice) => choice.value !== day.id);
  const label = `day ${day.day_number}`;

  const saveOrder = (ids: number[]) =>
    reorder.mutate({ tripId, dayId: day.id, itemIds: ids }, { onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Order not saved') });

  const moveToDay = (item: ItineraryItem, dayId: number) =>
    move.mutate(
      { tripId, itemId: item.id, dayId },
      {
        onSuccess: () => showInfoToast(`${item.label} is now on ${dayChoices.find((choice) => choice.value === dayId)?.label ?? 'the other day'}.`, 'Item moved'),
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Item not moved'),
      },
    );

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            {handle}
            {editable && (
              <>
                <ActionIcon variant="subtle" color="gray" aria-label={`Move ${label} up`} disabled={isFirst || busy} onClick={() => actions.onMove(-1)}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" aria-label={`Move ${label} down`} disabled={isLast || busy} onClick={() => actions.onMove(1)}>
                  <IconArrowDown size={16} />
                </ActionIcon>
              </>
            )}
            <Title order={3} size="h4" id={headingId} ml={editable ? 4 : 0} style={{ overflowWrap: 'anywhere' }}>
              {dayHeading(day)}
            </Title>
          </Group>
          {editable && (
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} />} onClick={actions.onEdit} aria-label={`Edit ${label}`}>
                Edit
              </Button>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="default" aria-label={`More actions for ${label}`}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconRowInsertTop size={16} />} onClick={actions.onInsertBefore} disabled={busy}>
                    Insert a day before
                  </Menu.Item>
                  <Menu.Item leftSection={<IconCopy size={16} />} onClick={actions.onCopy} disabled={busy}>
                    Copy this day
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={actions.onRemove}>
                    Remove this day
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
        </Group>

        {(day.title || day.notes) && (
          <Stack gap={2}>
            {day.title && <Text fw={600}>{day.title}</Text>}
            {day.notes && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {day.notes}
              </Text>
            )}
          </Stack>
        )}

        {day.continuing_stays.map((stay) => (
          <Group key={stay.item_id} gap="xs" wrap="nowrap" px="sm" py={6} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <IconBed size={16} color="var(--mantine-color-gray-7)" aria-hidden />
            <Text size="sm">
              {stay.label}{' '}
              <Text span size="sm" c="dimmed">
                · Stay continues (night {stay.night} of {stay.nights})
              </Text>
            </Text>
          </Group>
        ))}

        {day.items.length === 0 && day.continuing_stays.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing planned for this day yet.
          </Text>
        )}

        <SortableStack ids={itemIds} nameOf={(id) => day.items.find((item) => item.id === id)?.label ?? 'the item'} onReorder={saveOrder} enabled={editable} gap="xs">
          {(id, itemHandle) => {
            const index = itemIds.indexOf(id);
            const item = day.items[index];
            return (
              item && (
                <ItemRow
                  item={item}
                  currency={currency}
                  handle={itemHandle}
                  editable={editable}
                  isFirst={index === 0}
                  isLast={index === itemIds.length - 1}
                  otherDays={otherDays}
                  busy={itemBusy}
                  onMove={(step) => saveOrder(moveBy(itemIds, index, step))}
                  onMoveToDay={(dayId) => moveToDay(item, dayId)}
                  onEdit={() => actions.onEditItem(item)}
                  onRemove={() => actions.onRemoveItem(item)}
                />
              )
            );
          }}
        </SortableStack>

        {editable && (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={actions.onAddItem} aria-label={`Add item to ${label}`}>
              Add item
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
