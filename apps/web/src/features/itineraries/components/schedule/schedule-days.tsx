import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ItinerarySchedule } from '@ua/contracts';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAddDay } from '../../api/add-day';
import { useCopyDay } from '../../api/copy-day';
import { useRemoveDay } from '../../api/remove-day';
import { useRemoveItem } from '../../api/remove-item';
import { useReorderDays } from '../../api/reorder-days';
import { useReprice } from '../../api/reprice';
import { ConfirmModal } from './confirm-modal';
import { DayCard } from './day-card';
import { DayFormModal } from './day-form-modal';
import { ItemDrawer } from './item-drawer';
import { dayHeading, moveBy } from './schedule-format';
import { weekdayDay } from '../../utils/trip-format';
import { SortableStack } from './sortable-stack';

type Dialog = { kind: 'add-item' | 'edit-day' | 'remove-day'; dayId: number } | { kind: 'edit-item' | 'remove-item'; itemId: number } | null;

type ScheduleDaysProps = { schedule: ItinerarySchedule; editable: boolean };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The trip day by day: each day's card in order, sortable, and the drawers and questions that change them. */
export function ScheduleDays({ schedule, editable }: ScheduleDaysProps) {
  const tripId = schedule.heading.id;
  const { days } = schedule;
  const currency = schedule.heading.currency;
  const [dialog, setDialog] = useState<Dialog>(null);
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const addDay = useAddDay();
  const copyDay = useCopyDay();
  const removeDay = useRemoveDay();
  const removeItem = useRemoveItem();
  const reorderDays = useReorderDays();
  const reprice = useReprice();
  const dayIds = days.map((day) => day.id);
  const dayChoices = days.map((day) => ({ value: day.id, label: [`Day ${day.day_number}`, day.place?.name].filter(Boolean).join(' · ') }));
  const daysBusy = addDay.isPending || copyDay.isPending || removeDay.isPending || reorderDays.isPending;

  const dialogDay = dialog && 'dayId' in dialog ? days.find((day) => day.id === dialog.dayId) : undefined;
  const dialogItem = dialog && 'itemId' in dialog ? days.flatMap((day) => day.items).find((item) => item.id === dialog.itemId) : undefined;
  const close = () => setDialog(null);
  const failed = (title: string) => (error: unknown) => showErrorToast(apiErrorOf(error).detail, title);

  const saveDayOrder = (ids: number[]) => reorderDays.mutate({ tripId, dayIds: ids }, { onError: failed('Order not saved') });

  const addDayAtEnd = () =>
    addDay.mutate({ tripId, body: {} }, { onSuccess: (saved) => showInfoToast(`The trip now ends on ${weekdayDay(saved.days.at(-1)?.date ?? '')}.`, `Day ${saved.days.length} added`), onError: failed('Day not added') });

  const insertBefore = (dayId: number, dayNumber: number) =>
    addDay.mutate({ tripId, body: { before_day_id: dayId } }, { onSuccess: () => showInfoToast(`A new day ${dayNumber}; the days after it moved a day on.`, 'Day inserted'), onError: failed('Day not inserted') });

  const copy = (dayId: number, dayNumber: number) =>
    copyDay.mutate({ tripId, dayId }, { onSuccess: () => showInfoToast(`Day ${dayNumber + 1} is a copy of day ${dayNumber}; the days after it moved a day on.`, 'Day copied'), onError: failed('Day not copied') });

  const confirmRemoveDay = () => {
    if (!dialogDay) return;
    removeDay.mutate(
      { tripId, dayId: dialogDay.id },
      {
        onSuccess: () => {
          showInfoToast(`${dayHeading(dialogDay)} is removed.`, 'Day removed');
          close();
          // Its card and the button that opened this are gone: the list's heading takes the focus.
          sectionHeading.current?.focus();
        },
        onError: failed('Day not removed'),
      },
    );
  };

  const confirmRemoveItem = () => {
    if (!dialogItem) return;
    removeItem.mutate(
      { tripId, itemId: dialogItem.id },
      {
        onSuccess: () => {
          showInfoToast(`${dialogItem.label} is off the trip.`, 'Item removed');
          close();
          sectionHeading.current?.focus();
        },
        onError: failed('Item not removed'),
      },
    );
  };

  const repriceAll = () =>
    reprice.mutate({ tripId }, { onSuccess: () => showInfoToast('Every catalogue line is priced again from the catalogue as it is now.', 'Prices refreshed'), onError: failed('Prices not refreshed') });

  const laterDays = dialogDay ? days.length - dialogDay.day_number : 0;

  return (
    <Stack gap="md" component="section" aria-labelledby="itinerary-days-heading">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="itinerary-days-heading" ref={sectionHeading} tabIndex={-1}>
          Day by day
        </Title>
        {editable && (
          <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={repriceAll} loading={reprice.isPending}>
            Price again from the catalogue
          </Button>
        )}
      </Group>

      {days.length === 0 && <Text c="dimmed">This trip has no days yet.</Text>}

      <SortableStack ids={dayIds} nameOf={(id) => `Day ${days.find((day) => day.id === id)?.day_number ?? ''}`} onReorder={saveDayOrder} enabled={editable}>
        {(id, handle) => {
          const index = dayIds.indexOf(id);
          const day = days[index];
          return (
            day && (
              <DayCard
                tripId={tripId}
                day={day}
                currency={currency}
                editable={editable}
                handle={handle}
                isFirst={index === 0}
                isLast={index === days.length - 1}
                dayChoices={dayChoices}
                busy={daysBusy}
                actions={{
                  onMove: (step) => saveDayOrder(moveBy(dayIds, index, step)),
                  onInsertBefore: () => insertBefore(day.id, day.day_number),
                  onCopy: () => copy(day.id, day.day_number),
                  onRemove: () => setDialog({ kind: 'remove-day', dayId: day.id }),
                  onEdit: () => setDialog({ kind: 'edit-day', dayId: day.id }),
                  onAddItem: () => setDialog({ kind: 'add-item', dayId: day.id }),
                  onEditItem: (item) => setDialog({ kind: 'edit-item', itemId: item.id }),
                  onRemoveItem: (item) => setDialog({ kind: 'remove-item', itemId: item.id }),
                }}
              />
            )
          );
        }}
      </SortableStack>

      {editable && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addDayAtEnd} loading={addDay.isPending}>
            Add a day at the end
          </Button>
        </Group>
      )}

      {editable && (
        <>
          <ItemDrawer
            tripId={tripId}
            mode={dialog?.kind === 'add-item' && dialogDay ? { kind: 'add', day: dialogDay } : dialog?.kind === 'edit-item' && dialogItem ? { kind: 'edit', item: dialogItem } : undefined}
            onClose={close}
          />
          <DayFormModal tripId={tripId} day={dialog?.kind === 'edit-day' ? dialogDay : undefined} onClose={close} />
          <ConfirmModal
            opened={dialog?.kind === 'remove-day' && dialogDay !== undefined}
            title={dialogDay ? `Remove day ${dialogDay.day_number}?` : 'Remove the day?'}
            confirmLabel="Remove day"
            loading={removeDay.isPending}
            onConfirm={confirmRemoveDay}
            onClose={close}
            returnFocus={false}
          >
            {dialogDay && (
              <Stack gap="xs">
                <Text size="sm">
                  {dayHeading(dialogDay)} goes, with {plural(dialogDay.items.length, 'item', 'items')} on it.
                </Text>
                <Text size="sm">
                  {laterDays > 0 ? `The ${plural(laterDays, 'day', 'days')} after it move back a day, each taking the date before it, and the trip ends a day earlier.` : 'It is the last day: the trip ends a day earlier.'}
                </Text>
              </Stack>
            )}
          </ConfirmModal>
          <ConfirmModal
            opened={dialog?.kind === 'remove-item' && dialogItem !== undefined}
            title={dialogItem ? `Remove ${dialogItem.label}?` : 'Remove the item?'}
            confirmLabel="Remove item"
            loading={removeItem.isPending}
            onConfirm={confirmRemoveItem}
            onClose={close}
            returnFocus={false}
          >
            {dialogItem && dialogItem.nights > 1 ? `The stay comes off all ${dialogItem.nights} of its nights.` : 'The line comes off the trip and out of the totals.'}
          </ConfirmModal>
        </>
      )}
    </Stack>
  );
}
