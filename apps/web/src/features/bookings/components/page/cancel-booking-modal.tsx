import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { bookingCancelRequestSchema, type Booking, type SupplierNotice } from '@ua/contracts';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCancelBooking } from '../../api/cancel-booking';
import { SupplierNotices } from './supplier-notices';

type CancelValues = { reason: string; tell_suppliers: boolean };

function CancelBookingForm({ booking, onClose, onCancelled }: { booking: Booking; onClose: () => void; onCancelled: (notices: SupplierNotice[]) => void }) {
  const cancel = useCancelBooking();
  const form = useContractForm<CancelValues>({ initialValues: { reason: '', tell_suppliers: true }, schema: bookingCancelRequestSchema });

  const submit = (values: CancelValues) => {
    const body = form.parse(bookingCancelRequestSchema, values);
    if (!body) return;
    cancel.mutate(
      { bookingId: booking.id, body },
      {
        onSuccess: ({ supplier_notices }) => {
          showInfoToast(`${booking.reference} and its open services are cancelled.`, 'Booking cancelled');
          onCancelled(supplier_notices);
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Booking not cancelled'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">Every service not yet cancelled is cancelled with it. This cannot be undone: a new trip would be booked afresh.</Text>
        <TextInput label="Why is it cancelled?" required data-autofocus {...form.getInputProps('reason')} />
        <Checkbox
          label="Tell the suppliers"
          description="Each supplier already asked or confirmed gets a cancellation, by their usual channel."
          {...form.getInputProps('tell_suppliers', { type: 'checkbox' })}
        />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Booking not cancelled">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep the booking
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type CancelBookingModalProps = { booking: Booking; opened: boolean; onClose: () => void };

/** Cancelling asks why and whether to tell the suppliers, then shows who was told and who must be called. */
export function CancelBookingModal({ booking, opened, onClose }: CancelBookingModalProps) {
  const [notices, setNotices] = useState<SupplierNotice[]>();
  const close = () => {
    setNotices(undefined);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} centered size="lg" title={<Text fw={700}>{notices ? `${booking.reference} is cancelled` : `Cancel ${booking.reference}?`}</Text>}>
      {notices ? (
        <Stack gap="md">
          <SupplierNotices notices={notices} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        opened && <CancelBookingForm booking={booking} onClose={close} onCancelled={setNotices} />
      )}
    </Modal>
  );
}
