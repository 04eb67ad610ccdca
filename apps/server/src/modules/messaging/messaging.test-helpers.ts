import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { makeTrip } from '../itineraries/final-itinerary.test-helpers.ts';

export type CustomerTripOptions = {
  ownerId: number;
  title?: string;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  customerWhatsapp?: string;
};

/** A trip whose customer can be reached as given (blank addresses by default). */
export async function makeCustomerTrip(db: Db, options: CustomerTripOptions): Promise<{ id: number }> {
  const trip = await makeTrip(db, { ownerId: options.ownerId, title: options.title ?? 'Kerala backwaters', customerName: options.customerName ?? 'Rahul Sharma' });
  await db
    .update(itineraries)
    .set({ customerEmail: options.customerEmail ?? '', customerPhone: options.customerPhone ?? '', customerWhatsapp: options.customerWhatsapp ?? '' })
    .where(eq(itineraries.id, trip.id));
  return { id: trip.id };
}
