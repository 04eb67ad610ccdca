import type { z } from 'zod';
import { BOOKING_AUDIT_ENTITY_TYPES, type ServiceActionResponse, type SupplierNotice, type bookingCancelRequestSchema } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { notify } from '../notifications/index.ts';
import { recordBookingEvent } from './booking-events.repository.ts';
import { revokeServiceLinks } from './booking-links.repository.ts';
import { servicesOfBooking, updateBookingRow, updateService, type ServiceRow } from './booking-rows.repository.ts';
import { bookingView } from './booking-view.ts';
import { bookingLink, finishBookingWrite, lockActiveBooking } from './booking-writes.ts';
import { noticeText, tellOfCancellation } from './supplier-messages.ts';
import { staffNames } from '../admin/index.ts';

type BookingCancel = z.output<typeof bookingCancelRequestSchema>;

/** The services each supplier holds for us (requested or confirmed), by supplier, in the booking's order. */
function heldBySupplier(services: readonly ServiceRow[]): Map<number, ServiceRow[]> {
  const held = new Map<number, ServiceRow[]>();
  for (const service of services) {
    if (service.supplierId === null || (service.status !== 'requested' && service.status !== 'confirmed')) continue;
    held.set(service.supplierId, [...(held.get(service.supplierId) ?? []), service]);
  }
  return held;
}

/**
 * Cancels the whole booking: every service not cancelled yet is cancelled with the reason, each
 * supplier holding something for us (a requested or confirmed service) is told once of all of it
 * when asked to, every live link stops working, and the owner and the person assigned hear of it.
 * The answer's notices list every such supplier, told or not and why. The trip stays booked: the
 * customer accepted it and the booking made of it remains on record, cancelled.
 */
export async function cancelBooking(ctx: ServiceContext, config: Config, bookingId: number, input: BookingCancel, now: Date = new Date()): Promise<ServiceActionResponse> {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, bookingId);
    const services = await servicesOfBooking(tx, bookingId);
    const staffName = (await staffNames(tx, [ctx.actor.userId])).get(ctx.actor.userId) || ctx.actor.firstName || ctx.actor.email;

    const notices: SupplierNotice[] = [];
    const messageIds: number[] = [];
    for (const [supplierId, held] of heldBySupplier(services)) {
      const told = await tellOfCancellation(tx, config, {
        booking,
        supplierId,
        supplierName: held[0]?.supplierName ?? held[0]?.label ?? '',
        services: held,
        reason: input.reason,
        staffName,
        sentBy: ctx.actor.userId,
        tell: input.tell_suppliers,
        idempotencyKey: `booking-cancel:booking:${bookingId}:supplier:${supplierId}`,
      });
      notices.push(told.notice);
      if (told.messageId !== null) messageIds.push(told.messageId);
    }

    const cancelled = services.filter((service) => service.status !== 'cancelled');
    for (const service of cancelled) {
      await updateService(tx, service.id, { status: 'cancelled', statusReason: input.reason });
      await revokeServiceLinks(tx, service.id, 'supplier_answer', now);
      await revokeServiceLinks(tx, service.id, 'voucher', now);
    }
    // The status moves with cancelled_at in one write: the table holds them together (cancelled iff cancelled_at).
    await updateBookingRow(tx, bookingId, { status: 'cancelled', cancelledAt: now, cancelledBy: ctx.actor.userId, cancelReason: input.reason });
    await recordBookingEvent(tx, ctx.actor, {
      bookingId,
      kind: 'cancelled',
      fromStatus: booking.status,
      toStatus: 'cancelled',
      title: `Booking cancelled by ${staffName}`,
      detail: [input.reason, `${cancelled.length} ${cancelled.length === 1 ? 'service' : 'services'} cancelled.`, ...notices.map((notice) => `${noticeText(notice)}.`)].join('\n'),
      // One message per supplier: each is on the timeline on its own; the event names the first.
      messageId: messageIds[0] ?? null,
    });
    await recordAudit(tx, ctx.actor, {
      action: 'cancel',
      entityType: BOOKING_AUDIT_ENTITY_TYPES.booking,
      entityId: bookingId,
      before: { status: booking.status, cancel_reason: booking.cancelReason, cancelled_at: null },
      after: {
        status: 'cancelled',
        cancel_reason: input.reason,
        cancelled_at: now.toISOString(),
        services_cancelled: cancelled.map((service) => service.id),
        suppliers_told: notices.filter((notice) => notice.told).map((notice) => notice.supplier.id),
      },
    });
    const told = [booking.ownerId, booking.assignedToId].filter((id): id is number => id !== null && id !== ctx.actor.userId);
    if (told.length > 0) {
      await notify(tx, { userIds: [...new Set(told)] }, { type: 'booking', message: `${ctx.actor.firstName || ctx.actor.email} cancelled ${booking.reference}, ${booking.tripTitle} for ${booking.customerName}: ${input.reason}`, link: bookingLink(bookingId) });
    }
    const row = await finishBookingWrite(tx, ctx.actor, bookingId, now);
    return { booking: await bookingView(tx, ctx.actor, row), supplier_notices: notices };
  });
}
