import type { z } from 'zod';
import { BOOKING_AUDIT_ENTITY_TYPES, type Booking, type bookingUpdateRequestSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../lib/errors.ts';
import { lookupStaff, staffNames } from '../admin/index.ts';
import { notify } from '../notifications/index.ts';
import { checkAssignee } from './booking-create.service.ts';
import { recordBookingEvent } from './booking-events.repository.ts';
import { updateBookingRow, type BookingRow } from './booking-rows.repository.ts';
import { bookingView } from './booking-view.ts';
import { bookingLink, finishBookingWrite, lockActiveBooking } from './booking-writes.ts';

type BookingUpdate = z.output<typeof bookingUpdateRequestSchema>;

/** What the audit log keeps of a booking's edit: the fields staff edit. */
const editedFields = (row: BookingRow) => ({ assigned_to_id: row.assignedToId, owner_id: row.ownerId, notes: row.notes });

/** A booking's owner answers for it to the customer: an active staff member. */
async function checkOwner(db: Db, ownerId: number): Promise<void> {
  const { rows } = await lookupStaff(db, { ids: [ownerId], active: true }, 1, 0);
  if (rows.length === 0) throw validationError({ owner_id: ['Choose an active staff member'] });
}

/**
 * Hands the booking to another operations person (or to nobody), to another owner, or edits its
 * notes. Each change goes on the timeline and into the audit log; the person newly assigned, and a
 * new owner, hear of it unless they made the change themselves. A field sent unchanged is no change:
 * a request that changes nothing writes nothing.
 */
export async function updateBooking(ctx: ServiceContext, id: number, input: BookingUpdate): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockActiveBooking(tx, id);
    const assignedToId = input.assigned_to_id !== undefined && input.assigned_to_id !== before.assignedToId ? input.assigned_to_id : undefined;
    const ownerId = input.owner_id !== undefined && input.owner_id !== before.ownerId ? input.owner_id : undefined;
    const notes = input.notes !== undefined && input.notes !== before.notes ? input.notes : undefined;
    if (assignedToId === undefined && ownerId === undefined && notes === undefined) return bookingView(tx, ctx.actor, before);

    if (assignedToId != null) await checkAssignee(tx, 'assigned_to_id', assignedToId);
    if (ownerId !== undefined) await checkOwner(tx, ownerId);
    const after = await updateBookingRow(tx, id, { assignedToId, ownerId, notes });

    const names = await staffNames(tx, [assignedToId ?? null, ownerId ?? null]);
    const who = ctx.actor.firstName || ctx.actor.email;
    const what = `${after.reference}, ${after.tripTitle} for ${after.customerName}`;
    if (assignedToId !== undefined) {
      await recordBookingEvent(tx, ctx.actor, { bookingId: id, kind: 'assigned', title: assignedToId === null ? 'Unassigned' : `Assigned to ${names.get(assignedToId) ?? ''}` });
      if (assignedToId !== null && assignedToId !== ctx.actor.userId) {
        await notify(tx, { userIds: [assignedToId] }, { type: 'booking', message: `${who} assigned you ${what}.`, link: bookingLink(id) });
      }
    }
    if (ownerId !== undefined) {
      await recordBookingEvent(tx, ctx.actor, { bookingId: id, kind: 'owner', title: `Owner changed to ${names.get(ownerId) ?? ''}` });
      if (ownerId !== ctx.actor.userId) await notify(tx, { userIds: [ownerId] }, { type: 'booking', message: `${who} made you the owner of ${what}.`, link: bookingLink(id) });
    }
    // The notes are on the booking page; the timeline says when they changed.
    if (notes !== undefined) await recordBookingEvent(tx, ctx.actor, { bookingId: id, kind: 'notes', title: 'Notes edited' });

    await recordAudit(tx, ctx.actor, { action: 'update', entityType: BOOKING_AUDIT_ENTITY_TYPES.booking, entityId: id, before: editedFields(before), after: editedFields(after) });
    return bookingView(tx, ctx.actor, await finishBookingWrite(tx, ctx.actor, id));
  });
}
