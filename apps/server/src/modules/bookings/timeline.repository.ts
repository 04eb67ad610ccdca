import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { bookingComments, bookingEvents, bookingServices } from '../../db/schema/bookings.ts';
import type { TimelineBound } from '../messaging/index.ts';

/**
 * The booking's own parts of its timeline, its events and its comments, each read newest first a page
 * at a time before a keyset bound (messaging answers the messages the same way). Times count in whole
 * milliseconds, as the cursor and JSON carry them, so a bound taken from an answer matches its row.
 */

const eventMs = sql<number>`floor(extract(epoch from ${bookingEvents.at}) * 1000)::bigint`;
const commentMs = sql<number>`floor(extract(epoch from ${bookingComments.createdAt}) * 1000)::bigint`;

/** Strictly after the bound in the order (time desc, id desc): nothing when there is no bound. */
const before = (ms: SQL<number>, id: AnyColumn, bound: TimelineBound | null) =>
  bound ? sql`(${ms}, ${id}::bigint) < (${bound.atMs}::bigint, ${bound.id}::bigint)` : undefined;

export type TimelineEventRow = {
  id: number;
  serviceId: number | null;
  actorId: number | null;
  actorKind: 'staff' | 'supplier' | 'system';
  title: string;
  detail: string;
  /** The supplier of the event's service, as the service names it now. */
  supplierName: string | null;
  atMs: number;
};

/** Events of money (kinds `payment…`), which only holders of payments.view read on the timeline. */
export const MONEY_EVENT_PREFIX = 'payment';

const eventsOf = (bookingId: number, withMoney: boolean) =>
  and(eq(bookingEvents.bookingId, bookingId), withMoney ? undefined : sql`${bookingEvents.kind} not like ${`${MONEY_EVENT_PREFIX}%`}`);

export async function eventsBefore(db: Db, bookingId: number, bound: TimelineBound | null, limit: number, withMoney = true): Promise<TimelineEventRow[]> {
  return db
    .select({
      id: bookingEvents.id,
      serviceId: bookingEvents.serviceId,
      actorId: bookingEvents.actorId,
      actorKind: bookingEvents.actorKind,
      title: bookingEvents.title,
      detail: bookingEvents.detail,
      supplierName: bookingServices.supplierName,
      atMs: eventMs.mapWith(Number),
    })
    .from(bookingEvents)
    .leftJoin(bookingServices, eq(bookingServices.id, bookingEvents.serviceId))
    .where(and(eventsOf(bookingId, withMoney), before(eventMs, bookingEvents.id, bound)))
    .orderBy(desc(eventMs), desc(bookingEvents.id))
    .limit(limit);
}

/** How many events (of money only `withMoney`) and comments the booking has, together: one statement for the timeline's count. */
export async function countEventsAndComments(db: Db, bookingId: number, withMoney = true): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from ${bookingEvents} where ${eventsOf(bookingId, withMoney)})
             + (select count(*) from ${bookingComments} where ${eq(bookingComments.bookingId, bookingId)}) as n`,
  );
  return Number(row?.n ?? 0);
}

export type TimelineCommentRow = { id: number; authorId: number; body: string; atMs: number };

export async function commentsBefore(db: Db, bookingId: number, bound: TimelineBound | null, limit: number): Promise<TimelineCommentRow[]> {
  return db
    .select({ id: bookingComments.id, authorId: bookingComments.authorId, body: bookingComments.body, atMs: commentMs.mapWith(Number) })
    .from(bookingComments)
    .where(and(eq(bookingComments.bookingId, bookingId), before(commentMs, bookingComments.id, bound)))
    .orderBy(desc(commentMs), desc(bookingComments.id))
    .limit(limit);
}

export type MessageLink = { serviceId: number | null; supplierName: string | null };

/** The service (and its supplier) each message was sent about, from the event of the action that sent it. */
export async function serviceOfMessages(db: Db, bookingId: number, messageIds: readonly number[]): Promise<Map<number, MessageLink>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ messageId: bookingEvents.messageId, serviceId: bookingEvents.serviceId, supplierName: bookingServices.supplierName })
    .from(bookingEvents)
    .leftJoin(bookingServices, eq(bookingServices.id, bookingEvents.serviceId))
    .where(and(eq(bookingEvents.bookingId, bookingId), inArray(bookingEvents.messageId, [...messageIds])))
    .orderBy(asc(bookingEvents.id));
  const links = new Map<number, MessageLink>();
  for (const row of rows) {
    if (row.messageId !== null && !links.has(row.messageId)) links.set(row.messageId, { serviceId: row.serviceId, supplierName: row.supplierName });
  }
  return links;
}
