import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type Db } from '../../db/client.ts';
import { jsonRowOf, rowFromJson, rowsFromJson } from '../../db/json-rows.ts';
import { paymentAllocations, paymentDues, paymentLinks, paymentPlans, payments } from '../../db/schema/payments.ts';
import { namesFromJson, staffNamesOf } from '../admin/index.ts';

export type PlanRow = typeof paymentPlans.$inferSelect;
export type DueRow = typeof paymentDues.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AllocationRow = typeof paymentAllocations.$inferSelect;
export type LinkRow = typeof paymentLinks.$inferSelect;

export async function planOf(db: Db, bookingId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.bookingId, bookingId));
  return row;
}

export async function savePlan(tx: Db, row: typeof paymentPlans.$inferInsert): Promise<void> {
  const { bookingId: _bookingId, ...changes } = row;
  await tx.insert(paymentPlans).values(row).onConflictDoUpdate({ target: paymentPlans.bookingId, set: { ...changes, updatedAt: new Date() } });
}

/** A booking's dues in plan order. */
export async function duesOf(db: Db, bookingId: number): Promise<DueRow[]> {
  return db.select().from(paymentDues).where(eq(paymentDues.bookingId, bookingId)).orderBy(asc(paymentDues.position), asc(paymentDues.id));
}

/** One due with its booking's id; undefined for none. */
export async function findDue(db: Db, dueId: number): Promise<DueRow | undefined> {
  const [row] = await db.select().from(paymentDues).where(eq(paymentDues.id, dueId));
  return row;
}

export async function insertDues(tx: Db, rows: (typeof paymentDues.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(paymentDues).values(rows);
}

export async function updateDue(tx: Db, dueId: number, changes: Partial<typeof paymentDues.$inferInsert>): Promise<DueRow> {
  const [row] = await tx.update(paymentDues).set(changes).where(eq(paymentDues.id, dueId)).returning();
  if (!row) throw new Error(`due ${dueId} is not there`);
  return row;
}

export async function deleteDues(tx: Db, dueIds: readonly number[]): Promise<void> {
  if (dueIds.length > 0) await tx.delete(paymentDues).where(inArray(paymentDues.id, [...dueIds]));
}

/** The dues that have a history (an allocation, reversed or not, or a link): they must stay in any new plan. */
export async function duesWithHistory(db: Db, bookingId: number): Promise<Set<number>> {
  const rows = await queryRows<{ due_id: number }>(db, sql`
    select a.due_id from ${paymentAllocations} a join ${paymentDues} d on d.id = a.due_id where d.booking_id = ${bookingId}
    union
    select l.due_id from ${paymentLinks} l where l.booking_id = ${bookingId}`);
  return new Set(rows.map((row) => Number(row.due_id)));
}

/**
 * Sets every due's `paid_paise` of a booking from the allocations of its payments not reversed: the
 * one place paid amounts are reckoned, run by every money write under the booking's lock.
 */
export async function settlePaidAmounts(tx: Db, bookingId: number): Promise<void> {
  await tx.execute(sql`
    update ${paymentDues} d set paid_paise = coalesce((
      select sum(a.amount_paise) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id
      where a.due_id = d.id and p.reversed_at is null), 0), updated_at = now()
    where d.booking_id = ${bookingId}`);
}

export async function paymentsOf(db: Db, bookingId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
}

export async function findPayment(db: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function paymentOfKey(db: Db, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

export async function paymentOfGatewayId(db: Db, gatewayPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId));
  return row;
}

export async function insertPayment(tx: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error('the payment was not written');
  return inserted;
}

export async function updatePayment(tx: Db, paymentId: number, changes: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(changes).where(eq(payments.id, paymentId)).returning();
  if (!row) throw new Error(`payment ${paymentId} is not there`);
  return row;
}

export async function insertAllocations(tx: Db, rows: (typeof paymentAllocations.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(paymentAllocations).values(rows);
}

/** The allocations of a booking's payments (reversed ones included: the caller knows which are). */
export async function allocationsOf(db: Db, bookingId: number): Promise<AllocationRow[]> {
  return db
    .select({ paymentId: paymentAllocations.paymentId, dueId: paymentAllocations.dueId, amountPaise: paymentAllocations.amountPaise })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(paymentAllocations.paymentId), asc(paymentAllocations.dueId));
}

/** What has been refunded of a payment by refunds not reversed. */
export async function refundedOf(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.refundOfId, paymentId), isNull(payments.reversedAt)));
  return Number(row?.total ?? 0);
}

export async function linksOf(db: Db, bookingId: number): Promise<LinkRow[]> {
  return db.select().from(paymentLinks).where(eq(paymentLinks.bookingId, bookingId)).orderBy(asc(paymentLinks.id));
}

/** The links a customer may still pay (or that are being made) for these dues. */
export async function liveLinksOfDues(db: Db, dueIds: readonly number[]): Promise<LinkRow[]> {
  if (dueIds.length === 0) return [];
  return db
    .select()
    .from(paymentLinks)
    .where(and(inArray(paymentLinks.dueId, [...dueIds]), inArray(paymentLinks.status, ['creating', 'created', 'partially_paid'])));
}

/** Receipt numbers by payment id, for the records that name payments (the agents' ledgers). */
export async function receiptNumbersOf(db: Db, paymentIds: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(paymentIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: payments.id, receiptNumber: payments.receiptNumber }).from(payments).where(inArray(payments.id, wanted));
  return new Map(rows.map((row) => [row.id, row.receiptNumber]));
}

/** Everything a booking's money view shows of its own rows, with the names of the staff they name. */
export type MoneyRows = {
  plan: PlanRow | undefined;
  dues: DueRow[];
  payments: PaymentRow[];
  allocations: AllocationRow[];
  links: LinkRow[];
  /** Who set the plan, recorded or reversed a payment, made a link: by id. */
  names: Map<number, string>;
};

/**
 * A booking's plan, dues (plan order), payments, their allocations and links (by id), and the names of
 * the staff they name, in one statement: each list a JSON array in a scalar subquery. The rows and
 * their order are those of `planOf`, `duesOf`, `paymentsOf`, `allocationsOf` and `linksOf`.
 */
export async function moneyRowsOf(db: Db, bookingId: number): Promise<MoneyRows> {
  const list = (table: Parameters<typeof jsonRowOf>[0], order: SQL, from: SQL) => sql`(select coalesce(json_agg(${jsonRowOf(table)} order by ${order}), '[]') ${from})`;
  const ofPayments = sql`from ${payments} where ${payments.bookingId} = ${bookingId}`;
  const ofLinks = sql`from ${paymentLinks} where ${paymentLinks.bookingId} = ${bookingId}`;
  const ofPlan = sql`from ${paymentPlans} where ${paymentPlans.bookingId} = ${bookingId}`;
  const [row] = await queryPreparedRows<{ plan: unknown; dues: unknown; payments: unknown; allocations: unknown; links: unknown; names: Record<string, string> }>(
    db,
    sql`select
      (select ${jsonRowOf(paymentPlans)} ${ofPlan}) as plan,
      ${list(paymentDues, sql`${paymentDues.position}, ${paymentDues.id}`, sql`from ${paymentDues} where ${paymentDues.bookingId} = ${bookingId}`)} as dues,
      ${list(payments, sql`${payments.id}`, ofPayments)} as payments,
      ${list(paymentAllocations, sql`${paymentAllocations.paymentId}, ${paymentAllocations.dueId}`, sql`from ${paymentAllocations} join ${payments} on ${payments.id} = ${paymentAllocations.paymentId} where ${payments.bookingId} = ${bookingId}`)} as allocations,
      ${list(paymentLinks, sql`${paymentLinks.id}`, ofLinks)} as links,
      ${staffNamesOf(sql`
        select ${paymentPlans.updatedBy} ${ofPlan}
        union select ${payments.recordedBy} ${ofPayments}
        union select ${payments.reversedBy} ${ofPayments}
        union select ${paymentLinks.createdBy} ${ofLinks}`)} as names`,
  );
  if (!row) throw new Error('the money rows statement answered no row');
  return {
    plan: rowFromJson(paymentPlans, row.plan),
    dues: rowsFromJson(paymentDues, row.dues),
    payments: rowsFromJson(payments, row.payments),
    allocations: rowsFromJson(paymentAllocations, row.allocations),
    links: rowsFromJson(paymentLinks, row.links),
    names: namesFromJson(row.names),
  };
}
