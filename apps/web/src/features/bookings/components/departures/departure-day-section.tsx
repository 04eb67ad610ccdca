import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { departureDayTitle, type DepartureDay } from '../../utils/departure-groups';
import { count } from '../page/booking-format';
import { ConfirmedDepartureLine, OpenDepartureCard } from './departure-card';

/** "3 departures · 4 services open" or "2 departures · all confirmed". */
function daySummary(day: DepartureDay): string {
  const departures = count(day.open.length + day.confirmed.length, 'departure', 'departures');
  return `${departures} · ${day.openServices === 0 ? 'all confirmed' : count(day.openServices, 'service open', 'services open')}`;
}

/** One day of departures: those waiting on a supplier in full, those all confirmed folded to a line each. */
export function DepartureDaySection({ day, today }: { day: DepartureDay; today: string }) {
  const title = departureDayTitle(day.date, today);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c={day.openServices > 0 ? 'red.9' : 'teal.9'} fw={500}>
          {daySummary(day)}
        </Text>
      </Group>
      {day.open.map((departure) => (
        <OpenDepartureCard key={departure.id} departure={departure} />
      ))}
      {day.confirmed.length > 0 && (
        <Card withBorder radius="md" padding={0}>
          {day.confirmed.map((departure, index) => (
            <div key={departure.id}>
              {index > 0 && <Divider />}
              <ConfirmedDepartureLine departure={departure} />
            </div>
          ))}
        </Card>
      )}
    </Stack>
  );
}
