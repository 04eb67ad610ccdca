import { Skeleton, Stack } from '@mantine/core';

/** What a dashboard shows while its figures load. */
export function DashboardLoader({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-label={label} aria-busy>
      <Skeleton h={96} radius="md" />
      <Skeleton h={300} radius="md" />
    </Stack>
  );
}
