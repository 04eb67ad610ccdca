import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccessLevel } from '@ua/contracts';
import { apiErrorOf } from '../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useDeleteAccessLevel } from '../api/delete-access-level';
import { useViewer } from '../../../hooks/use-viewer';

type DeleteAccessLevelModalProps = { level: AccessLevel | undefined; onClose: () => void };

function holders(count: number): string {
  return count === 1 ? '1 staff member' : `${count} staff members`;
}

function holdersShort(count: number): string {
  return count === 1 ? '1 person' : `${count} staff`;
}

/**
 * Asks before deleting a level. One that staff hold is deleted with confirm=true, and the dialog says
 * first whose access goes with it.
 */
export function DeleteAccessLevelModal({ level, onClose }: DeleteAccessLevelModalProps) {
  const viewer = useViewer();
  const remove = useDeleteAccessLevel();
  const held = (level?.holder_count ?? 0) > 0;
  const refusal = remove.isError ? apiErrorOf(remove.error).detail : undefined;

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!level) return;
    remove.mutate(
      { id: level.id, confirm: held },
      {
        onSuccess: () => {
          showInfoToast(held ? `${level.name} is deleted and taken away from ${holders(level.holder_count)}.` : `${level.name} is deleted.`, 'Access level deleted');
          viewer.onOwnAccountChanged();
          close();
        },
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Access level not deleted'),
      },
    );
  };

  return (
    <Modal opened={level !== undefined} onClose={close} title={<Text fw={700}>Delete {level?.name}?</Text>} centered radius="md" size="md">
      {level && (
        <Stack gap="md">
          {held ? (
            <Text size="sm">
              <strong>{holders(level.holder_count)}</strong> {level.holder_count === 1 ? 'holds' : 'hold'} {level.name}. Deleting it takes its {level.labels.length}{' '}
              {level.labels.length === 1 ? 'permission' : 'permissions'} away from {level.holder_count === 1 ? 'them' : 'all of them'} at once; any other levels they hold stay.
            </Text>
          ) : (
            <Text size="sm">Nobody holds {level.name}, so deleting it changes nobody&apos;s access.</Text>
          )}
          {refusal && (
            <Alert color="red" variant="light">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              {held ? `Delete and remove from ${holdersShort(level.holder_count)}` : 'Delete access level'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
