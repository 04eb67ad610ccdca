import { useRef, useState } from 'react';
import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { ItinerarySchedule } from '@ua/contracts';
import { IconPlus } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useRemoveTransport } from '../../api/remove-transport';
import { ConfirmModal } from '../schedule/confirm-modal';
import { TransportForm } from './transport-form';
import { TransportRow } from './transport-row';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'remove'; chargeId: number } | null;

/** The vehicles of the trip or of its legs, priced like items, each editable and removable. */
export function TransportSection({ schedule, editable }: { schedule: ItinerarySchedule; editable: boolean }) {
  const { heading, transport } = schedule;
  const tripId = heading.id;
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useRemoveTransport();
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const target = dialog && 'chargeId' in dialog ? transport.find((charge) => charge.id === dialog.chargeId) : undefined;
  const close = () => setDialog(null);
  const total = transport.reduce((sum, charge) => sum + charge.sell_paise, 0);

  const confirmRemove = () => {
    if (!target) return;
    remove.mutate(
      { tripId, chargeId: target.id },
      {
        onSuccess: () => {
          showInfoToast(`${target.label} is off the trip.`, 'Transport removed');
          close();
          // The row and its Remove button are gone: the section's heading takes the focus.
          sectionHeading.current?.focus();
        },
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Transport not removed'),
      },
    );
  };

  const drawerOpen = dialog?.kind === 'add' || (dialog?.kind === 'edit' && target !== undefined);

  return (
    <Stack gap="sm" component="section" aria-labelledby="itinerary-transport-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="itinerary-transport-heading" ref={sectionHeading} tabIndex={-1}>
          Transport
        </Title>
        {transport.length > 0 && (
          <Text size="sm" c="dimmed">
            {formatMoney(total, heading.currency)} in all
          </Text>
        )}
      </Group>
      {transport.length === 0 && (
        <Text size="sm" c="dimmed">
          No vehicle yet: add one for the whole trip, or for a leg between two places.
        </Text>
      )}
      {transport.map((charge) => (
        <TransportRow
          key={charge.id}
          charge={charge}
          currency={heading.currency}
          editable={editable}
          tripStart={heading.start_date}
          tripEnd={heading.end_date}
          onEdit={() => setDialog({ kind: 'edit', chargeId: charge.id })}
          onRemove={() => setDialog({ kind: 'remove', chargeId: charge.id })}
        />
      ))}
      {editable && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
            Add transport
          </Button>
        </Group>
      )}
      {editable && (
        <>
          <Drawer opened={drawerOpen} onClose={close} position="right" size="lg" title={<Text fw={700} size="lg">{target ? `Edit ${target.label}` : 'Add transport'}</Text>}>
            {drawerOpen && <TransportForm key={target?.id ?? 'new'} tripId={tripId} charge={dialog.kind === 'edit' ? target : undefined} onDone={close} />}
          </Drawer>
          <ConfirmModal
            opened={dialog?.kind === 'remove' && target !== undefined}
            title={target ? `Remove ${target.label}?` : 'Remove the vehicle?'}
            confirmLabel="Remove transport"
            loading={remove.isPending}
            onConfirm={confirmRemove}
            onClose={close}
            returnFocus={false}
          >
            The charge comes off the trip and out of the totals.
          </ConfirmModal>
        </>
      )}
    </Stack>
  );
}
