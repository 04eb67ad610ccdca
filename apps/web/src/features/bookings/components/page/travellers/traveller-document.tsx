import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { ID_DOCUMENT_LABELS, type Traveller } from '@ua/contracts';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../../lib/api-error';
import { showErrorToast } from '../../../../../lib/toast';
import { useRevealDocument } from '../../../api/reveal-document';

type TravellerDocumentProps = { bookingId: number; traveller: Traveller; canReveal: boolean };

/**
 * A traveller's ID document as the booking keeps it: masked like bank details. bookings.manage may
 * show the whole number (each showing is audited); it stays shown until hidden again.
 */
export function TravellerDocument({ bookingId, traveller, canReveal }: TravellerDocumentProps) {
  const reveal = useRevealDocument();
  const [number, setNumber] = useState<string | null>(null);
  if (traveller.id_document_type === null && traveller.id_document_masked === null) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const type = traveller.id_document_type ? ID_DOCUMENT_LABELS[traveller.id_document_type] : 'Document';

  const show = () =>
    reveal.mutate(
      { bookingId, travellerId: traveller.id },
      { onSuccess: (document) => setNumber(document.id_document_number ?? ''), onError: (error) => showErrorToast(apiErrorOf(error).detail, 'The number could not be shown') },
    );

  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {type}{' '}
        <Text span size="sm" ff="monospace" aria-live="polite">
          {number ?? traveller.id_document_masked ?? ''}
        </Text>
      </Text>
      {canReveal && traveller.id_document_masked !== null && (
        number === null ? (
          <Button size="compact-xs" variant="subtle" leftSection={<IconEye size={14} />} loading={reveal.isPending} onClick={show} aria-label={`Show ${traveller.name}'s ${type} number`}>
            Show
          </Button>
        ) : (
          <Button size="compact-xs" variant="subtle" leftSection={<IconEyeOff size={14} />} onClick={() => setNumber(null)} aria-label={`Hide ${traveller.name}'s ${type} number`}>
            Hide
          </Button>
        )
      )}
    </Group>
  );
}
