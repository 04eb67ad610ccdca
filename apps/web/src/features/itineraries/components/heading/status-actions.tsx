import { useState } from 'react';
import { Button } from '@mantine/core';
import { MANUAL_STATUS_MOVES, type TripHeading } from '@ua/contracts';
import { IconArrowBackUp, IconSend, IconX } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useChangeStatus } from '../../api/change-status';
import { LostTripModal } from './lost-trip-modal';

type StatusActionsProps = {
  heading: TripHeading;
  /** The server's reason when it refuses a move (a 409: someone moved the trip meanwhile), for the panel to show. */
  onRefused: (detail: string | undefined) => void;
};

/**
 * The moves staff make by hand, as the contract lists them for the trip's status: mark as sent, back
 * to draft, mark as lost (with a reason). Accepting is done on a frozen version; booking by the bookings area.
 */
export function StatusActions({ heading, onRefused }: StatusActionsProps) {
  const [losing, setLosing] = useState(false);
  const change = useChangeStatus();
  const moves = MANUAL_STATUS_MOVES[heading.status];

  const move = (status: 'draft' | 'sent') => {
    onRefused(undefined);
    change.mutate(
      { tripId: heading.id, body: { status } },
      {
        onSuccess: () => showInfoToast(status === 'sent' ? `${heading.reference} is marked as sent to the customer.` : `${heading.reference} is a draft again.`, 'Status changed'),
        onError: (error) => {
          const { detail } = apiErrorOf(error);
          onRefused(detail);
          showErrorToast(detail, 'Status not changed');
        },
      },
    );
  };
  const pending = (status: 'draft' | 'sent') => change.isPending && change.variables.body.status === status;

  return (
    <>
      {moves.includes('sent') && (
        <Button leftSection={<IconSend size={16} />} onClick={() => move('sent')} loading={pending('sent')} disabled={change.isPending}>
          Mark as sent
        </Button>
      )}
      {moves.includes('draft') && (
        <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={() => move('draft')} loading={pending('draft')} disabled={change.isPending}>
          Back to draft
        </Button>
      )}
      {moves.includes('lost') && (
        <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => setLosing(true)} disabled={change.isPending}>
          Mark as lost
        </Button>
      )}
      <LostTripModal heading={heading} opened={losing} onClose={() => setLosing(false)} />
    </>
  );
}
