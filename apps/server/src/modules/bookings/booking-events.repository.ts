import type { Db } from '../../db/client.ts';
import type { ActorContext } from '../../core/actor.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';

export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** Who did it: a staff member or the system (an actor), or a supplier through their link. */
export type EventActor = ActorContext | { kind: 'supplier' };

export type BookingEvent = {
  bookingId: number;
  serviceId?: number | null;
  /** What happened: created, assigned, travellers, status, requested, confirmed, rejected, cancelled, supplier_changed, voucher_sent, ... */
  kind: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** One line, as the timeline shows it: "Requested from Tea County by WhatsApp". */
  title: string;
  detail?: string;
  messageId?: number | null;
};

/** Appends to the booking's history, in the transaction of the change. */
export async function recordBookingEvent(tx: Db, actor: EventActor, event: BookingEvent): Promise<void> {
  const staffId = actor.kind === 'staff' ? actor.userId : null;
  await tx.insert(bookingEvents).values({
    bookingId: event.bookingId,
    serviceId: event.serviceId ?? null,
    kind: event.kind,
    actorId: staffId,
    actorKind: actor.kind === 'supplier' ? 'supplier' : staffId !== null ? 'staff' : 'system',
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    title: event.title,
    detail: event.detail ?? '',
    messageId: event.messageId ?? null,
  });
}
