import { EmptyState, Group, Paper, Select, Skeleton, Stack, Switch } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { BackLink } from '../../../../components/back-link';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useViewer } from '../../../../hooks/use-viewer';
import { formatDay } from '../../../../lib/dates';
import { useDepartures } from '../../api/list-departures';
import { bookingPaths } from '../../utils/booking-paths';
import { departureDays } from '../../utils/departure-groups';
import { DepartureDaySection } from './departure-day-section';

const DAY_CHOICES = [7, 14, 30] as const;
const DEFAULT_DAYS = 14;
const DAY_OPTIONS = DAY_CHOICES.map((days) => ({ value: String(days), label: `Next ${days} days` }));

/** `?days=7&mine=true`: the view kept in the URL, so Back and a shared link keep it; anything else reads as the defaults. */
function readView(params: URLSearchParams): { days: number; mine: boolean } {
  const days = Number(params.get('days'));
  return { days: (DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_DAYS, mine: params.get('mine') === 'true' };
}

/**
 * /bookings/departures, the operations view: bookings starting in the next days, day by day, with
 * the services their suppliers have yet to confirm, so the desk chases those first.
 */
export function DeparturesPage() {
  const { userId } = useViewer();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const departures = useDepartures({ days: view.days, ...(view.mine ? { assigned: userId } : {}) });
  const list = departures.data;
  const days = list ? departureDays(list.results) : undefined;

  const setView = (next: { days: number; mine: boolean }) => {
    const search = new URLSearchParams();
    if (next.days !== DEFAULT_DAYS) search.set('days', String(next.days));
    if (next.mine) search.set('mine', 'true');
    setParams(search);
  };

  return (
    <>
      <BackLink to={bookingPaths.list}>All bookings</BackLink>
      <PageTitle
        icon={<IconPlaneDeparture size={26} />}
        title="Departures"
        description={list ? `Bookings starting ${formatDay(list.from)} to ${formatDay(list.to)}, with what their suppliers have yet to confirm.` : 'Bookings starting soon, with what their suppliers have yet to confirm.'}
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select label="Starting in" data={DAY_OPTIONS} value={String(view.days)} onChange={(value) => value && setView({ ...view, days: Number(value) })} allowDeselect={false} w={170} />
            <Switch label="Only mine" description="Bookings you run" checked={view.mine} onChange={(event) => setView({ ...view, mine: event.currentTarget.checked })} />
          </Group>
          {departures.isError && !list ? (
            <QueryErrorAlert error={departures.error} what="the departures" onRetry={() => void departures.refetch()} />
          ) : days === undefined ? (
            <Stack gap="sm" aria-label="Loading departures" aria-busy>
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} h={120} radius="md" />
              ))}
            </Stack>
          ) : days.length === 0 ? (
            <EmptyState
              variant="light"
              color="teal"
              icon={<IconPlaneDeparture size={26} />}
              title={view.mine ? `None of your bookings starts in the next ${view.days} days` : `Nothing starts in the next ${view.days} days`}
              description="A booking shows here once it starts within the days chosen, with each service its suppliers have yet to confirm."
              py="xl"
            />
          ) : (
            <Stack gap="xl" aria-busy={departures.isPlaceholderData} style={{ opacity: departures.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
              {days.map((day) => (
                <DepartureDaySection key={day.date} day={day} today={list?.from ?? day.date} />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </>
  );
}
