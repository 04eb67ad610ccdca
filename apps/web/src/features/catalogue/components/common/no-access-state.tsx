import { Alert } from '@mantine/core';
import type { PermissionLabel } from '@ua/contracts/constants';
import { IconShieldCheck } from '@tabler/icons-react';

/** What someone without the label sees at an area's URL (the server refuses its calls anyway). */
export function NoAccessState({ title, label }: { title: string; label: PermissionLabel }) {
  return (
    <Alert color="orange" variant="light" radius="md" title={`${title} are not open to you`} icon={<IconShieldCheck size={20} />}>
      They need the {label} permission. An administrator can grant it through an access level.
    </Alert>
  );
}
