import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { tripReference } from './trip-layout.ts';

/** How a trip's customer is reached, and whose trip it is: what messaging reads of a trip. */
export type TripCustomer = {
  id: number;
  reference: string;
  title: string;
  ownerId: number;
  customerName: string;
  /** Empty when the enquiry gave none. */
  customerEmail: string;
  customerPhone: string;
  customerWhatsapp: string;
};

export async function customerOfTrip(db: Db, id: number): Promise<TripCustomer | undefined> {
  const [row] = await db
    .select({
      id: itineraries.id,
      title: itineraries.title,
      ownerId: itineraries.ownerId,
      customerName: itineraries.customerName,
      customerEmail: itineraries.customerEmail,
      customerPhone: itineraries.customerPhone,
      customerWhatsapp: itineraries.customerWhatsapp,
    })
    .from(itineraries)
    .where(eq(itineraries.id, id));
  return row && { ...row, reference: tripReference(row.id) };
}
