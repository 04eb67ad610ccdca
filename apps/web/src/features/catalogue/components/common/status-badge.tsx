import { Badge } from '@mantine/core';

/** Active or inactive, the same dot badge everywhere in the catalogue. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="dot" color={active ? 'teal' : 'gray'} tt="none">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
