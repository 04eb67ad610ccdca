import { Group, Skeleton, Stack } from '@mantine/core';

/**
 * The shape of a detail page while it loads: a title, a line, and two cards. A status region, so
 * its name is announced (a plain div may not carry an aria-label).
 */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label} aria-busy>
      <Skeleton h={14} w={260} />
      <Skeleton h={32} w="50%" />
      <Skeleton h={16} w="35%" />
      <Group grow align="flex-start" gap="lg" mt="md">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={220} radius="lg" visibleFrom="sm" />
      </Group>
    </Stack>
  );
}
