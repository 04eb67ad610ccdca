import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatMoney } from '../../../../lib/money';
import type { BookableTrip } from '../../api/get-bookable-trip';
import { bookingDates, count } from '../page/booking-format';

export function partyText({ adults, children_ages: ages, infants }: BookableTrip['heading']['travellers']): string {
  const parts = [count(adults, 'adult', 'adults')];
  if (ages.length > 0) parts.push(`${count(ages.length, 'child', 'children')} (${ages.join(', ')})`);
  if (infants > 0) parts.push(count(infants, 'infant', 'infants'));
  return parts.join(', ');
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

type TripFactsProps = { trip: BookableTrip | undefined; isError: boolean; error: unknown };

/** What the booking will be made of: the customer, the dates, the party and the accepted version's total. */
export function TripFacts({ trip, isError, error }: TripFactsProps) {
  if (isError) {
    return (
      <Alert color="red" variant="light" title="The trip could not be loaded">
        {apiErrorOf(error).detail}
      </Alert>
    );
  }
  if (!trip) return <Skeleton h={92} radius="md" />;
  const { heading, accepted } = trip;
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)" aria-label="The trip booked">
      <Stack gap="sm">
        {heading.status !== 'accepted' && (
          <Alert color="orange" variant="light" p="xs">
            {heading.status === 'booked' ? 'This trip is booked already: find its booking in the list.' : 'Its customer has not accepted a version yet, so it cannot be booked.'}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md" verticalSpacing="xs">
          <Fact label="Customer">{heading.customer.name}</Fact>
          <Fact label="Dates">{bookingDates(heading)}</Fact>
          <Fact label="Travellers">{partyText(heading.travellers)}</Fact>
          {accepted ? (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Accepted version
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  v{accepted.version}
                </Text>
                <Text size="sm" fw={700} aria-label="Accepted total">
                  {formatMoney(accepted.total_paise, accepted.currency)}
                </Text>
              </Group>
            </Stack>
          ) : (
            <Fact label="Accepted version">None yet</Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
