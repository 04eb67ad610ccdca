import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { BookingSummary } from '@ua/contracts';
import { servicesProgress } from '../../utils/services-progress';

/**
 * Where the suppliers stand: confirmed out of the services still wanted, with what is open
 * highlighted and what was rejected in red (a rejected stay needs another hotel).
 */
export function ServicesProgressCell({ counts }: { counts: BookingSummary['services'] }) {
  const progress = servicesProgress(counts);
  if (progress.wanted === 0) {
    return (
      <Text size="sm" c="dimmed">
        {counts.cancelled > 0 ? `All ${counts.cancelled} cancelled` : 'No services'}
      </Text>
    );
  }
  const color = progress.rejected > 0 ? 'red' : progress.open > 0 ? 'yellow' : 'teal';
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Text span fw={600}>
          {progress.confirmed}/{progress.wanted}
        </Text>{' '}
        confirmed
      </Text>
      <Progress value={progress.percent} size="sm" color={color} aria-label={`${progress.confirmed} of ${progress.wanted} services confirmed`} />
      {progress.open > 0 && (
        <Group gap={4} wrap="nowrap">
          <Badge size="sm" variant="light" color="orange" radius="sm" tt="none">
            {progress.open} open
          </Badge>
          {progress.rejected > 0 && (
            <Badge size="sm" variant="filled" color="red" radius="sm" tt="none">
              {progress.rejected} rejected
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}
