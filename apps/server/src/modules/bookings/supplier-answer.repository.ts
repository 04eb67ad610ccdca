import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookingLinks } from '../../db/schema/bookings.ts';
import type { BookingLinkRow } from './booking-links.repository.ts';

/** Whether a later link was made for the same service and purpose: the link was replaced by a newer request. */
export async function hasNewerLink(db: Db, link: BookingLinkRow): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingLinks.id })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.serviceId, link.serviceId), eq(bookingLinks.purpose, link.purpose), gt(bookingLinks.id, link.id)))
    .limit(1);
  return row !== undefined;
}

export type SupplierAnswerEvent = { kind: 'confirmed' | 'rejected'; at: Date };

/** The supplier's own latest answer on the service, as the timeline recorded it. */
export async function latestSupplierAnswer(db: Db, serviceId: number): Promise<SupplierAnswerEvent | undefined> {
  const [row] = await db
    .select({ kind: bookingEvents.kind, at: bookingEvents.at })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.serviceId, serviceId), eq(bookingEvents.actorKind, 'supplier'), inArray(bookingEvents.kind, ['confirmed', 'rejected'])))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return row ? { kind: row.kind === 'confirmed' ? 'confirmed' : 'rejected', at: row.at } : undefined;
}
