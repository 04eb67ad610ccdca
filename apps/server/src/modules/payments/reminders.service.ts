import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { OPEN_DUE_STATUSES, PAYMENT_AUDIT_ENTITY_TYPES, PAYMENT_MAIL_TEMPLATES, REMINDER_OFFSETS, type MessageChannel } from '@ua/contracts';
import type { Config } from '../../config.ts';
import type { ActorContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { paymentDues, paymentReminders } from '../../db/schema/payments.ts';
import { noteOnBookingTimeline } from '../bookings/index.ts';
import { addDays, formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { channelReady, queueRecordMessage } from '../messaging/index.ts';
import { raiseOverdue } from './deadlines.service.ts';
import { daysBetween, openOf } from './money-rules.ts';
import { customerAddressOf, dueWhenText, payableLinkOf, reminderParameters } from './payment-messages.ts';
import { duesOf, liveLinksOfDues, type DueRow } from './payment-rows.repository.ts';
import { lockBookingForMoney, settleDues } from './payment-writes.ts';

/**
 * The daily work of payments: the overdue sweep and the reminder schedule. Each booking (the sweep)
 * or due (the reminders) is handled in a transaction of its own behind the booking's lock, so a long
 * list never holds the database, work done survives a stop, and a retry takes up the rest. Both take
 * `now`, so tests move the clock.
 */

const CHANNEL_WORDS: Record<MessageChannel, string> = { email: 'mail', whatsapp: 'WhatsApp' };

const openPaiseOf = (due: DueRow) => openOf({ ...due, waived: due.waivedAt !== null });

/**
 * The overdue sweep: every running booking with an unpaid due whose date has passed has its dues
 * settled, which moves those dues to `overdue`. Each due that this moved is audited and put on the
 * booking's timeline, and the booking's owner and accounts (active holders of `payments.record`) are
 * told of each, in the same transaction, under the key the deadline sweep raises it with: whichever
 * of the two sees a late due first tells them, once. A second run finds nothing left to move. A
 * cancelled booking is left as it is (it owes nothing). Answers how many dues became overdue.
 */
export async function sweepOverdueDues(db: Db, actor: ActorContext, now: Date, signal?: AbortSignal): Promise<number> {
  const today = todayInIndia(now);
  const rows = await db
    .selectDistinct({ bookingId: paymentDues.bookingId })
    .from(paymentDues)
    .where(and(inArray(paymentDues.status, ['due', 'partly_paid']), lt(paymentDues.dueDate, today)))
    .orderBy(asc(paymentDues.bookingId));
  let moved = 0;
  for (const { bookingId } of rows) {
    signal?.throwIfAborted();
    moved += await db.transaction(async (tx) => {
      const booking = await lockBookingForMoney(tx, bookingId);
      if (booking.status === 'cancelled') return 0;
      const before = new Map((await duesOf(tx, bookingId)).map((due) => [due.id, due.status]));
      const newlyOverdue = (await settleDues(tx, bookingId, now)).filter((due) => due.status === 'overdue' && before.get(due.id) !== 'overdue');
      if (newlyOverdue.length === 0) return 0;
      for (const due of newlyOverdue) {
        await recordAudit(tx, actor, { action: 'overdue', entityType: PAYMENT_AUDIT_ENTITY_TYPES.due, entityId: due.id, before: { status: before.get(due.id) }, after: { status: 'overdue' } });
      }
      const what = newlyOverdue.map((due) => `${due.label} of ${formatMoney(openPaiseOf(due), booking.currency)} (due ${formatTripDate(due.dueDate)})`).join(', ');
      const verb = newlyOverdue.length === 1 ? 'is' : 'are';
      await noteOnBookingTimeline(tx, actor, { bookingId, kind: 'payment_overdue', title: `${newlyOverdue.map((due) => due.label).join(', ')} ${verb} overdue`, detail: what });
      for (const due of newlyOverdue) await raiseOverdue(tx, booking, { id: due.id, label: due.label, openPaise: openPaiseOf(due), dueDate: due.dueDate });
      return newlyOverdue.length;
    });
  }
  return moved;
}

/** What one due's reminder came to: sent on some channels, left unsent for want of an address, or not due after all. */
type ReminderOutcome = 'sent' | 'no_address' | 'skipped';

/**
 * One due's reminder for today, in `tx`: the due (read again under the booking's lock) must still be
 * open, of a running booking, and today one of the schedule's days for it. Its row in
 * payment_reminders is claimed first (insert, on conflict nothing): only the transaction that
 * inserted it queues the messages, so each reminder goes once however many runs or instances try.
 * It goes by mail to the customer's email and by WhatsApp to their number, on each channel this
 * server can send on; a customer with neither still has the reminder marked, and the timeline says
 * it could not go.
 */
async function remindOnce(tx: Db, config: Config, actor: ActorContext, target: { dueId: number; bookingId: number }, now: Date): Promise<ReminderOutcome> {
  const today = todayInIndia(now);
  const booking = await lockBookingForMoney(tx, target.bookingId);
  if (booking.status === 'cancelled') return 'skipped';
  const due = (await duesOf(tx, booking.id)).find((row) => row.id === target.dueId);
  if (!due || openPaiseOf(due) === 0) return 'skipped';
  const offset = daysBetween(due.dueDate, today);
  if (!(REMINDER_OFFSETS as readonly number[]).includes(offset)) return 'skipped';
  const [claimed] = await tx.insert(paymentReminders).values({ dueId: due.id, offsetDays: offset, sentOn: today }).onConflictDoNothing().returning({ dueId: paymentReminders.dueId });
  if (!claimed) return 'skipped';

  const parameters = reminderParameters(booking, due, today, payableLinkOf(await liveLinksOfDues(tx, [due.id]), due.id, now));
  const channels = (['email', 'whatsapp'] as const).flatMap((channel) => {
    const to = customerAddressOf(booking, channel);
    return to !== null && channelReady(config, channel) ? [{ channel, to }] : [];
  });
  const messageIds: number[] = [];
  for (const { channel, to } of channels) {
    const message = await queueRecordMessage(tx, config, {
      channel,
      recordType: 'booking',
      recordId: booking.id,
      party: 'customer',
      to,
      template: PAYMENT_MAIL_TEMPLATES.reminder,
      parameters,
      sentBy: null,
      idempotencyKey: `payment-reminder:${due.id}:${offset}:${channel}`,
    });
    messageIds.push(message.id);
  }
  const [first] = messageIds;
  if (first !== undefined) await tx.update(paymentReminders).set({ messageId: first }).where(and(eq(paymentReminders.dueId, due.id), eq(paymentReminders.offsetDays, offset)));

  const when = dueWhenText(due.dueDate, today);
  await recordAudit(tx, actor, {
    action: 'remind',
    entityType: PAYMENT_AUDIT_ENTITY_TYPES.due,
    entityId: due.id,
    before: null,
    after: { booking: booking.reference, offset_days: offset, channels: channels.map((entry) => entry.channel), message_ids: messageIds },
  });
  await noteOnBookingTimeline(tx, actor, {
    bookingId: booking.id,
    kind: 'payment_reminder',
    title:
      channels.length > 0
        ? `Reminder for ${due.label} (${when}) sent to the customer by ${channels.map((entry) => CHANNEL_WORDS[entry.channel]).join(' and ')}`
        : `Reminder for ${due.label} (${when}) not sent: the customer has no email address or WhatsApp number`,
    messageId: first ?? null,
  });
  return channels.length > 0 ? 'sent' : 'no_address';
}

/**
 * The reminder schedule for `now`'s day in India: each open due of a running booking whose date is 7
 * or 3 days ahead, today, or 1 or 3 days past (REMINDER_OFFSETS) is reminded once, each due in its
 * own transaction. A due that fails (its message refused) does not hold up the others: the rest are
 * done, then the run fails naming it, and the retry takes it up again. Answers how many were sent.
 */
export async function sendDueReminders(db: Db, config: Config, actor: ActorContext, now: Date, signal?: AbortSignal): Promise<number> {
  const today = todayInIndia(now);
  const dates = REMINDER_OFFSETS.map((offset) => addDays(today, -offset));
  const targets = await db
    .select({ dueId: paymentDues.id, bookingId: paymentDues.bookingId })
    .from(paymentDues)
    .where(and(inArray(paymentDues.status, [...OPEN_DUE_STATUSES]), inArray(paymentDues.dueDate, dates)))
    .orderBy(asc(paymentDues.dueDate), asc(paymentDues.id));
  let sent = 0;
  const failed: string[] = [];
  for (const target of targets) {
    signal?.throwIfAborted();
    try {
      if ((await db.transaction((tx) => remindOnce(tx, config, actor, target, now))) === 'sent') sent += 1;
    } catch (error) {
      failed.push(`due ${target.dueId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(`${failed.length} payment reminder(s) could not be queued (${failed.join('; ')})`);
  return sent;
}
