import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useFreezeVersion } from '../../api/freeze-version';

type FreezeModalProps = { tripId: number; nextVersion: number; opened: boolean; onClose: () => void };

/** Freezing makes the next version: the trip as it is now, prices and taxes included, never to change. */
export function FreezeModal({ tripId, nextVersion, opened, onClose }: FreezeModalProps) {
  const [note, setNote] = useState('');
  const freeze = useFreezeVersion();

  const confirm = () =>
    freeze.mutate(
      { tripId, note: note.trim() },
      {
        onSuccess: (version) => {
          showInfoToast(`Version ${version.version} is frozen: send its link or its PDF to the customer.`, 'Version frozen');
          setNote('');
          onClose();
        },
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Version not frozen'),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} centered title={<Text fw={700}>Freeze as version {nextVersion}?</Text>}>
      <Stack gap="md">
        <Text size="sm">The days, items, transport, prices and taxes as they are now become version {nextVersion}. Later edits change the draft only; freeze again for a version {nextVersion + 1}.</Text>
        <Textarea label="Note" description="For the team: what changed, what the customer asked for." autosize minRows={2} maxRows={6} maxLength={1000} value={note} onChange={(event) => setNote(event.currentTarget.value)} data-autofocus />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={freeze.isPending}>
            Freeze version {nextVersion}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
