import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FinalItinerarySummary } from '@ua/contracts';
import { IconArrowsDiff, IconCircleCheck, IconDownload, IconEye, IconLink } from '@tabler/icons-react';
import { formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { apiErrorOf } from '../../../../lib/api-error';
import { useDownloadVersionPdf } from '../../api/download-version-pdf';

type VersionRowProps = {
  tripId: number;
  version: FinalItinerarySummary;
  /** Another version exists to compare with. */
  comparable: boolean;
  /** The viewer may accept it: itineraries.manage, it is not accepted, and the trip is not booked. */
  canAccept: boolean;
  onView: () => void;
  onCompare: () => void;
  onAccept: () => void;
  onLinks: () => void;
};

/** One frozen version: who froze it and when, its total, whether the customer accepted it, and what can be done with it. */
export function VersionRow({ tripId, version, comparable, canAccept, onView, onCompare, onAccept, onLinks }: VersionRowProps) {
  const name = `version ${version.version}`;
  const download = useDownloadVersionPdf();
  const downloadPdf = () => download.mutate({ tripId, version: version.version });
  return (
    <Paper withBorder radius="md" p="sm" bg={version.accepted ? 'teal.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Group gap="xs">
              <Text fw={700}>Version {version.version}</Text>
              {version.accepted && (
                <Badge color="teal" variant="filled" radius="sm" tt="none" leftSection={<IconCircleCheck size={12} />}>
                  Accepted
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Frozen by {version.frozen_by.name}, {formatDateTime(version.frozen_at)}
              {version.accepted && version.accepted_at ? ` · accepted ${formatDateTime(version.accepted_at)}${version.accepted_by ? ` by ${version.accepted_by.name}` : ''}` : ''}
            </Text>
          </Stack>
          <Text fw={700}>{formatMoney(version.total_paise, version.currency)}</Text>
        </Group>
        {version.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {version.note}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="compact-sm" variant="default" leftSection={<IconEye size={14} />} onClick={onView} aria-label={`View ${name}`}>
            View
          </Button>
          {comparable && (
            <Button size="compact-sm" variant="default" leftSection={<IconArrowsDiff size={14} />} onClick={onCompare} aria-label={`Compare ${name}`}>
              Compare
            </Button>
          )}
          <Button size="compact-sm" variant="default" leftSection={<IconLink size={14} />} onClick={onLinks} aria-label={`Customer links of ${name}`}>
            Customer links
          </Button>
          <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />} onClick={downloadPdf} loading={download.isPending} aria-label={`Download PDF of ${name}`}>
            Download PDF
          </Button>
          {canAccept && (
            <Button size="compact-sm" color="teal" variant="light" leftSection={<IconCircleCheck size={14} />} onClick={onAccept} aria-label={`Accept ${name}`}>
              Accept
            </Button>
          )}
        </Group>
        {download.error && (
          <Text size="sm" c="red.8" role="alert">
            The PDF could not be made: {apiErrorOf(download.error).detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
