import { Alert } from '@mantine/core';
import type { PermissionLabel } from '@ua/contracts/constants';
import { IconShieldCheck } from '@tabler/icons-react';

function labelList(labels: readonly PermissionLabel[]): string {
  if (labels.length === 1) return `the ${labels[0]} permission`;
  return `one of the ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)} permissions`;
}

/**
 * What someone without the label sees where a page or a part of one needs it ("Jobs is not open to
 * you"): the labels that would open it. The server refuses its calls anyway.
 */
export function NoAccessState({ title, labels }: { title: string; labels: readonly PermissionLabel[] }) {
  return (
    <Alert color="orange" variant="light" radius="md" title={title} icon={<IconShieldCheck size={20} />}>
      It needs {labelList(labels)}. An administrator can grant it through an access level.
    </Alert>
  );
}
