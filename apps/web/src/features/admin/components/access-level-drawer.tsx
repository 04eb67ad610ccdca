import { Drawer, Text } from '@mantine/core';
import type { AccessLevel } from '@ua/contracts';
import { AccessLevelForm } from './access-level-form';

type AccessLevelDrawerProps = {
  /** `new` to create a level, a level to edit it, undefined when closed. */
  target: 'new' | AccessLevel | undefined;
  onClose: () => void;
};

export function AccessLevelDrawer({ target, onClose }: AccessLevelDrawerProps) {
  const level = target === 'new' ? undefined : target;
  return (
    <Drawer
      opened={target !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text fw={700} size="lg">
          {level ? `Edit ${level.name}` : 'New access level'}
        </Text>
      }
    >
      {target !== undefined && <AccessLevelForm key={level?.id ?? 'new'} level={level} onDone={onClose} />}
    </Drawer>
  );
}
