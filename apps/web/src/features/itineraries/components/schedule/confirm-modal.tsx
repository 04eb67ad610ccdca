import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be taken back (a removal); teal for a decision (an acceptance). */
  color?: 'red' | 'teal';
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** False when the opener goes with the confirmed change, and the caller puts focus somewhere else. */
  returnFocus?: boolean;
};

/** Asks once before a change that is not undone by a click: removing a day, an item, a vehicle; accepting a version. */
export function ConfirmModal({ opened, title, children, confirmLabel, color = 'red', loading, onConfirm, onClose, returnFocus = true }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} centered returnFocus={returnFocus} title={<Text fw={700}>{title}</Text>}>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
