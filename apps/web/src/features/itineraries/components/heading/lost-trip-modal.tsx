import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { LOST_REASON_LABELS, LOST_REASONS, itineraryStatusRequestSchema, type LostReason, type TripHeading } from '@ua/contracts';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useChangeStatus } from '../../api/change-status';

type LostTripModalProps = { heading: TripHeading; opened: boolean; onClose: () => void };

type LostValues = { lost_reason: LostReason | null; lost_note: string };

const REASON_OPTIONS = LOST_REASONS.map((reason) => ({ value: reason, label: LOST_REASON_LABELS[reason] }));
const lostRequest = (values: LostValues) => ({ status: 'lost' as const, lost_reason: values.lost_reason ?? undefined, lost_note: values.lost_note });

function LostTripForm({ heading, onClose }: { heading: TripHeading; onClose: () => void }) {
  const form = useContractForm<LostValues>({ initialValues: { lost_reason: null, lost_note: '' }, schema: itineraryStatusRequestSchema, toInput: lostRequest });
  const change = useChangeStatus();

  const submit = () => {
    const body = form.parse(itineraryStatusRequestSchema, lostRequest(form.values));
    if (!body) return;
    change.mutate(
      { tripId: heading.id, body },
      {
        onSuccess: () => {
          showInfoToast(`${heading.reference} is marked as lost.`, 'Trip lost');
          onClose();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Status not changed'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">Lost trips leave the open quotes. Nothing is deleted: it can be taken up again as a draft.</Text>
        <Select label="Why was it lost?" required data={REASON_OPTIONS} allowDeselect={false} data-autofocus {...form.getInputProps('lost_reason')} />
        <Textarea label="Note" placeholder="What the customer said, who they booked with, when to try again." autosize minRows={2} maxRows={6} {...form.getInputProps('lost_note')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Status not changed">
            {form.refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={change.isPending}>
            Mark as lost
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Losing a trip asks why, so the reasons can be counted later. */
export function LostTripModal({ heading, opened, onClose }: LostTripModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Mark {heading.reference} as lost?</Text>} centered>
      {/* A fresh form each time it opens. */}
      {opened && <LostTripForm heading={heading} onClose={onClose} />}
    </Modal>
  );
}
