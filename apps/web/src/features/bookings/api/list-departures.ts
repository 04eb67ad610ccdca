import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_PATHS, type DepartureList } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export type DeparturesQuery = {
  days: number;
  /** Only the bookings this person runs. */
  assigned?: number;
};

/**
 * GET /api/booking/departures/: bookings still running that start from today (in India) to the last
 * of `days`, earliest first, each with the services its suppliers have yet to confirm.
 */
export async function listDepartures(query: DeparturesQuery): Promise<DepartureList> {
  const { data } = await apiClient.get<DepartureList>(BOOKING_PATHS.departures, { params: query });
  return data;
}

export function departuresQueryOptions(query: DeparturesQuery) {
  return queryOptions({
    queryKey: bookingKeys.departures(JSON.stringify(query)),
    queryFn: () => listDepartures(query),
    placeholderData: keepPreviousData,
    // A desk opens this view to see where things stand now: suppliers answer through their links meanwhile.
    refetchOnMount: 'always',
  });
}

export function useDepartures(query: DeparturesQuery) {
  return useQuery(departuresQueryOptions(query));
}
