import { and, asc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gatewayEvents, paymentLinks, payments } from '../../db/schema/payments.ts';
import type { LinkRow } from './payment-rows.repository.ts';

/** The gateway's open states: a customer can still pay. */
const OPEN = ['created', 'partially_paid'] as const;

export async function findLink(db: Db, linkId: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
  return row;
}

export async function linkOfKey(db: Db, idempotencyKey: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.idempotencyKey, idempotencyKey));
  return row;
}

export async function linkOfGatewayId(db: Db, gateway: string, gatewayLinkId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.gateway, gateway), eq(paymentLinks.gatewayLinkId, gatewayLinkId)));
  return row;
}

export async function linkOfReference(db: Db, referenceId: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.referenceId, referenceId));
  return row;
}

export async function insertLink(tx: Db, row: typeof paymentLinks.$inferInsert): Promise<LinkRow> {
  const [inserted] = await tx.insert(paymentLinks).values(row).returning();
  if (!inserted) throw new Error('the payment link was not written');
  return inserted;
}

export async function updateLink(tx: Db, linkId: number, changes: Partial<typeof paymentLinks.$inferInsert>): Promise<LinkRow> {
  const [row] = await tx
    .update(paymentLinks)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(paymentLinks.id, linkId))
    .returning();
  if (!row) throw new Error(`payment link ${linkId} is not there`);
  return row;
}

/** Marks the due's earlier links that ended (expired, cancelled, failed) as replaced by this one. */
export async function markReplaced(tx: Db, dueId: number, newLinkId: number): Promise<void> {
  await tx
    .update(paymentLinks)
    .set({ replacedById: newLinkId, updatedAt: new Date() })
    .where(and(eq(paymentLinks.dueId, dueId), ne(paymentLinks.id, newLinkId), isNull(paymentLinks.replacedById), inArray(paymentLinks.status, ['expired', 'cancelled', 'failed'])));
}

/** What the payments recorded from a link add up to (reversed ones included: the money did arrive). */
export async function recordedOfLink(db: Db, linkId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.linkId, linkId), eq(payments.kind, 'payment')));
  return Number(row?.total ?? 0);
}

/** Open links whose expire_by has passed: the gateway has expired them, or a last payment came in. */
export async function openLinksPastExpiry(db: Db, now: Date, limit: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(and(inArray(paymentLinks.status, [...OPEN]), lt(paymentLinks.expireBy, now)))
    .orderBy(asc(paymentLinks.expireBy))
    .limit(limit);
}

/** Every open link, oldest first (the sweep checks their bookings). */
export async function openLinks(db: Db, limit: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(inArray(paymentLinks.status, [...OPEN]))
    .orderBy(asc(paymentLinks.id))
    .limit(limit);
}

/** Links still `creating` since before `before`: a crash between asking the gateway and storing its answer. */
export async function staleCreatingLinks(db: Db, before: Date, limit: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.status, 'creating'), lt(paymentLinks.createdAt, before)))
    .orderBy(asc(paymentLinks.id))
    .limit(limit);
}

/** Links of these dues that are not over yet (made, being made, or open). */
export async function unfinishedLinksOfDue(db: Db, dueId: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.dueId, dueId), notInArray(paymentLinks.status, ['paid', 'expired', 'cancelled', 'failed'])))
    .orderBy(asc(paymentLinks.id));
}

export type GatewayEventRow = typeof gatewayEvents.$inferSelect;

/** Records a webhook's event once: null when its id was recorded before (a redelivery). */
export async function insertGatewayEvent(tx: Db, row: typeof gatewayEvents.$inferInsert): Promise<GatewayEventRow | null> {
  const [inserted] = await tx
    .insert(gatewayEvents)
    .values(row)
    .onConflictDoNothing({ target: [gatewayEvents.gateway, gatewayEvents.eventId] })
    .returning();
  return inserted ?? null;
}

/** The event's row, locked until the caller's transaction ends: one application of it at a time. */
export async function lockGatewayEvent(tx: Db, eventId: number): Promise<GatewayEventRow | undefined> {
  const [row] = await tx.select().from(gatewayEvents).where(eq(gatewayEvents.id, eventId)).for('update');
  return row;
}

export async function setEventOutcome(tx: Db, eventId: number, outcome: string, gatewayLinkId?: string | null): Promise<void> {
  await tx
    .update(gatewayEvents)
    .set({ outcome, ...(gatewayLinkId === undefined ? {} : { gatewayLinkId }) })
    .where(eq(gatewayEvents.id, eventId));
}
