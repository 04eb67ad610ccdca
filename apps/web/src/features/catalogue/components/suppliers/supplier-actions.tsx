import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SupplierDetail } from '@ua/contracts';
import { Link } from 'react-router';
import { IconPencil, IconPower } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useDeactivateSupplier } from '../../api/deactivate-supplier';
import { useUpdateSupplier } from '../../api/update-supplier';
import { cataloguePaths } from '../../utils/catalogue-paths';

/** Edit, and deactivate (never a delete) or reactivate: for holders of suppliers.manage. */
export function SupplierActions({ supplier }: { supplier: SupplierDetail }) {
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivateSupplier();
  const update = useUpdateSupplier();

  const onDeactivate = () =>
    deactivate.mutate(supplier.id, {
      onSuccess: (saved) => {
        showInfoToast(`${saved.display_name} is no longer offered; its products stay as they are.`, 'Supplier deactivated');
        setConfirming(false);
      },
      onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Supplier not deactivated'),
    });

  const onReactivate = () =>
    update.mutate(
      { id: supplier.id, changes: { active: true } },
      {
        onSuccess: (saved) => showInfoToast(`${saved.display_name} is active again.`, 'Supplier reactivated'),
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Supplier not reactivated'),
      },
    );

  return (
    <Group gap="xs">
      <Button component={Link} to={cataloguePaths.editSupplier(supplier.id)} variant="default" leftSection={<IconPencil size={16} />}>
        Edit
      </Button>
      {supplier.active ? (
        <Button variant="light" color="red" leftSection={<IconPower size={16} />} onClick={() => setConfirming(true)}>
          Deactivate
        </Button>
      ) : (
        <Button variant="light" leftSection={<IconPower size={16} />} onClick={onReactivate} loading={update.isPending}>
          Reactivate
        </Button>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={<Text fw={700}>Deactivate {supplier.display_name}?</Text>} centered>
        <Stack gap="md">
          <Text size="sm">They will no longer be offered for new products or trips. Nothing is deleted: their {supplier.product_count} products and the bookings that name them stay, and you can reactivate them later.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={onDeactivate} loading={deactivate.isPending}>
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
