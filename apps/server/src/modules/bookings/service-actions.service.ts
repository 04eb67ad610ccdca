import type { z } from 'zod';
import { BOOKING_AUDIT_ENTITY_TYPES, BOOKING_PATHS, SERVICE_STATUS_LABELS, type ServiceActionResponse, type ServiceStatus, type SupplierNotice, type serviceActionRequestSchema } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { addDays, formatMoney, quoteVariantForDates, type VariantQuote } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { recordBookingEvent } from './booking-events.repository.ts';
import { insertBookingLink, revokeServiceLinks } from './booking-links.repository.ts';
import { findBooking, findService, updateService, type BookingRow, type ServiceRow } from './booking-rows.repository.ts';
import { SERVICE_ACTION_FROM, serviceActionAllowed, type StaffServiceAction } from './booking-status.ts';
import { getBooking, bookingView } from './booking-view.ts';
import { bookingLink, finishBookingWrite, lockActiveBooking } from './booking-writes.ts';
import { expirySeconds, signLinkToken } from '../../lib/link-tokens.ts';
import { auditedService, leadTravellerName, recordConfirmation, recordRejection } from './service-answers.ts';
import { CHANNEL_NAMES, datesText, deadlineText, noticeText, queueSupplierRequest, requireReachable, serviceText, supplierAddress, tellOfCancellation } from './supplier-messages.ts';
import { sendVoucher } from './voucher.service.ts';
import { staffNames } from '../admin/index.ts';

/**
 * The spec's booking service action: what staff do with one service of a booking. Each action, in
 * one transaction behind the booking's lock: the service of this booking in a status that allows
 * it, the move, an event on the timeline, the audit entry, the owner's bell (unless the owner acted),
 * and the booking's counts and status taken again.
 */

type ActionInput = z.output<typeof serviceActionRequestSchema>;
type InputOf<A extends ActionInput['action']> = Extract<ActionInput, { action: A }>;

const DAY_MS = 86_400_000;

/** How the refusal names an action: "“change supplier” needs ...". */
const ACTION_NAMES: Record<StaffServiceAction, string> = {
  request: 'request',
  confirm: 'confirm',
  reject: 'reject',
  cancel: 'cancel',
  change_supplier: 'change supplier',
  send_voucher: 'send voucher',
};

const listed = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);

/** 409 `booking.service_status`, saying where the service stands and what it allows instead. */
function checkAllowed(action: StaffServiceAction, service: ServiceRow): void {
  if (serviceActionAllowed(action, service.status)) return;
  const status = SERVICE_STATUS_LABELS[service.status].toLowerCase();
  const possible = (Object.keys(SERVICE_ACTION_FROM) as StaffServiceAction[]).filter((other) => serviceActionAllowed(other, service.status)).map((other) => ACTION_NAMES[other]);
  const needs = listed(SERVICE_ACTION_FROM[action].map((from: ServiceStatus) => SERVICE_STATUS_LABELS[from].toLowerCase()));
  const instead = possible.length === 0 ? `Nothing more can be done with a ${status} service.` : `A ${status} service allows: ${possible.join(', ')}.`;
  throw new AppError('booking.service_status', `${service.label} is ${status}: “${ACTION_NAMES[action]}” needs a ${needs} service. ${instead}`);
}

/** What an action did, for the caller's audit entry and the owner's bell. */
type Moved = { after: ServiceRow; summary: string; notices: SupplierNotice[] };

type ActionScope = { tx: Db; ctx: ServiceContext; config: Config; booking: BookingRow; service: ServiceRow; staffName: string; now: Date };

async function request(scope: ActionScope, input: InputOf<'request'>): Promise<Moved> {
  const { tx, ctx, config, booking, service, now } = scope;
  if (service.supplierId === null) throw validationError({ service_id: ['This line has no supplier to ask: confirm it by hand once it is arranged'] }, `${service.label} has no supplier to ask.`);
  const address = requireReachable(await supplierAddress(tx, config, service.supplierId, service.supplierName ?? service.label, input.channel));
  // A newer request replaces the older: its page stops working.
  await revokeServiceLinks(tx, service.id, 'supplier_answer', now);
  // The token carries whole seconds; the row keeps the same instant, so the two can be compared.
  const expiresAt = new Date(expirySeconds(new Date(now.getTime() + input.expires_in_days * DAY_MS)) * 1000);
  const link = await insertBookingLink(tx, { bookingId: booking.id, serviceId: service.id, purpose: 'supplier_answer', expiresAt, createdBy: ctx.actor.userId });
  const token = signLinkToken(config.jwtSecret, 'supplier_answer', link.id, expiresAt);
  const messageId = await queueSupplierRequest(tx, config, {
    booking,
    service,
    address,
    leadName: await leadTravellerName(tx, booking),
    answerUrl: `${config.publicSiteUrl}${BOOKING_PATHS.supplierAnswer(token)}`,
    expiresAt,
    staffName: scope.staffName,
    sentBy: ctx.actor.userId,
    linkId: link.id,
  });
  const after = await updateService(tx, service.id, { status: 'requested', requestedAt: now, requestChannel: address.channel, statusReason: '' });
  const again = service.requestedAt !== null ? ' again' : '';
  const by = CHANNEL_NAMES[address.channel];
  await recordBookingEvent(tx, ctx.actor, {
    bookingId: booking.id,
    serviceId: service.id,
    kind: 'requested',
    fromStatus: service.status,
    toStatus: 'requested',
    title: `Requested${again} from ${address.supplierName} by ${by}`,
    detail: `${serviceText(service)}, ${datesText(service)}. The supplier’s page works until ${deadlineText(expiresAt)}.`,
    messageId,
  });
  return { after, summary: `requested ${service.label}${again} from ${address.supplierName} by ${by}`, notices: [] };
}

async function confirm(scope: ActionScope, input: InputOf<'confirm'>): Promise<Moved> {
  const { tx, ctx, booking, service, staffName, now } = scope;
  const after = await recordConfirmation(tx, ctx.actor, booking, service, { confirmationNumber: input.confirmation_number, by: staffName, note: input.note }, now);
  return { after, summary: `confirmed ${service.label}: ${input.confirmation_number}`, notices: [] };
}

async function reject(scope: ActionScope, input: InputOf<'reject'>): Promise<Moved> {
  const { tx, ctx, booking, service, staffName, now } = scope;
  const after = await recordRejection(tx, ctx.actor, booking, service, { reason: input.reason, by: staffName, verb: 'Rejected' }, now);
  return { after, summary: `recorded that ${service.supplierName ?? 'the supplier'} declined ${service.label}: ${input.reason}`, notices: [] };
}

async function cancel(scope: ActionScope, input: InputOf<'cancel'>): Promise<Moved> {
  const { tx, ctx, config, booking, service, staffName, now } = scope;
  // Only a supplier who was asked, or who confirmed, holds something for us; a pending or declined service needs no word.
  const { supplierId } = service;
  const supplierHolds = supplierId !== null && (service.status === 'requested' || service.status === 'confirmed');
  const told = supplierHolds
    ? await tellOfCancellation(tx, config, {
        booking,
        supplierId,
        supplierName: service.supplierName ?? service.label,
        services: [service],
        reason: input.reason,
        staffName,
        sentBy: ctx.actor.userId,
        tell: input.tell_supplier,
        idempotencyKey: `booking-cancel:service:${service.id}`,
      })
    : null;
  const after = await updateService(tx, service.id, { status: 'cancelled', statusReason: input.reason });
  await revokeServiceLinks(tx, service.id, 'supplier_answer', now);
  await revokeServiceLinks(tx, service.id, 'voucher', now);
  await recordBookingEvent(tx, ctx.actor, {
    bookingId: booking.id,
    serviceId: service.id,
    kind: 'cancelled',
    fromStatus: service.status,
    toStatus: 'cancelled',
    title: `Cancelled by ${staffName}`,
    detail: [`${service.label}: ${input.reason}`, told ? `${noticeText(told.notice)}.` : ''].filter((part) => part !== '').join('\n'),
    messageId: told?.messageId ?? null,
  });
  return { after, summary: `cancelled ${service.label}: ${input.reason}`, notices: told ? [told.notice] : [] };
}

/** The nights of a stay (check-in to the night before check-out), else its one date: the dates a variant is priced for. */
function pricedDates(service: ServiceRow): string[] {
  if (service.category !== 'accommodation') return [service.firstDate];
  const dates: string[] = [];
  for (let date = service.firstDate; date < service.lastDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const mismatch = (detail: string) => new AppError('booking.variant_mismatch', detail, { variant_id: [detail] });

/** The variant a service may move to: another one, of the same kind, sold in the same place, still sold, priced for every date. */
function checkReplacement(service: ServiceRow, quote: VariantQuote | undefined): VariantQuote {
  if (!quote) throw mismatch('There is no such variant in the catalogue.');
  if (quote.variantId === service.variantId) throw mismatch(`${service.label} is already booked as ${quote.variantName}: choose another variant.`);
  if (quote.category !== service.category) throw mismatch(`${quote.productName} is not the same kind of service as ${service.label}: choose a ${service.category ?? 'similar'} variant.`);
  if (!quote.withinPlace) throw mismatch(`${quote.productName} is not sold in ${service.placeName ?? 'the service’s place'}: choose one there.`);
  if (!quote.active) throw mismatch(`${quote.productName}, ${quote.variantName} is no longer sold.`);
  if (quote.uncovered.length > 0) throw mismatch(`${quote.productName}, ${quote.variantName} has no ${service.currency} price for ${quote.uncovered.join(', ')}.`);
  return quote;
}

const signed = (paise: number, currency: string) => `${paise >= 0 ? '+' : '−'}${formatMoney(Math.abs(paise), currency)}`;

async function changeSupplier(scope: ActionScope, input: InputOf<'change_supplier'>): Promise<Moved> {
  const { tx, ctx, booking, service, now } = scope;
  const quote = checkReplacement(service, await quoteVariantForDates(tx, input.variant_id, { dates: pricedDates(service), currency: service.currency, multiplier: service.quantity, placeId: service.placeId }));
  const after = await updateService(tx, service.id, {
    productId: quote.productId,
    variantId: quote.variantId,
    variantName: quote.variantName,
    supplierId: quote.supplierId,
    supplierName: quote.supplierName,
    label: quote.productName,
    // Priced again; what the accepted version said stays in the *_at_booking columns, and the customer's total is unchanged.
    costPaise: quote.costPaise,
    sellPaise: quote.sellPaise,
    status: 'pending',
    statusReason: '',
    confirmationNumber: null,
    voucherNumber: null,
    confirmedAt: null,
    requestedAt: null,
    requestChannel: null,
  });
  await revokeServiceLinks(tx, service.id, 'supplier_answer', now);
  const from = service.supplierName ?? service.label;
  // Sell prices only: the timeline is read without the cost rule; costs go to the audit log.
  const sell = `Sell ${formatMoney(service.sellPaise, service.currency)} → ${formatMoney(quote.sellPaise, service.currency)} (${signed(quote.sellPaise - service.sellPaise, service.currency)}).`;
  await recordBookingEvent(tx, ctx.actor, {
    bookingId: booking.id,
    serviceId: service.id,
    kind: 'supplier_changed',
    fromStatus: service.status,
    toStatus: 'pending',
    title: `Supplier changed from ${from} to ${quote.supplierName}`,
    detail: `${service.variantName ?? service.label} at ${from} → ${quote.variantName} at ${quote.productName}. ${sell}`,
  });
  return { after, summary: `moved ${service.label} from ${from} to ${quote.supplierName}`, notices: [] };
}

/**
 * Runs one action on one service of the booking. `send_voucher` is the vouchers' own write: checked
 * here (the booking and a confirmed service of it), carried out by sendVoucher.
 */
export async function runServiceAction(ctx: ServiceContext, config: Config, bookingId: number, input: ActionInput, now: Date = new Date()): Promise<ServiceActionResponse> {
  if (input.action === 'send_voucher') {
    const booking = await findBooking(ctx.db, bookingId);
    if (!booking) throw notFound('Booking not found.');
    const service = await findService(ctx.db, bookingId, input.service_id);
    if (!service) throw notFound('Service not found on this booking.');
    checkAllowed('send_voucher', service);
    await sendVoucher(ctx, config, bookingId, service.id, input.channel);
    return { booking: await getBooking(ctx.db, ctx.actor, bookingId), supplier_notices: [] };
  }
  return ctx.db.transaction(async (tx) => {
    const booking = await lockActiveBooking(tx, bookingId);
    const service = await findService(tx, bookingId, input.service_id);
    if (!service) throw notFound('Service not found on this booking.');
    checkAllowed(input.action, service);
    const staffName = (await staffNames(tx, [ctx.actor.userId])).get(ctx.actor.userId) || ctx.actor.firstName || ctx.actor.email;
    const scope: ActionScope = { tx, ctx, config, booking, service, staffName, now };
    let moved: Moved;
    switch (input.action) {
      case 'request':
        moved = await request(scope, input);
        break;
      case 'confirm':
        moved = await confirm(scope, input);
        break;
      case 'reject':
        moved = await reject(scope, input);
        break;
      case 'cancel':
        moved = await cancel(scope, input);
        break;
      case 'change_supplier':
        moved = await changeSupplier(scope, input);
        break;
    }
    await recordAudit(tx, ctx.actor, { action: input.action, entityType: BOOKING_AUDIT_ENTITY_TYPES.service, entityId: service.id, before: auditedService(service), after: auditedService(moved.after) });
    if (booking.ownerId !== ctx.actor.userId) {
      await notify(tx, { userIds: [booking.ownerId] }, { type: 'supplier', message: `${ctx.actor.firstName || ctx.actor.email} ${moved.summary} (${booking.reference}, ${booking.customerName}).`, link: bookingLink(bookingId) });
    }
    const row = await finishBookingWrite(tx, ctx.actor, bookingId, now);
    return { booking: await bookingView(tx, ctx.actor, row), supplier_notices: moved.notices };
  });
}
