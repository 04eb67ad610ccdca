import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { payments, receiptSeries } from '../../db/schema/payments.ts';
import type { PaymentRow } from './payment-rows.repository.ts';

/**
 * Receipt numbers are gap-free per series and financial year, so the counter's row stays locked
 * from the moment a number is taken until the transaction ends: every payment of every booking
 * waits on that one row. A number is therefore taken last, just before commit, after everything
 * else the transaction writes: the lock is held for the numbering and the few writes that name the
 * number (the audit entry, the booking's timeline), not for the whole write.
 *
 * A payment or refund is inserted first under a placeholder number (unique: it carries the row's
 * idempotency key) and numbered by `moneyTransaction` when its body has returned.
 */

/** A row written under a placeholder, to number at the end of its transaction. */
export type Unnumbered = {
  /** The row as the body was given it: its `receiptNumber` is set in place once numbered. */
  payment: PaymentRow;
  series: 'RC' | 'RF';
  financialYear: string;
  /** The writes that name the number (audit, timeline), run right after it is taken. */
  naming: (tx: Db, numbered: PaymentRow) => Promise<void>;
};

const unnumberedOf = new WeakMap<Db, Unnumbered[]>();

/**
 * A transaction that may record payments or refunds (through recordPaymentInTx, refundPaymentInTx
 * or anything that calls them): once `body` has returned, each row it recorded is numbered, in the
 * order recorded, as the transaction's last writes. The rows the body answered carry their numbers
 * when this returns; inside the body they carry placeholders.
 */
export async function moneyTransaction<T>(db: Db, body: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const unnumbered: Unnumbered[] = [];
    unnumberedOf.set(tx, unnumbered);
    const result = await body(tx);
    // One series row after the other, always in this order: two transactions never wait on each other's.
    const ordered = [...unnumbered].sort((a, b) => (a.series === b.series ? 0 : a.series < b.series ? -1 : 1));
    for (const row of ordered) {
      row.payment.receiptNumber = await takeNumber(tx, row);
      await row.naming(tx, row.payment);
    }
    return result;
  });
}

/** The placeholder a row carries until it is numbered: unique, since its idempotency key is. */
export function placeholderNumber(idempotencyKey: string): string {
  return `unnumbered:${idempotencyKey}`;
}

/**
 * Numbers `payment` (written under its placeholder) at the end of the caller's money transaction,
 * then runs `naming`. Throws outside moneyTransaction: a row recorded elsewhere would keep its placeholder.
 */
export function numberAtCommit(tx: Db, row: Unnumbered): void {
  const unnumbered = unnumberedOf.get(tx);
  if (!unnumbered) throw new Error('a payment or refund is recorded only inside moneyTransaction, which numbers its receipt');
  unnumbered.push(row);
}

/**
 * The next number of the row's series, taken and written to the row in one statement (one round
 * trip under the counter's lock): `RC/2026-27/000123`, as receiptNumberOf spells it.
 */
async function takeNumber(tx: Db, row: Unnumbered): Promise<string> {
  const [numbered] = await queryRows<{ receipt_number: string }>(
    tx,
    sql`
    with next as (
      insert into ${receiptSeries} (series, financial_year, last_number) values (${row.series}, ${row.financialYear}, 1)
      on conflict (series, financial_year) do update set last_number = ${receiptSeries}.last_number + 1
      returning last_number
    )
    update ${payments} set receipt_number = ${`${row.series}/${row.financialYear}/`} || lpad(next.last_number::text, greatest(6, length(next.last_number::text)), '0')
    from next where ${payments}.id = ${row.payment.id}
    returning ${payments}.receipt_number`,
  );
  // No row: the payment is not there, and the number taken would be a gap; the transaction must not commit.
  if (!numbered) throw new Error(`payment ${row.payment.id} could not be numbered`);
  return numbered.receipt_number;
}
