import { MAX_ID, type MessageChannel, type TimelineEntry } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { contactsOfSuppliers } from '../catalogue/index.ts';
import { countRecordMessages, recordMessagesBefore, type TimelineBound, type TimelineMessage } from '../messaging/index.ts';
import { findBooking, servicesOfBooking, type BookingRow } from './booking-rows.repository.ts';
import { excerpt } from './comments.service.ts';
import { commentsBefore, countEventsAndComments, eventsBefore, serviceOfMessages, type MessageLink, type TimelineCommentRow, type TimelineEventRow } from './timeline.repository.ts';
import { staffNames } from '../admin/index.ts';

/**
 * One timeline of everything that happened to a booking, newest first: its events (the booking's and
 * its services'), the messages about it, and its comments. Each source is read before a keyset
 * cursor, `page_size + 1` of each, merged and cut, so entries that arrive while someone pages land
 * above what they read and nothing is lost or shown twice.
 *
 * The order is (time desc, source, id desc), time in whole milliseconds. The cursor names the last
 * entry of a page: `<epoch ms, 13 digits>.<source>.<id>`.
 */

/**
 * The sources, in the order they take within one millisecond. Payments join here when their area
 * lands: a `payment` source reading the booking's payments before the bound, with its entries of
 * kind `payment` (TIMELINE_KINDS has it already).
 */
const SOURCES = ['comment', 'event', 'message'] as const;
type Source = (typeof SOURCES)[number];

type Cursor = { atMs: number; source: Source; id: number };

type Found =
  | { source: 'event'; id: number; atMs: number; row: TimelineEventRow }
  | { source: 'message'; id: number; atMs: number; row: TimelineMessage }
  | { source: 'comment'; id: number; atMs: number; row: TimelineCommentRow };

export type TimelinePart = { count: number; results: TimelineEntry[]; /** The cursor of the page after, null at the end. */ nextBefore: string | null };

const CURSOR_PATTERN = /^(\d{13})\.([a-z]+)\.(\d{1,10})$/;

export function cursorOf(entry: { atMs: number; source: Source; id: number }): string {
  return `${String(entry.atMs).padStart(13, '0')}.${entry.source}.${entry.id}`;
}

function parseCursor(before: string | undefined): Cursor | null {
  if (before === undefined) return null;
  const match = CURSOR_PATTERN.exec(before);
  const source = SOURCES.find((name) => name === match?.[2]);
  if (!match || !source) throw validationError({ before: ['Not a timeline cursor'] });
  return { atMs: Number(match[1]), source, id: Number(match[3]) };
}

/**
 * Where one source resumes: within the cursor's millisecond, a source that sorts before the cursor's
 * was read to its end, the cursor's own source goes on below the cursor's id, and one that sorts
 * after has not been started (every id of that millisecond is still to come).
 */
function boundFor(source: Source, cursor: Cursor | null): TimelineBound | null {
  if (cursor === null) return null;
  if (source < cursor.source) return { atMs: cursor.atMs, id: 0 };
  if (source === cursor.source) return { atMs: cursor.atMs, id: cursor.id };
  return { atMs: cursor.atMs, id: MAX_ID + 1 };
}

function inOrder(a: Found, b: Found): number {
  if (a.atMs !== b.atMs) return b.atMs - a.atMs;
  if (a.source !== b.source) return a.source < b.source ? -1 : 1;
  return b.id - a.id;
}

const CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'Mail', whatsapp: 'WhatsApp' };

/** The first line with words in it, as a timeline row shows it. */
function firstLine(text: string): string | null {
  const line = text.split('\n').find((candidate) => candidate.trim() !== '');
  return line === undefined ? null : excerpt(line, 200);
}

const blank = { service_id: null, message: null, comment_id: null } as const;

type Names = ReadonlyMap<number, string>;

function eventEntry(found: Extract<Found, { source: 'event' }>, names: Names): TimelineEntry {
  const { row } = found;
  const staff = row.actorKind === 'staff' && row.actorId !== null ? { id: row.actorId, name: names.get(row.actorId) ?? '' } : null;
  const label = staff ? staff.name : row.actorKind === 'supplier' ? `${row.supplierName ?? 'The supplier'} (supplier)` : row.actorKind === 'system' ? 'System' : 'Staff';
  return {
    ...blank,
    id: `event:${row.id}`,
    kind: row.serviceId === null ? 'booking' : 'service',
    at: new Date(row.atMs).toISOString(),
    actor: staff,
    actor_label: label,
    title: row.title,
    detail: row.detail === '' ? null : row.detail,
    service_id: row.serviceId,
  };
}

function messageEntry(found: Extract<Found, { source: 'message' }>, booking: BookingRow, names: Names, link: MessageLink | undefined): TimelineEntry {
  const { row } = found;
  const outgoing = row.direction === 'out';
  const address = outgoing ? row.toAddress : row.fromAddress;
  const party = row.party === 'customer' ? 'the customer' : row.party === 'supplier' ? (link?.supplierName ?? 'the supplier') : address;
  const sender = outgoing && row.sentBy !== null ? { id: row.sentBy, name: names.get(row.sentBy) ?? '' } : null;
  let label: string;
  if (outgoing) label = sender ? sender.name : 'System';
  else if (row.party === 'customer') label = `${booking.customerName} (customer)`;
  else if (row.party === 'supplier') label = `${link?.supplierName ?? 'The supplier'} (supplier)`;
  else label = address;
  return {
    ...blank,
    id: `message:${row.id}`,
    kind: 'message',
    at: new Date(row.atMs).toISOString(),
    actor: sender,
    actor_label: label,
    title: `${CHANNEL_NAMES[row.channel]} ${outgoing ? 'to' : 'from'} ${party}`,
    detail: firstLine(row.bodyText),
    service_id: link?.serviceId ?? null,
    message: { id: row.id, channel: row.channel, direction: row.direction, status: row.status },
  };
}

function commentEntry(found: Extract<Found, { source: 'comment' }>, names: Names): TimelineEntry {
  const { row } = found;
  const author = { id: row.authorId, name: names.get(row.authorId) ?? '' };
  return {
    ...blank,
    id: `comment:${row.id}`,
    kind: 'comment',
    at: new Date(row.atMs).toISOString(),
    actor: author,
    actor_label: author.name,
    title: 'Comment',
    detail: excerpt(row.body, 200),
    comment_id: row.id,
  };
}

const addressKey = (address: string) => address.trim().toLowerCase();

/** The booking's suppliers by the addresses of their contacts, under the names the booking's services give them. */
async function suppliersByAddress(db: Db, bookingId: number): Promise<Map<string, string>> {
  const names = new Map<number, string | null>();
  for (const service of await servicesOfBooking(db, bookingId)) if (service.supplierId !== null) names.set(service.supplierId, service.supplierName);
  const byAddress = new Map<string, string>();
  for (const [supplierId, supplier] of await contactsOfSuppliers(db, [...names.keys()])) {
    const name = names.get(supplierId) ?? null;
    for (const contact of supplier.contacts) {
      for (const address of [contact.email, contact.whatsapp, contact.phone]) if (address) byAddress.set(addressKey(address), name ?? supplier.displayName);
    }
  }
  return byAddress;
}

/**
 * The service and supplier of each message: from the event of the action that sent it, else (a
 * cancellation tells every supplier under one booking event) the supplier whose contact it went to or came from.
 */
async function messageLinks(db: Db, bookingId: number, rows: readonly TimelineMessage[]): Promise<Map<number, MessageLink>> {
  const links = await serviceOfMessages(
    db,
    bookingId,
    rows.map((row) => row.id),
  );
  const unnamed = rows.filter((row) => row.party === 'supplier' && !links.get(row.id)?.supplierName);
  if (unnamed.length === 0) return links;
  const byAddress = await suppliersByAddress(db, bookingId);
  for (const row of unnamed) {
    const supplierName = byAddress.get(addressKey(row.direction === 'out' ? row.toAddress : row.fromAddress)) ?? null;
    links.set(row.id, { serviceId: links.get(row.id)?.serviceId ?? null, supplierName });
  }
  return links;
}

/** A page of the booking's timeline before the cursor (from the newest without one); 404 for no booking, 400 for a cursor that is not one. */
export async function bookingTimeline(db: Db, bookingId: number, query: { before?: string | undefined; page_size: number }, withMoney: boolean): Promise<TimelinePart> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound('Booking not found.');
  const cursor = parseCursor(query.before);
  const take = query.page_size + 1;
  // Payments' events and mails are for holders of payments.view.
  const record = { recordType: 'booking' as const, recordId: bookingId, ...(withMoney ? {} : { withoutTemplatePrefix: 'payment_' }) };

  // The sources and their counts are independent reads: one round of them, not five in turn.
  const [events, messages, comments, eventsAndComments, messageCount] = await inParallel(db, [
    () => eventsBefore(db, bookingId, boundFor('event', cursor), take, withMoney),
    () => recordMessagesBefore(db, record, boundFor('message', cursor), take),
    () => commentsBefore(db, bookingId, boundFor('comment', cursor), take),
    () => countEventsAndComments(db, bookingId, withMoney),
    () => countRecordMessages(db, record),
  ]);
  const merged: Found[] = [
    ...events.map((row) => ({ source: 'event' as const, id: row.id, atMs: row.atMs, row })),
    ...messages.map((row) => ({ source: 'message' as const, id: row.id, atMs: row.atMs, row })),
    ...comments.map((row) => ({ source: 'comment' as const, id: row.id, atMs: row.atMs, row })),
  ].sort(inOrder);
  const page = merged.slice(0, query.page_size);
  const last = page.at(-1);

  const people = page.map((found) => (found.source === 'event' ? found.row.actorId : found.source === 'message' ? found.row.sentBy : found.row.authorId));
  const pageMessages = page.flatMap((found) => (found.source === 'message' ? [found.row] : []));
  const [names, links] = await inParallel(db, [() => staffNames(db, people), () => messageLinks(db, bookingId, pageMessages)]);
  const results = page.map((found) => {
    if (found.source === 'event') return eventEntry(found, names);
    if (found.source === 'message') return messageEntry(found, booking, names, links.get(found.id));
    return commentEntry(found, names);
  });
  return { count: eventsAndComments + messageCount, results, nextBefore: merged.length > query.page_size && last ? cursorOf(last) : null };
}
