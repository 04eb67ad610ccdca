import { useState } from 'react';
import { Drawer, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { FinalItinerarySummary } from '@ua/contracts';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useComparison } from '../../api/compare-versions';
import { ComparisonTable } from './comparison-table';

type ComparePair = { from: number; to: number };

type CompareDrawerProps = {
  tripId: number;
  currency: string;
  versions: readonly FinalItinerarySummary[];
  /** The pair to start from (the version asked about and the one before it); undefined keeps the drawer shut. */
  initial: ComparePair | undefined;
  onClose: () => void;
};

function ComparePanel({ tripId, currency, versions, initial }: { tripId: number; currency: string; versions: readonly FinalItinerarySummary[]; initial: ComparePair }) {
  const [pair, setPair] = useState(initial);
  const same = pair.from === pair.to;
  const query = useComparison(tripId, same ? undefined : pair);
  const choices = versions.map((version) => ({ value: version.version, label: `Version ${version.version}` }));

  return (
    <Stack gap="md">
      <Group grow align="flex-end" gap="sm">
        <Select<number> label="From" data={choices} value={pair.from} onChange={(from) => from !== null && setPair({ ...pair, from })} allowDeselect={false} />
        <Select<number> label="To" data={choices} value={pair.to} onChange={(to) => to !== null && setPair({ ...pair, to })} allowDeselect={false} />
      </Group>
      {same ? (
        <Text size="sm" c="dimmed">
          Choose two different versions.
        </Text>
      ) : query.isPending ? (
        <Stack gap="sm" role="status" aria-label="Comparing the versions">
          <Skeleton h={28} />
          <Skeleton h={120} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert error={query.error} what="the comparison" onRetry={() => void query.refetch()} />
      ) : (
        <ComparisonTable comparison={query.data} currency={currency} />
      )}
    </Stack>
  );
}

/** Two frozen versions side by side: what changed in the days, the items, the transport and the price. */
export function CompareDrawer({ tripId, currency, versions, initial, onClose }: CompareDrawerProps) {
  return (
    <Drawer opened={initial !== undefined} onClose={onClose} position="right" size="xl" title={<Text fw={700} size="lg">Compare versions</Text>}>
      {initial && <ComparePanel key={`${initial.from}-${initial.to}`} tripId={tripId} currency={currency} versions={versions} initial={initial} />}
    </Drawer>
  );
}
