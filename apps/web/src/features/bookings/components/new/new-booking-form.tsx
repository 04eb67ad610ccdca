import { useRef, type ReactNode } from 'react';
import { Alert, Button, Card, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { bookingCreateRequestSchema, type Booking } from '@ua/contracts';
import { PageFormActions } from '../../../../components/page-form-actions';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateBooking } from '../../api/create-booking';
import { bookableTripQueryOptions, useBookableTrip, type BookableTrip } from '../../api/get-bookable-trip';
import { count } from '../page/booking-format';
import { BookingReaderPicker } from '../page/booking-reader-picker';
import { leadRow, newBookingRequest, newBookingValues, type NewBookingValues, type TravellerValues } from '../../utils/new-booking-values';
import { TravellersFields } from './travellers-fields';
import { TripFacts, partyText } from './trip-facts';
import { TripPicker } from './trip-picker';

type NewBookingFormProps = {
  /** The trip the page was opened for (`?trip=`), loaded already, or none. */
  trip: BookableTrip | undefined;
  tripId: number | null;
  onDone: (booking?: Booking) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="md">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** What the travellers start as for a trip: its customer, leading. */
const startingTravellers = (trip: BookableTrip | undefined): TravellerValues[] => (trip ? [leadRow(trip.heading.customer.name)] : []);
const sameTravellers = (a: readonly TravellerValues[], b: readonly TravellerValues[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A booking from an accepted trip: the trip, who runs it, the travellers and notes, checked by the
 * contract's schema; the server's refusals show at their boxes, or whole when about no box (a trip
 * booked meanwhile).
 */
export function NewBookingForm({ trip, tripId, onDone }: NewBookingFormProps) {
  const queryClient = useQueryClient();
  const form = useContractForm<NewBookingValues>({
    initialValues: { ...newBookingValues(tripId), travellers: startingTravellers(trip) },
    schema: bookingCreateRequestSchema,
    toInput: newBookingRequest,
  });
  // The travellers as this form last filled them from a trip: while they stay so, choosing another trip refills them.
  const filled = useRef(form.values.travellers);
  const chosen = useBookableTrip(form.values.itinerary_id);
  const create = useCreateBooking();

  const chooseTrip = async (id: number | null) => {
    form.setFieldValue('itinerary_id', id);
    if (id === null || !sameTravellers(form.getValues().travellers, filled.current)) return;
    const next = await queryClient.fetchQuery(bookableTripQueryOptions(id)).catch(() => undefined);
    // Another trip chosen meanwhile, or the travellers edited: what is on screen stays.
    if (!next || form.getValues().itinerary_id !== id || !sameTravellers(form.getValues().travellers, filled.current)) return;
    filled.current = startingTravellers(next);
    form.setFieldValue('travellers', filled.current);
  };

  const submit = (values: NewBookingValues) => {
    const body = form.parse(bookingCreateRequestSchema, newBookingRequest(values));
    if (!body) return;
    create.mutate(body, {
      onSuccess: (booking) => {
        const services = count(booking.service_list.length, 'service', 'services');
        showInfoToast(`${booking.reference} is made: ${services} to confirm with suppliers.`, 'Booking made');
        onDone(booking);
      },
      onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Booking not made'),
    });
  };

  const heading = chosen.data?.heading;
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="lg">
        <Section title="Trip">
          <Stack gap="md">
            <TripPicker value={form.values.itinerary_id} onChange={(id) => void chooseTrip(id)} chosen={heading} error={form.error('itinerary_id')} />
            {form.values.itinerary_id !== null && <TripFacts trip={chosen.data} isError={chosen.isError} error={chosen.error} />}
          </Stack>
        </Section>
        <Section title="Who runs it">
          <BookingReaderPicker label="Assigned to" description="The operations person who gets every service confirmed; they are told. Leave empty to assign later." {...form.field('assigned_to_id')} />
        </Section>
        <Section title="Travellers">
          <Stack gap="sm">
            {heading && (
              <Text size="sm" c="dimmed">
                The trip is for {partyText(heading.travellers)}. Name them now, or later on the booking’s page.
              </Text>
            )}
            <TravellersFields form={form} />
          </Stack>
        </Section>
        <Section title="Notes">
          <Textarea label="Notes" placeholder="What operations should know: arrival flights, special requests, how the customer wants to be reached." autosize minRows={3} maxRows={10} {...form.getInputProps('notes')} />
        </Section>
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <PageFormActions>
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Make booking
          </Button>
        </PageFormActions>
      </Stack>
    </form>
  );
}
