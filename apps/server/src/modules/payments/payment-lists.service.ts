import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { LinkListRow, LinkStatus, PaymentKind, PaymentListRow, PaymentMethod } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { paymentDues, paymentLinks, payments } from '../../db/schema/payments.ts';
import { staffNames } from '../admin/index.ts';
import { bookingsForPayments, type BookingForPayments } from '../bookings/index.ts';
import { linkView } from './money-view.ts';

/**
 * The money of every booking in two lists, newest first: the payments and refunds recorded (what the
 * accounts dashboard's collections count), and the payment links made (its links open). Each page
 * carries the sums of every row its filters match, not only of the page.
 */

export type PaymentListFilters = {
  kind?: PaymentKind | undefined;
  methods?: readonly PaymentMethod[] | undefined;
  receivedFrom?: string | undefined;
  receivedTo?: string | undefined;
  reversed?: boolean | undefined;
  bookingId?: number | undefined;
};

function paymentWhere(filters: PaymentListFilters): SQL | undefined {
  return and(
    filters.kind === undefined ? undefined : eq(payments.kind, filters.kind),
    filters.methods?.length ? inArray(payments.method, [...filters.methods]) : undefined,
    filters.receivedFrom === undefined ? undefined : gte(payments.receivedOn, filters.receivedFrom),
    filters.receivedTo === undefined ? undefined : lte(payments.receivedOn, filters.receivedTo),
    filters.reversed === undefined ? undefined : filters.reversed ? isNotNull(payments.reversedAt) : isNull(payments.reversedAt),
    filters.bookingId === undefined ? undefined : eq(payments.bookingId, filters.bookingId),
  );
}

const bookingRef = (booking: BookingForPayments | undefined, id: number) => ({ id, reference: booking?.reference ?? '', customer_name: booking?.customerName ?? '' });

async function bookingsById(db: Db, ids: readonly number[]): Promise<Map<number, BookingForPayments>> {
  return new Map((await bookingsForPayments(db, [...new Set(ids)])).map((booking) => [booking.id, booking]));
}

export async function listPayments(
  db: Db,
  filters: PaymentListFilters,
  limit: number,
  offset: number,
): Promise<{ count: number; results: PaymentListRow[]; totals: { received_paise: number; refunded_paise: number } }> {
  const where = paymentWhere(filters);
  const [totals, rows] = await inParallel(db, [
    () =>
      db
        .select({
          n: count(),
          received: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.kind} = 'payment'), 0)`,
          refunded: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.kind} = 'refund'), 0)`,
        })
        .from(payments)
        .where(where),
    () => db.select().from(payments).where(where).orderBy(desc(payments.receivedOn), desc(payments.id)).limit(limit).offset(offset),
  ]);
  const bookings = await bookingsById(
    db,
    rows.map((row) => row.bookingId),
  );
  return {
    count: Number(totals[0]?.n ?? 0),
    totals: { received_paise: Number(totals[0]?.received ?? 0), refunded_paise: Number(totals[0]?.refunded ?? 0) },
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount_paise: row.amountPaise,
      currency: row.currency,
      method: row.method,
      reference: row.reference,
      received_on: row.receivedOn,
      receipt_number: row.receiptNumber,
      reversed: row.reversedAt !== null,
      booking: bookingRef(bookings.get(row.bookingId), row.bookingId),
    })),
  };
}

export type LinkListFilters = { statuses?: readonly LinkStatus[] | undefined; bookingId?: number | undefined };

export async function listLinks(db: Db, filters: LinkListFilters, limit: number, offset: number): Promise<{ count: number; results: LinkListRow[]; totals: { amount_paise: number; unpaid_paise: number } }> {
  const where = and(filters.statuses?.length ? inArray(paymentLinks.status, [...filters.statuses]) : undefined, filters.bookingId === undefined ? undefined : eq(paymentLinks.bookingId, filters.bookingId));
  const [totals, rows] = await inParallel(db, [
    () =>
      db
        .select({ n: count(), amount: sql<string>`coalesce(sum(${paymentLinks.amountPaise}), 0)`, unpaid: sql<string>`coalesce(sum(${paymentLinks.amountPaise} - ${paymentLinks.amountPaidPaise}), 0)` })
        .from(paymentLinks)
        .where(where),
    () =>
      db
        .select({ link: paymentLinks, dueLabel: paymentDues.label })
        .from(paymentLinks)
        .innerJoin(paymentDues, eq(paymentDues.id, paymentLinks.dueId))
        .where(where)
        .orderBy(desc(paymentLinks.id))
        .limit(limit)
        .offset(offset),
  ]);
  const bookings = await bookingsById(
    db,
    rows.map((row) => row.link.bookingId),
  );
  const names = await staffNames(
    db,
    rows.map((row) => row.link.createdBy),
  );
  return {
    count: Number(totals[0]?.n ?? 0),
    totals: { amount_paise: Number(totals[0]?.amount ?? 0), unpaid_paise: Number(totals[0]?.unpaid ?? 0) },
    results: rows.map((row) => ({ ...linkView(row.link, names), booking: bookingRef(bookings.get(row.link.bookingId), row.link.bookingId), due_label: row.dueLabel })),
  };
}
