import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney } from '../../../../lib/money';

type BelowCostModalProps = {
  opened: boolean;
  variantName: string;
  cost: number;
  sell: number;
  currency: string;
  onConfirm: () => void;
  onCancel: () => void;
  saving: boolean;
};

/** Selling below cost is allowed, but only when someone says so: confirming sends the server's `allow_below_cost`. */
export function BelowCostModal({ opened, variantName, cost, sell, currency, onConfirm, onCancel, saving }: BelowCostModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" />
          <Text fw={700}>Sell below cost?</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm">
          {variantName || 'This variant'} would sell for {formatMoney(sell, currency)}, below its cost of {formatMoney(cost, currency)}: a loss of{' '}
          <Text span fw={700} c="red.9">
            {formatMoney(cost - sell, currency)}
          </Text>{' '}
          on each sale.
        </Text>
        <Text size="sm" c="dimmed">
          Confirm only for a deliberate offer, such as a promotion. The audit log records that you confirmed it.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Change the price
          </Button>
          <Button color="orange" onClick={onConfirm} loading={saving}>
            Sell below cost
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
