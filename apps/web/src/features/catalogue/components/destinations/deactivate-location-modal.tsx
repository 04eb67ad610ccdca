import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LocationDetail } from '@ua/contracts';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { apiErrorOf } from '../../../../lib/api-error';
import { useDeactivateLocation } from '../../api/deactivate-location';

type DeactivateLocationModalProps = { location: LocationDetail; opened: boolean; onClose: () => void };

/** Deactivation is never a delete: the place and everything below it leave new searches, and what points at them stays. */
export function DeactivateLocationModal({ location, opened, onClose }: DeactivateLocationModalProps) {
  const deactivate = useDeactivateLocation();
  const below = location.children_count;

  const confirm = () =>
    deactivate.mutate(location.id, {
      onSuccess: ({ deactivated_ids }) => {
        const others = deactivated_ids.length - 1;
        showInfoToast(others > 0 ? `${location.name} and ${others} ${others === 1 ? 'place' : 'places'} below it are inactive.` : `${location.name} is inactive.`, 'Location deactivated');
        onClose();
      },
      onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Location not deactivated'),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Deactivate {location.name}?</Text>} centered>
      <Stack gap="md">
        <Text size="sm">
          {below > 0 ? `${location.name} and the places below it (${below} directly inside) ` : `${location.name} `}
          will no longer be offered for new trips.
        </Text>
        <Text size="sm" c="dimmed">
          Nothing is deleted: the {location.product_count} {location.product_count === 1 ? 'product' : 'products'} here, and the suppliers and itineraries that name it, keep pointing at it. You can reactivate it later.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={deactivate.isPending}>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
