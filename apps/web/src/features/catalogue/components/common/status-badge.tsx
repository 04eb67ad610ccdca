import { Badge } from '@mantine/core';

/** Active or inactive, the same dot badge everywhere in the catalogue. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    // Never cut short in a narrow table column.
    <Badge variant="dot" color={active ? 'teal' : 'gray'} tt="none" miw="max-content">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
