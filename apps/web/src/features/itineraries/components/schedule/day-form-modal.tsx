import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { dayUpdateRequestSchema, type DayUpdateRequest, type ItineraryDay } from '@ua/contracts';
import { PlacePicker } from '../../../../entities/place/place-picker';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useUpdateDay } from '../../api/update-day';
import { dayHeading } from './schedule-format';

type DayFormValues = { place: number | undefined; title: string; notes: string };

const valuesOf = (day: ItineraryDay): DayFormValues => ({ place: day.place?.id, title: day.title, notes: day.notes });

/** What the edit changes, and only that. */
function changesOf(day: ItineraryDay, values: DayFormValues): DayUpdateRequest {
  const before = valuesOf(day);
  return {
    ...(values.place !== before.place ? { place_id: values.place ?? null } : {}),
    ...(values.title !== before.title ? { title: values.title } : {}),
    ...(values.notes !== before.notes ? { notes: values.notes } : {}),
  };
}

function DayForm({ tripId, day, onDone }: { tripId: number; day: ItineraryDay; onDone: () => void }) {
  const update = useUpdateDay();
  const form = useContractForm({ initialValues: valuesOf(day), schema: dayUpdateRequestSchema, toInput: (values) => changesOf(day, values), fieldPaths: { place_id: 'place' } });
  const changes = changesOf(day, form.values);

  const submit = () => {
    const body = form.parse(dayUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { tripId, dayId: day.id, changes: body },
      {
        onSuccess: () => {
          showInfoToast(`Day ${day.day_number} is saved.`, 'Day saved');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Day not saved'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <PlacePicker label="Place" description="Where the day is spent; the catalogue search starts from it." {...form.field('place')} />
        <TextInput label="Title" placeholder="Tea gardens and Eravikulam" data-autofocus {...form.getInputProps('title')} />
        <Textarea label="Notes" description="For the customer: what the day holds." autosize minRows={3} maxRows={8} {...form.getInputProps('notes')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={Object.keys(changes).length === 0}>
            Save day
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A day's place, title and notes. */
export function DayFormModal({ tripId, day, onClose }: { tripId: number; day: ItineraryDay | undefined; onClose: () => void }) {
  return (
    <Modal opened={day !== undefined} onClose={onClose} size="lg" title={<Text fw={700}>{day ? `Edit ${dayHeading(day)}` : 'Edit the day'}</Text>}>
      {day && <DayForm key={day.id} tripId={tripId} day={day} onDone={onClose} />}
    </Modal>
  );
}
