import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_PATHS, type bookingListQuerySchema, type bookingSummaryPageSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';
import type { ListQueryParams, QueryOf } from '../../../lib/list-query';
import { bookingKeys } from './booking-keys';

export type BookingsQuery = QueryOf<typeof bookingListQuerySchema>;
/** The query as the call sends it: `unconfirmed` as the string the schema reads. */
export type BookingsParams = ListQueryParams<BookingsQuery>;
export type BookingSummaryPage = SchemaOutput<typeof bookingSummaryPageSchema>;

/** GET /api/booking/: a DRF page of bookings, searched and filtered by `params` (statuses go as `status[]`). */
export async function listBookings(params: BookingsParams): Promise<BookingSummaryPage> {
  const { data } = await apiClient.get<BookingSummaryPage>(BOOKING_PATHS.bookings, { params });
  return data;
}

export function bookingsQueryOptions(params: BookingsParams) {
  return queryOptions({
    // The query as the schema read it, in the schema's order: one view, one key.
    queryKey: bookingKeys.list(JSON.stringify(params)),
    queryFn: () => listBookings(params),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(params: BookingsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bookingsQueryOptions(params), ...options });
}
