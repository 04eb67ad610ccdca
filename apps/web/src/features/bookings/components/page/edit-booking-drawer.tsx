import { Alert, Button, Drawer, Stack, Text, Textarea } from '@mantine/core';
import { bookingUpdateRequestSchema, type Booking, type BookingUpdateRequest } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useUpdateBooking } from '../../api/update-booking';
import { BookingReaderPicker } from './booking-reader-picker';

type EditValues = { assigned_to_id: number | null; notes: string };

/** Only what changed goes: the server notifies a newly assigned person, and audits each field. */
function changesOf(booking: Booking, values: EditValues): BookingUpdateRequest {
  const changes: BookingUpdateRequest = {};
  if (values.assigned_to_id !== (booking.assigned_to?.id ?? null)) changes.assigned_to_id = values.assigned_to_id;
  if (values.notes !== booking.notes) changes.notes = values.notes;
  return changes;
}

function EditBookingForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const update = useUpdateBooking();
  const form = useContractForm<EditValues>({
    initialValues: { assigned_to_id: booking.assigned_to?.id ?? null, notes: booking.notes },
    schema: bookingUpdateRequestSchema,
    toInput: (values) => changesOf(booking, values),
  });
  const changes = changesOf(booking, form.values);

  const submit = () => {
    const body = form.parse(bookingUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { bookingId: booking.id, changes: body },
      {
        onSuccess: (saved) => {
          showInfoToast(saved.assigned_to ? `${saved.assigned_to.name} runs ${saved.reference}.` : `${saved.reference} is saved.`, 'Booking saved');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Booking not saved'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <BookingReaderPicker label="Who runs it" description="The operations person who gets the services confirmed; they are notified." {...form.field('assigned_to_id')} />
        <Textarea label="Notes" description="For the team: what the customer asked for, what to watch." autosize minRows={3} maxRows={10} {...form.getInputProps('notes')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Booking not saved">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={Object.keys(changes).length === 0}>
            Save
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}

type EditBookingDrawerProps = { booking: Booking; opened: boolean; onClose: () => void };

/** Who runs the booking and its notes, in a side drawer over the page. */
export function EditBookingDrawer({ booking, opened, onClose }: EditBookingDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text fw={700} size="lg">Edit {booking.reference}</Text>}>
      {/* Keyed by the record: a fresh load starts the form from it. */}
      {opened && <EditBookingForm key={booking.updated_at} booking={booking} onDone={onClose} />}
    </Drawer>
  );
}
