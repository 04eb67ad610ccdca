import type { z } from 'zod';
import { BOOKING_AUDIT_ENTITY_TYPES, type Booking, type travellerDocumentSchema, type travellersUpdateRequestSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { travellerRows } from './booking-create.service.ts';
import { recordBookingEvent } from './booking-events.repository.ts';
import { travellersOfBooking, updateBookingRow, type TravellerRow } from './booking-rows.repository.ts';
import { findTraveller, replaceTravellers, type TravellerValues } from './booking-travellers.repository.ts';
import { bookingView, toTraveller } from './booking-view.ts';
import { finishBookingWrite, lockActiveBooking } from './booking-writes.ts';

type TravellersUpdate = z.output<typeof travellersUpdateRequestSchema>;
type TravellerDocument = z.infer<typeof travellerDocumentSchema>;

/** What the audit log keeps of the travellers: as the booking page shows them, ID numbers masked. */
const auditedTravellers = (rows: readonly TravellerRow[]) => ({ travellers_count: rows.length, travellers: rows.map(toTraveller) });

type PlannedTraveller = { id: number | undefined; values: TravellerValues };

/** Everything staff set on the travellers, in order: a resend of the list on file is no change. */
const heldFields = (travellers: readonly PlannedTraveller[]) =>
  JSON.stringify(travellers.map(({ id, values }) => [id, values.position, values.name, values.kind, values.age ?? null, values.lead ?? false, values.idDocumentType ?? null, values.idDocumentNumber ?? null]));
const asPlanned = (rows: readonly TravellerRow[]): PlannedTraveller[] =>
  rows.map((row) => ({ id: row.id, values: { position: row.position, name: row.name, kind: row.kind, age: row.age, lead: row.lead, idDocumentType: row.idDocumentType, idDocumentNumber: row.idDocumentNumber } }));

const countText = (count: number) => `${count} ${count === 1 ? 'traveller' : 'travellers'}`;

/**
 * The rows the list asks for, checked against the booking's travellers: a known id must be one of
 * this booking's, once; a known traveller sent without an ID number keeps the one on file, and a
 * number kept must still say which document it is. Every problem is answered at once, on its field.
 */
function plannedRows(input: TravellersUpdate, onFile: readonly TravellerRow[], customerName: string): PlannedTraveller[] {
  const known = new Map(onFile.map((row) => [row.id, row]));
  const listed = new Set<number>();
  const errors: Record<string, string[]> = {};
  const rows = travellerRows(input.travellers, customerName).map((values, index) => {
    const given = input.travellers[index];
    const id = given?.id;
    if (id === undefined) return { id, values };
    const previous = known.get(id);
    if (!previous) errors[`travellers.${index}.id`] = ['No such traveller on this booking'];
    else if (listed.has(id)) errors[`travellers.${index}.id`] = ['This traveller is listed twice'];
    listed.add(id);
    const idDocumentNumber = given?.id_document_number === undefined ? (previous?.idDocumentNumber ?? null) : values.idDocumentNumber;
    if (idDocumentNumber !== null && values.idDocumentType === null) errors[`travellers.${index}.id_document_type`] = ['Choose which document the number on file is of'];
    return { id, values: { ...values, idDocumentNumber } };
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return rows;
}

/**
 * Replaces the booking's travellers with the list given (in its order; the first leads when none is
 * marked) and keeps the booking's count of them. The timeline and the audit log see ID numbers
 * masked only. A list identical to the one on file writes nothing.
 */
export async function updateTravellers(ctx: ServiceContext, id: number, input: TravellersUpdate): Promise<Booking> {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, id);
    const before = await travellersOfBooking(tx, id);
    const planned = plannedRows(input, before, booking.customerName);
    if (heldFields(planned) === heldFields(asPlanned(before))) return bookingView(tx, ctx.actor, booking);
    await replaceTravellers(tx, id, planned);
    const after = await travellersOfBooking(tx, id);

    await updateBookingRow(tx, id, { travellersCount: after.length });
    await recordBookingEvent(tx, ctx.actor, {
      bookingId: id,
      kind: 'travellers',
      title: `Travellers updated: ${countText(after.length)}`,
      detail: after.map((row) => (row.lead ? `${row.name} (lead)` : row.name)).join(', '),
    });
    await recordAudit(tx, ctx.actor, { action: 'update', entityType: BOOKING_AUDIT_ENTITY_TYPES.booking, entityId: id, before: auditedTravellers(before), after: auditedTravellers(after) });
    return bookingView(tx, ctx.actor, await finishBookingWrite(tx, ctx.actor, id));
  });
}

/**
 * A traveller's whole ID document number, for staff who manage bookings (to hand to a hotel or an
 * airline). Showing a number is audited, without the number; another booking's traveller is not found.
 */
export async function revealTravellerDocument(ctx: ServiceContext, bookingId: number, travellerId: number): Promise<TravellerDocument> {
  return ctx.db.transaction(async (tx) => {
    const traveller = await findTraveller(tx, bookingId, travellerId);
    if (!traveller) throw notFound('Traveller not found.');
    // Nothing on file is nothing shown: only a number seen is worth an entry.
    if (traveller.idDocumentNumber !== null) {
      await recordAudit(tx, ctx.actor, {
        action: 'reveal',
        entityType: BOOKING_AUDIT_ENTITY_TYPES.traveller,
        entityId: travellerId,
        before: null,
        after: { booking_id: bookingId, id_document_type: traveller.idDocumentType },
      });
    }
    return { id_document_type: traveller.idDocumentType, id_document_number: traveller.idDocumentNumber };
  });
}
