import { sql } from 'drizzle-orm';
import { OPEN_DUE_STATUSES } from '@ua/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { paymentDues, paymentLinks } from '../../db/schema/payments.ts';

/** A due still owed whose date is at most a few days ahead, or already past. */
export type OwedDue = { id: number; bookingId: number; label: string; openPaise: number; dueDate: string };

/** A link that ran out with money still unpaid on it, and nothing since took its place. */
export type LapsedLink = {
  id: number;
  bookingId: number;
  dueLabel: string;
  dueDate: string;
  amountPaise: number;
  paidPaise: number;
  currency: string;
  expireBy: Date;
  createdBy: number | null;
};

const openStatuses = sql.join(
  OPEN_DUE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Every due still owed whose date is on or before `until` (past ones included), in one query: the open-dues index serves it. */
export async function owedDuesUntil(db: Db, until: string): Promise<OwedDue[]> {
  const rows = await queryRows<{ id: number; booking_id: number; label: string; open_paise: string; due_date: string }>(
    db,
    sql`select ${paymentDues.id} as id, ${paymentDues.bookingId} as booking_id, ${paymentDues.label} as label,
          ${paymentDues.amountPaise} - ${paymentDues.paidPaise} as open_paise, ${paymentDues.dueDate}::text as due_date
        from ${paymentDues}
        where ${paymentDues.status} in (${openStatuses}) and ${paymentDues.dueDate} <= ${until}::date and ${paymentDues.paidPaise} < ${paymentDues.amountPaise}
        order by ${paymentDues.dueDate}, ${paymentDues.id}`,
  );
  return rows.map((row) => ({ id: Number(row.id), bookingId: Number(row.booking_id), label: row.label, openPaise: Number(row.open_paise), dueDate: row.due_date }));
}

/**
 * Links past their expiry (the gateway said so, or the time ran out before it did) with money unpaid
 * on them, whose due is still owed, and that no later link of the due replaced (one open or paid).
 */
export async function lapsedLinks(db: Db, now: Date): Promise<LapsedLink[]> {
  const rows = await queryRows<{
    id: number;
    booking_id: number;
    due_label: string;
    due_date: string;
    amount_paise: string;
    paid_paise: string;
    currency: string;
    expire_by: string | Date;
    created_by: number | null;
  }>(
    db,
    sql`select l.id, l.booking_id, d.label as due_label, d.due_date::text as due_date, l.amount_paise, l.amount_paid_paise as paid_paise,
          l.currency, l.expire_by, l.created_by
        from ${paymentLinks} l join ${paymentDues} d on d.id = l.due_id
        where (l.status = 'expired' or (l.status in ('created', 'partially_paid') and l.expire_by <= ${now.toISOString()}::timestamptz))
          and l.amount_paid_paise < l.amount_paise and l.replaced_by_id is null
          and d.status in (${openStatuses}) and d.paid_paise < d.amount_paise
          and not exists (select 1 from ${paymentLinks} later where later.due_id = l.due_id and later.id > l.id
            and later.status in ('creating', 'created', 'partially_paid', 'paid'))
        order by l.expire_by, l.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    bookingId: Number(row.booking_id),
    dueLabel: row.due_label,
    dueDate: row.due_date,
    amountPaise: Number(row.amount_paise),
    paidPaise: Number(row.paid_paise),
    currency: row.currency,
    expireBy: new Date(row.expire_by),
    createdBy: row.created_by === null ? null : Number(row.created_by),
  }));
}
