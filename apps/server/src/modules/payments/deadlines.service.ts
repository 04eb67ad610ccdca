import type { Db } from '../../db/client.ts';
import { daysUntil, morningInIndia, raiseEach, snoozeDatesOf, whenText } from '../../lib/deadlines.ts';
import { bookingLink, bookingsForPayments, type BookingForPayments } from '../bookings/index.ts';
import { addDays, formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { lapsedLinks, owedDuesUntil, type LapsedLink, type OwedDue } from './deadlines.repository.ts';

/**
 * The payments' deadlines, raised by themselves: a due within three days, a due overdue, a link that
 * expired unpaid. Each fact once per person (its notification's key names the fact), only while it
 * holds (paid, waived, replaced and cancelled ones are not found), to the people who can act on it,
 * linking to the booking, whose page holds its money.
 */

/** How many days ahead a due is raised as coming: the customer can still be reminded in time. */
export const DUE_SOON_DAYS = 3;

/** The booking's owner and accounts (holders of payments.record): who collects a due. */
const collectors = (booking: BookingForPayments) => ({ userIds: [booking.ownerId], labels: ['payments.record' as const] });

const heading = (booking: BookingForPayments) => `${booking.reference} (${booking.customerName})`;

/**
 * Tells the booking's owner and accounts that a due is overdue, once per due and date (the key): the
 * overdue sweep, when it moves a due to overdue, and the deadline sweep, for a due that was late
 * before either looked, raise the same fact, so nobody hears of it twice.
 */
export async function raiseOverdue(tx: Db, booking: BookingForPayments, due: { id: number; label: string; openPaise: number; dueDate: string }): Promise<number> {
  return notify(tx, collectors(booking), {
    type: 'payment',
    message: `${heading(booking)}: ${due.label} of ${formatMoney(due.openPaise, booking.currency)} (due ${formatTripDate(due.dueDate)}) is overdue.`,
    link: bookingLink(booking.id),
    key: `due-overdue:${due.id}:${due.dueDate}`,
  });
}

async function raiseDueSoon(tx: Db, booking: BookingForPayments, due: OwedDue, today: string, now: Date): Promise<number> {
  return notify(tx, collectors(booking), {
    type: 'payment',
    message: `${heading(booking)}: ${due.label} of ${formatMoney(due.openPaise, booking.currency)} is due ${whenText(daysUntil(today, due.dueDate), formatTripDate(due.dueDate))}.`,
    link: bookingLink(booking.id),
    key: `due-soon:${due.id}:${due.dueDate}`,
    snoozeDates: snoozeDatesOf(now, { key: 'due_date', label: `The ${due.label.toLowerCase()} due date`, at: morningInIndia(due.dueDate) }),
  });
}

/** Who made the link and the booking's owner: who sent it to the customer and who answers for the booking. */
async function raiseLapsedLink(tx: Db, booking: BookingForPayments, link: LapsedLink, now: Date): Promise<number> {
  const amount = formatMoney(link.amountPaise, link.currency);
  const unpaid = link.paidPaise > 0 ? `with ${formatMoney(link.amountPaise - link.paidPaise, link.currency)} of ${amount} unpaid` : 'unpaid';
  return notify(tx, { userIds: [booking.ownerId, ...(link.createdBy === null ? [] : [link.createdBy])] }, {
    type: 'payment',
    message: `${heading(booking)}: the payment link for ${link.dueLabel} (${amount}) expired on ${formatTripDate(todayInIndia(link.expireBy))} ${unpaid}. Send a new link, or record the payment if it came another way.`,
    link: bookingLink(booking.id),
    key: `payment-link-expired:${link.id}`,
    snoozeDates: snoozeDatesOf(now, { key: 'due_date', label: `The ${link.dueLabel.toLowerCase()} due date`, at: morningInIndia(link.dueDate) }),
  });
}

export type PaymentDeadlines = { dueSoon: number; overdue: number; lapsedLinks: number };

type Fact = { kind: 'overdue' | 'dueSoon'; booking: BookingForPayments; due: OwedDue } | { kind: 'lapsedLinks'; booking: BookingForPayments; link: LapsedLink };

/**
 * One sweep: the facts read in two queries, their bookings in one, then each fact raised in a short
 * transaction of its own. A cancelled booking owes nothing and raises nothing. Answers how many
 * bells each kind reached (nothing on a second run).
 */
export async function raisePaymentDeadlines(db: Db, now: Date, signal?: AbortSignal): Promise<PaymentDeadlines> {
  const today = todayInIndia(now);
  const dues = await owedDuesUntil(db, addDays(today, DUE_SOON_DAYS));
  const links = await lapsedLinks(db, now);
  const bookings = new Map((await bookingsForPayments(db, [...new Set([...dues, ...links].map((fact) => fact.bookingId))])).map((booking) => [booking.id, booking]));
  const running = (bookingId: number) => {
    const booking = bookings.get(bookingId);
    return booking && booking.status !== 'cancelled' ? [booking] : [];
  };
  const facts: Fact[] = [
    ...dues.flatMap((due) => running(due.bookingId).map((booking): Fact => ({ kind: due.dueDate < today ? 'overdue' : 'dueSoon', booking, due }))),
    ...links.flatMap((link) => running(link.bookingId).map((booking): Fact => ({ kind: 'lapsedLinks', booking, link }))),
  ];

  const reached: PaymentDeadlines = { dueSoon: 0, overdue: 0, lapsedLinks: 0 };
  await raiseEach(
    db,
    facts,
    (fact) => (fact.kind === 'lapsedLinks' ? `link ${fact.link.id}` : `due ${fact.due.id}`),
    async (tx, fact) => {
      const count = fact.kind === 'lapsedLinks' ? await raiseLapsedLink(tx, fact.booking, fact.link, now) : fact.kind === 'overdue' ? await raiseOverdue(tx, fact.booking, fact.due) : await raiseDueSoon(tx, fact.booking, fact.due, today, now);
      reached[fact.kind] += count;
      return count;
    },
    signal,
  );
  return reached;
}
