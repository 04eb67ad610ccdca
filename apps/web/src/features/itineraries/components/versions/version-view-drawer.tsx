import { Alert, Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ItinerarySchedule } from '@ua/contracts';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { formatDateTime } from '../../../../lib/dates';
import { useVersion } from '../../api/get-version';
import { TotalsCard } from '../pricing/totals-card';
import { DayCard, type DayActions } from '../schedule/day-card';
import { TransportRow } from '../transport/transport-row';

const NOTHING = () => {};
/** A frozen version offers no action on its days. */
const READ_ONLY: DayActions = { onMove: NOTHING, onInsertBefore: NOTHING, onCopy: NOTHING, onRemove: NOTHING, onEdit: NOTHING, onAddItem: NOTHING, onEditItem: NOTHING, onRemoveItem: NOTHING };

function FrozenSchedule({ schedule }: { schedule: ItinerarySchedule }) {
  const { heading } = schedule;
  return (
    <Stack gap="md">
      {schedule.days.map((day) => (
        <DayCard key={day.id} tripId={heading.id} day={day} currency={heading.currency} editable={false} handle={null} isFirst isLast dayChoices={[]} busy={false} actions={READ_ONLY} />
      ))}
      {schedule.transport.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Transport
          </Title>
          {schedule.transport.map((charge) => (
            <TransportRow key={charge.id} charge={charge} currency={heading.currency} editable={false} tripStart={heading.start_date} tripEnd={heading.end_date} onEdit={NOTHING} onRemove={NOTHING} />
          ))}
        </Stack>
      )}
      <TotalsCard pricing={schedule.pricing} warnings={schedule.warnings} sticky={false} />
    </Stack>
  );
}

type VersionViewDrawerProps = { tripId: number; version: number | undefined; onClose: () => void };

/** A frozen version as it was frozen, read-only: its days, transport and price, whatever the draft has become since. */
export function VersionViewDrawer({ tripId, version, onClose }: VersionViewDrawerProps) {
  const query = useVersion(tripId, version);
  return (
    <Drawer opened={version !== undefined} onClose={onClose} position="right" size="xl" title={<Text fw={700} size="lg">Version {version}</Text>}>
      {query.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the version">
          <Skeleton h={28} />
          <Skeleton h={160} />
          <Skeleton h={160} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert error={query.error} what="this version" onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          <Alert variant="light" color="gray" p="sm">
            Frozen by {query.data.frozen_by.name} on {formatDateTime(query.data.frozen_at)}
            {query.data.accepted && query.data.accepted_at ? `; accepted on ${formatDateTime(query.data.accepted_at)}` : ''}. It does not change when the draft does.
            {query.data.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {query.data.note}
              </Text>
            )}
          </Alert>
          <FrozenSchedule schedule={query.data.schedule} />
        </Stack>
      )}
    </Drawer>
  );
}
