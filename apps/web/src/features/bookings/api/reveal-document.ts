import { useMutation } from '@tanstack/react-query';
import { BOOKING_PATHS, type travellerDocumentSchema } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';

export type TravellerDocument = SchemaOutput<typeof travellerDocumentSchema>;

/**
 * GET /api/booking/{id}/travellers/{traveller}/document/: one traveller's ID number in full
 * (bookings.manage). Each reading is audited, so it is asked for on a click and never cached.
 */
export async function revealDocument({ bookingId, travellerId }: { bookingId: number; travellerId: number }): Promise<TravellerDocument> {
  const { data } = await apiClient.get<TravellerDocument>(BOOKING_PATHS.travellerDocument(bookingId, travellerId));
  return data;
}

export function useRevealDocument() {
  return useMutation({ mutationFn: revealDocument });
}
