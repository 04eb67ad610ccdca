import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TimelineEntry } from '@ua/contracts';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../../../components/query-error-alert';
import { useTimeline } from '../../../api/list-timeline';
import { TimelineEntryRow } from './timeline-entry';

/** Each entry once, in the order the pages came: the cursor already keeps them apart, this keeps a refetch honest. */
function uniqueEntries(pages: readonly { results: readonly TimelineEntry[] }[]): TimelineEntry[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.results).filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}

/**
 * Everything that happened to the booking, newest first, one page at a time: "Load more" appends the
 * entries before the last one shown. An entry about a service brings the service into view; one about
 * a comment opens it as a mention's link does.
 */
export function TimelineSection({ bookingId }: { bookingId: number }) {
  const timeline = useTimeline(bookingId);
  const [, setSearchParams] = useSearchParams();
  const entries = uniqueEntries(timeline.data?.pages ?? []);
  const total = timeline.data?.pages[0]?.count ?? 0;

  const openerOf = (entry: TimelineEntry): (() => void) | undefined => {
    if (entry.comment_id !== null) {
      const commentId = entry.comment_id;
      return () =>
        setSearchParams(
          (params) => {
            params.set('comment', String(commentId));
            return params;
          },
          { replace: true, preventScrollReset: true },
        );
    }
    if (entry.service_id !== null) {
      const serviceId = entry.service_id;
      return () => document.getElementById(`service-${serviceId}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
    return undefined;
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="booking-timeline-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="booking-timeline-heading">
          Timeline
        </Title>
        {timeline.isSuccess && total > 0 && (
          <Text size="xs" c="dimmed">
            {entries.length} of {total}
          </Text>
        )}
      </Group>
      {timeline.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading the timeline">
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
        </Stack>
      ) : timeline.isError ? (
        <QueryErrorAlert error={timeline.error} what="the timeline" onRetry={() => void timeline.refetch()} />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened yet.
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} aria-label="Timeline" style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <TimelineEntryRow entry={entry} onOpen={openerOf(entry)} />
            </li>
          ))}
        </Stack>
      )}
      {timeline.hasNextPage && (
        <Group justify="center">
          <Button size="xs" variant="default" loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      )}
      {timeline.isFetchNextPageError && (
        <Text size="sm" c="red.9" role="alert">
          The next entries could not be loaded. Try again.
        </Text>
      )}
    </Stack>
  );
}
