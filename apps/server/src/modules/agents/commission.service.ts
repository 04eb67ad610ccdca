import type { ActorContext } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { bookingsOfTrips, noteOnBookingTimeline } from '../bookings/index.ts';
import { agentCommissionOf, formatMoney, tripsOfAgent } from '../itineraries/index.ts';
import { agentForTrip } from './agent-lookup.ts';
import { allAgentIds } from './wallet.repository.ts';
import { postEntry } from './wallet-ledger.ts';

/** The key of a booking's commission: one credit per booking, ever (a reversed one is not credited again). */
export const commissionKeyOf = (bookingId: number) => `commission:booking:${bookingId}`;

/**
 * Credits each agent's commission on every completed booking of a trip it brought: on the version its
 * customer accepted, at the agent's rates when the booking completes (this run), each booking in a
 * transaction of its own. The entry's idempotency key is the booking's, so a rerun, a second instance
 * or a booking already credited (or credited and reversed) adds nothing. Answers how many were credited.
 */
export async function creditCommissions(db: Db, actor: ActorContext, signal?: AbortSignal): Promise<number> {
  let credited = 0;
  for (const agentId of await allAgentIds(db)) {
    signal?.throwIfAborted();
    const agent = await agentForTrip(db, agentId);
    if (!agent) continue;
    const trips = await tripsOfAgent(db, agentId);
    const completed = (await bookingsOfTrips(db, trips.map((trip) => trip.id))).filter((booking) => booking.status === 'completed');
    for (const booking of completed) {
      const trip = trips.find((candidate) => candidate.id === booking.itineraryId);
      if (!trip) continue;
      const commission = agentCommissionOf(agent, trip.commissionBases);
      if (commission.commission_paise <= 0) continue;
      const outcome = await db.transaction(async (tx) => {
        const posted = await postEntry(tx, actor, {
          agentId,
          type: 'commission',
          amountPaise: commission.commission_paise,
          reference: booking.reference,
          reason: commission.by_category.map((line) => `${line.category} ${line.commission_bp / 100}% of ${formatMoney(line.base_paise, 'INR')}`).join('; '),
          bookingId: booking.id,
          idempotencyKey: commissionKeyOf(booking.id),
          request: { booking: booking.id },
        });
        if (!posted.replayed) {
          await noteOnBookingTimeline(tx, actor, { bookingId: booking.id, kind: 'agent_commission', title: `Commission of ${formatMoney(commission.commission_paise, 'INR')} credited to ${agent.agencyName}'s wallet` });
        }
        return posted;
      });
      if (!outcome.replayed) credited += 1;
    }
  }
  return credited;
}

