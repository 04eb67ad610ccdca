import type { AgentTripsResponse } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { bookingsOfTrips } from '../bookings/index.ts';
import { agentCommissionOf, tripsOfAgent } from '../itineraries/index.ts';
import { agentForTrip } from './agent-lookup.ts';
import { commissionCreditedBookings } from './wallet.repository.ts';

/**
 * The trips an agent brought, the latest start first, each with its booking and its commission: on
 * the accepted version (else the quote as it stands) at the agent's rates of today, and whether the
 * commission of its booking stands credited to the wallet.
 */
export async function agentTrips(db: Db, agentId: number): Promise<AgentTripsResponse> {
  const agent = await agentForTrip(db, agentId);
  if (!agent) throw notFound('Agent not found.');
  const trips = await tripsOfAgent(db, agentId);
  const bookings = await bookingsOfTrips(db, trips.map((trip) => trip.id));
  const credited = await commissionCreditedBookings(db, agentId, bookings.map((booking) => booking.id));
  const bookingOf = new Map(bookings.map((booking) => [booking.itineraryId, booking]));
  return {
    trips: trips.map((trip) => {
      const booking = bookingOf.get(trip.id);
      return {
        id: trip.id,
        title: trip.title,
        customer_name: trip.customerName,
        start_date: trip.startDate,
        status: trip.status,
        quoted_total_paise: trip.quotedTotalPaise,
        booking: booking ? { id: booking.id, reference: booking.reference, status: booking.status, total_paise: booking.totalPaise } : null,
        commission_paise: agentCommissionOf(agent, trip.commissionBases).commission_paise,
        commission_credited: booking !== undefined && credited.has(booking.id),
      };
    }),
  };
}
