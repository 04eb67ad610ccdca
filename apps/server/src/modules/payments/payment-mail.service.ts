import type { z } from 'zod';
import {
  PAYMENT_AUDIT_ENTITY_TYPES,
  PAYMENT_MAIL_KINDS,
  PAYMENT_MAIL_LABELS,
  PAYMENT_MAIL_TEMPLATES,
  type AuditEntityType,
  type MessageChannel,
  type PaymentMail,
  type PaymentMailKind,
  type paymentMailRequestSchema,
} from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { staffNames } from '../admin/index.ts';
import { bookingForPayments, noteOnBookingTimeline, type BookingForPayments } from '../bookings/index.ts';
import { formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { queueRecordMessage, recordMessagesOfTemplates } from '../messaging/index.ts';
import { openOf, overdueDaysOf } from './money-rules.ts';
import { customerAddress, overdueParameters, payableLinkOf, receiptParameters, reminderParameters, requestParameters, type MessageParameters } from './payment-messages.ts';
import { duesOf, findPayment, liveLinksOfDues } from './payment-rows.repository.ts';
import { lockBookingForMoney, refuseCancelled } from './payment-writes.ts';
import { receiptLinkOf } from './receipt.service.ts';

/**
 * Payment mails (the spec's payment-mail): staff send the booking's customer a payment request (with
 * the due's live link), a reminder, an overdue notice or a receipt, by mail or WhatsApp, from the
 * app's templates. The message is queued with an audit entry and a line on the booking's timeline,
 * in one transaction behind the booking's lock; the send jobs carry it out after commit. The history
 * is the booking's messages sent from those templates, the reminder schedule's included.
 */

type MailRequest = z.output<typeof paymentMailRequestSchema>;

const CHANNEL_WORDS: Record<MessageChannel, string> = { email: 'mail', whatsapp: 'WhatsApp' };

const KIND_OF_TEMPLATE = new Map<string, PaymentMailKind>(PAYMENT_MAIL_KINDS.map((kind) => [PAYMENT_MAIL_TEMPLATES[kind], kind]));

/** What one send says and what it is about: the parameters, the row audited, and the timeline's words for it. */
type Composed = { parameters: MessageParameters; entityType: AuditEntityType; entityId: number; about: string };

/** A receipt: of a payment of this booking, not a refund, not reversed. */
async function composeReceipt(tx: Db, config: Config, booking: BookingForPayments, paymentId: number, now: Date): Promise<Composed> {
  const payment = await findPayment(tx, paymentId);
  if (!payment || payment.bookingId !== booking.id) throw validationError({ payment_id: ["That payment is not one of this booking's"] });
  if (payment.kind !== 'payment') throw validationError({ payment_id: ['A refund has a refund note, not a receipt: share its link instead'] });
  if (payment.reversedAt !== null) throw new AppError('payment.already_reversed', `${payment.receiptNumber} is reversed: there is no receipt to send.`);
  return {
    parameters: receiptParameters(booking, payment, receiptLinkOf(config, payment.id, now).url),
    entityType: PAYMENT_AUDIT_ENTITY_TYPES.payment,
    entityId: payment.id,
    about: payment.receiptNumber,
  };
}

/** A request, reminder or overdue notice: about an open due of this running booking (409 `payment.link_state` otherwise). */
async function composeDueMail(tx: Db, booking: BookingForPayments, kind: Exclude<PaymentMailKind, 'receipt'>, dueId: number, now: Date): Promise<Composed> {
  refuseCancelled(booking);
  const due = (await duesOf(tx, booking.id)).find((row) => row.id === dueId);
  if (!due) throw validationError({ due_id: ["That due is not one of this booking's"] });
  const state = { ...due, waived: due.waivedAt !== null };
  if (openOf(state) === 0) throw new AppError('payment.link_state', `${due.label} is ${state.waived ? 'waived' : 'paid'}: nothing is owed on it.`);
  const today = todayInIndia(now);
  const link = payableLinkOf(await liveLinksOfDues(tx, [due.id]), due.id, now);
  const composed = { entityType: PAYMENT_AUDIT_ENTITY_TYPES.due, entityId: due.id, about: due.label };
  switch (kind) {
    case 'request':
      if (!link?.shortUrl) throw new AppError('payment.link_state', `${due.label} has no open payment link: make one first, then send the request.`);
      return { ...composed, parameters: requestParameters(booking, due, { ...link, shortUrl: link.shortUrl }) };
    case 'reminder':
      return { ...composed, parameters: reminderParameters(booking, due, today, link) };
    case 'overdue':
      if (overdueDaysOf(state, today) === null) throw new AppError('payment.link_state', `${due.label} is not overdue: it is due on ${formatTripDate(due.dueDate)}.`);
      return { ...composed, parameters: overdueParameters(booking, due, today, link) };
  }
}

/** Sends a payment mail to the booking's customer; answers it as the history lists it. */
export async function sendPaymentMail(ctx: ServiceContext, config: Config, request: MailRequest, now: Date = new Date()): Promise<PaymentMail> {
  const messageId = await ctx.db.transaction(async (tx) => {
    const booking = await lockBookingForMoney(tx, request.booking_id);
    const composed =
      request.kind === 'receipt'
        ? await composeReceipt(tx, config, booking, request.payment_id ?? 0, now)
        : await composeDueMail(tx, booking, request.kind, request.due_id ?? 0, now);
    const template = PAYMENT_MAIL_TEMPLATES[request.kind];
    const message = await queueRecordMessage(tx, config, {
      channel: request.channel,
      recordType: 'booking',
      recordId: booking.id,
      party: 'customer',
      to: customerAddress(booking, request.channel),
      template,
      parameters: composed.parameters,
      sentBy: ctx.actor.userId,
    });
    await recordAudit(tx, ctx.actor, {
      action: 'send',
      entityType: composed.entityType,
      entityId: composed.entityId,
      before: null,
      after: { booking: booking.reference, kind: request.kind, channel: request.channel, template, message_id: message.id },
    });
    await noteOnBookingTimeline(tx, ctx.actor, {
      bookingId: booking.id,
      kind: 'payment_mail',
      title: `${PAYMENT_MAIL_LABELS[request.kind]} for ${composed.about} sent to the customer by ${CHANNEL_WORDS[request.channel]}`,
      messageId: message.id,
    });
    return message.id;
  });
  const sent = (await paymentMails(ctx.db, request.booking_id)).results.find((mail) => mail.id === messageId);
  if (!sent) throw new Error(`payment mail ${messageId} is not in its booking's history`);
  return sent;
}

/** A booking's payment mails, by mail and WhatsApp, staff's and the reminder schedule's, newest first; 404 for no booking. */
export async function paymentMails(db: Db, bookingId: number): Promise<{ results: PaymentMail[] }> {
  if (!(await bookingForPayments(db, bookingId))) throw notFound('Booking not found.');
  const rows = await recordMessagesOfTemplates(db, { recordType: 'booking', recordId: bookingId }, Object.values(PAYMENT_MAIL_TEMPLATES));
  const names = await staffNames(db, rows.map((row) => row.sentBy));
  return {
    results: rows.flatMap((row) => {
      const kind = KIND_OF_TEMPLATE.get(row.template);
      if (!kind) return [];
      return [
        {
          id: row.id,
          kind,
          channel: row.channel,
          to_address: row.toAddress,
          subject: row.subject,
          status: row.status,
          sent_by: row.sentBy === null ? null : { id: row.sentBy, name: names.get(row.sentBy) ?? '' },
          created_at: row.createdAt.toISOString(),
        },
      ];
    }),
  };
}
