import { and, count, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { LIVE_LINK_STATUSES, OPEN_DUE_STATUSES, RECEIVABLE_AGES, type ReceivableAge } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { paymentDues, paymentLinks, payments } from '../../db/schema/payments.ts';
import { bookingIdsInStatus } from '../bookings/index.ts';
import { addDays } from '../itineraries/index.ts';

/**
 * The accounts desk's figures, each an aggregate in one statement over the rows its list shows:
 * what is owed by age (the accounts view's dues, of bookings not cancelled), the payments received
 * day by day (the payments list), and the links a customer can still pay (the links list).
 */

export type AccountsFigures = {
  receivables: { age: ReceivableAge; count: number; openPaise: number }[];
  /** Payments received (not reversed) on each day that had some, from `from` to `to`. */
  collections: { day: string; count: number; amountPaise: number }[];
  linksOpen: { count: number; unpaidPaise: number };
};

/** The age of an open due on `today`, as SQL: the buckets of money-rules.ts (`bucketOf`), by whole days past its date. */
export function ageOf(today: string) {
  return sql<ReceivableAge>`case
    when ${paymentDues.dueDate} >= ${today}::date then 'not_due'
    when ${paymentDues.dueDate} >= ${addDays(today, -7)}::date then '0-7'
    when ${paymentDues.dueDate} >= ${addDays(today, -30)}::date then '8-30'
    else '31+' end`;
}

/** The due dates of one age on `today`, as a condition: the same bounds `ageOf` sorts by, so a list of one age holds what its figure counts. */
export function dueDatesOfAge(age: ReceivableAge, today: string): SQL {
  const date = paymentDues.dueDate;
  switch (age) {
    case 'not_due':
      return sql`${date} >= ${today}::date`;
    case '0-7':
      return sql`(${date} >= ${addDays(today, -7)}::date and ${date} < ${today}::date)`;
    case '8-30':
      return sql`(${date} >= ${addDays(today, -30)}::date and ${date} < ${addDays(today, -7)}::date)`;
    case '31+':
      return sql`${date} < ${addDays(today, -30)}::date`;
  }
}

const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/** The figures on `today` (India's calendar), with collections from `from` to `to` (both included). */
export async function accountsFigures(db: Db, today: string, collections: { from: string; to: string }): Promise<AccountsFigures> {
  const age = ageOf(today);
  const [dues, received, links] = await inParallel(db, [
    () =>
      db
        .select({ age, count: count(), openPaise: sql<string>`coalesce(sum(${paymentDues.amountPaise} - ${paymentDues.paidPaise}), 0)` })
        .from(paymentDues)
        .where(and(inArray(paymentDues.status, [...OPEN_DUE_STATUSES]), sql`${paymentDues.bookingId} not in (${bookingIdsInStatus(['cancelled'])})`))
        .groupBy(sql`1`),
    () =>
      db
        .select({ day: payments.receivedOn, count: count(), amountPaise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
        .from(payments)
        .where(and(eq(payments.kind, 'payment'), isNull(payments.reversedAt), gte(payments.receivedOn, collections.from), lte(payments.receivedOn, collections.to)))
        .groupBy(payments.receivedOn),
    () =>
      db
        .select({ count: count(), unpaidPaise: sql<string>`coalesce(sum(${paymentLinks.amountPaise} - ${paymentLinks.amountPaidPaise}), 0)` })
        .from(paymentLinks)
        .where(inArray(paymentLinks.status, [...LIVE_LINK_STATUSES])),
  ]);
  const byAge = new Map(dues.map((row) => [row.age, row]));
  return {
    receivables: RECEIVABLE_AGES.map((bucket) => ({ age: bucket, count: asNumber(byAge.get(bucket)?.count), openPaise: asNumber(byAge.get(bucket)?.openPaise) })),
    collections: received.map((row) => ({ day: row.day, count: asNumber(row.count), amountPaise: asNumber(row.amountPaise) })),
    linksOpen: { count: asNumber(links[0]?.count), unpaidPaise: asNumber(links[0]?.unpaidPaise) },
  };
}
