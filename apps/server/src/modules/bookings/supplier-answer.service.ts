import { BOOKING_AUDIT_ENTITY_TYPES, supplierAnswerRequestSchema, type ProductCategoryType } from '@ua/contracts';
import type { ActorContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { findBookingLink, markLinkOpened, markLinkUsed, type BookingLinkRow } from './booking-links.repository.ts';
import { findBooking, findService, type BookingRow, type ServiceRow } from './booking-rows.repository.ts';
import { bookingIsActive } from './booking-status.ts';
import { bookingLink, finishBookingWrite, lockBooking } from './booking-writes.ts';
import { expirySeconds, readLinkToken } from '../../lib/link-tokens.ts';
import { auditedService, leadTravellerName, recordConfirmation, recordRejection } from './service-answers.ts';
import { hasNewerLink, latestSupplierAnswer } from './supplier-answer.repository.ts';

/**
 * The supplier's page behind a signed link: what it shows (only the one service asked about) and the
 * answer given on it. The supplier has no account: the token is the key, and the link's row says
 * whether it still works. A link answers once; a newer request, or staff recording the answer, retire it.
 */

/** What the supplier reads of the service: never a price, another service, the customer's contacts or staff. */
export type ServiceDetails = {
  reference: string;
  supplierName: string;
  label: string;
  variantName: string | null;
  category: ProductCategoryType | null;
  placeName: string | null;
  firstDate: string;
  lastDate: string;
  nights: number;
  quantity: number;
  time: string | null;
  travellersText: string;
  leadName: string;
  notes: string;
  expiresAt: Date;
};

export type AnswerForm = { answer: 'confirm' | 'decline' | null; message: string; values: { confirmation_number: string; reason: string } };

export type SupplierPage =
  /** No such link, tampered with, or another purpose's. */
  | { state: 'nothing' }
  /** A newer request was sent: its page is the one to use. */
  | { state: 'replaced' }
  /** Staff recorded the answer or changed the service meanwhile. */
  | { state: 'closed' }
  | { state: 'expired'; reference: string }
  /** The link still works, but the service is no longer waiting for this answer. */
  | { state: 'changed'; reference: string }
  | { state: 'answered'; reference: string; answer: 'confirmed' | 'rejected' | null; at: Date; confirmationNumber: string | null; reason: string | null }
  | { state: 'live'; details: ServiceDetails; form?: AnswerForm }
  | { state: 'thanks'; reference: string; answer: 'confirmed'; confirmationNumber: string; voucherNumber: string }
  | { state: 'thanks'; reference: string; answer: 'declined'; reason: string };

type Linked = { link: BookingLinkRow; booking: BookingRow; service: ServiceRow };

/** The link, booking and service a token names, when its signature holds and its row says the same. */
async function linkedOf(db: Db, secret: string, token: string): Promise<Linked | null> {
  const read = readLinkToken(secret, 'supplier_answer', token);
  if (!read) return null;
  const link = await findBookingLink(db, read.linkId);
  if (!link || link.purpose !== 'supplier_answer' || expirySeconds(link.expiresAt) !== read.expiresAtSeconds) return null;
  const booking = await findBooking(db, link.bookingId);
  const service = booking && (await findService(db, booking.id, link.serviceId));
  return booking && service ? { link, booking, service } : null;
}

/** Where a link stands now: answered once, replaced, closed, expired, overtaken by a change, or live. */
async function pageOf(db: Db, { link, booking, service }: Linked, now: Date): Promise<SupplierPage> {
  if (link.usedAt !== null) {
    const answer = await latestSupplierAnswer(db, service.id);
    const standing = answer?.kind === service.status;
    return {
      state: 'answered',
      reference: booking.reference,
      answer: answer?.kind ?? null,
      at: link.usedAt,
      confirmationNumber: standing && service.status === 'confirmed' ? service.confirmationNumber : null,
      reason: standing && service.status === 'rejected' ? service.statusReason : null,
    };
  }
  if (link.revokedAt !== null) return (await hasNewerLink(db, link)) ? { state: 'replaced' } : { state: 'closed' };
  if (link.expiresAt.getTime() <= now.getTime()) return { state: 'expired', reference: booking.reference };
  if (!bookingIsActive(booking.status) || service.status !== 'requested') return { state: 'changed', reference: booking.reference };
  return {
    state: 'live',
    details: {
      reference: booking.reference,
      supplierName: service.supplierName ?? service.label,
      label: service.label,
      variantName: service.variantName,
      category: service.category,
      placeName: service.placeName,
      firstDate: service.firstDate,
      lastDate: service.lastDate,
      nights: service.nights,
      quantity: service.quantity,
      time: service.time,
      travellersText: service.travellersText,
      leadName: await leadTravellerName(db, booking),
      notes: service.notes,
      expiresAt: link.expiresAt,
    },
  };
}

/** The page a token opens; with `countOpen` (a GET, not a link checker's HEAD) a live page counts as opened. */
export async function openSupplierPage(db: Db, secret: string, token: string, options: { countOpen: boolean }, now: Date = new Date()): Promise<SupplierPage> {
  const linked = await linkedOf(db, secret, token);
  if (!linked) return { state: 'nothing' };
  const page = await pageOf(db, linked, now);
  if (page.state === 'live' && options.countOpen) await markLinkOpened(db, linked.link.id, now);
  return page;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's fields as typed (to show again) and its first problem, in words a supplier reads. */
function formProblem(body: Record<string, unknown>, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AnswerForm {
  const answer = body.answer === 'confirm' || body.answer === 'decline' ? body.answer : null;
  const issue = issues[0];
  const message = answer === null || issue?.path[0] === 'answer' ? 'Choose to confirm or to decline.' : (issue?.message ?? 'Check the form.');
  return { answer, message, values: { confirmation_number: text(body.confirmation_number).slice(0, 200), reason: text(body.reason).slice(0, 2000) } };
}

/**
 * The supplier's answer (POST), in one transaction behind the booking's lock and the link's: the
 * link checked under them (a second submit, or two at once, find it answered), the service still
 * waiting for this answer, the form (one that does not hold is the live page again with its
 * problem), then confirmed or declined exactly as staff record it, but by the supplier.
 * `auditActor` is the system, at the caller's address: nobody signed in.
 */
export async function answerSupplierRequest(db: Db, secret: string, token: string, body: unknown, auditActor: ActorContext, now: Date = new Date()): Promise<SupplierPage> {
  // Which booking to lock; a link never moves to another booking.
  const linked = await linkedOf(db, secret, token);
  if (!linked) return { state: 'nothing' };

  return db.transaction(async (tx): Promise<SupplierPage> => {
    const booking = await lockBooking(tx, linked.booking.id);
    const link = await findBookingLink(tx, linked.link.id, true);
    const service = await findService(tx, booking.id, linked.link.serviceId);
    if (!link || !service) return { state: 'nothing' };
    const page = await pageOf(tx, { link, booking, service }, now);
    if (page.state !== 'live') return page;
    const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const parsed = supplierAnswerRequestSchema.safeParse(fields);
    if (!parsed.success) return { ...page, form: formProblem(fields, parsed.error.issues) };
    const answer = parsed.data;

    await markLinkUsed(tx, link.id, now);
    const supplier = { kind: 'supplier' } as const;
    const by = service.supplierName ?? service.label;
    const after =
      answer.answer === 'confirm'
        ? await recordConfirmation(tx, supplier, booking, service, { confirmationNumber: answer.confirmation_number, by }, now)
        : await recordRejection(tx, supplier, booking, service, { reason: answer.reason, by, verb: 'Declined' }, now);
    await recordAudit(tx, auditActor, {
      action: answer.answer === 'confirm' ? 'confirm' : 'reject',
      entityType: BOOKING_AUDIT_ENTITY_TYPES.service,
      entityId: service.id,
      before: auditedService(service),
      after: { ...auditedService(after), link_id: link.id },
    });
    await finishBookingWrite(tx, supplier, booking.id, now);
    const what = answer.answer === 'confirm' ? `confirmed ${service.label}: ${answer.confirmation_number}` : `declined ${service.label}: ${answer.reason}`;
    const people = [...new Set([booking.ownerId, booking.assignedToId].filter((id): id is number => id !== null))];
    await notify(tx, { userIds: people }, { type: 'supplier', message: `${by} ${what} (${booking.reference}, ${booking.customerName}).`, link: bookingLink(booking.id) });

    return answer.answer === 'confirm'
      ? { state: 'thanks', reference: booking.reference, answer: 'confirmed', confirmationNumber: answer.confirmation_number, voucherNumber: after.voucherNumber ?? '' }
      : { state: 'thanks', reference: booking.reference, answer: 'declined', reason: answer.reason };
  });
}
