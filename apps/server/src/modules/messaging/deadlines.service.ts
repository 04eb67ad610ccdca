import type { Db } from '../../db/client.ts';
import { raiseEach } from '../../lib/deadlines.ts';
import { bookingsOfReplies, type BookingOfReply } from '../bookings/index.ts';
import { contactsOfSuppliers, supplierOfNumber } from '../catalogue/index.ts';
import { todayInIndia, tripsOfReplies, type TripOfNumber } from '../itineraries/index.ts';
import { notify } from '../notifications/index.ts';
import { waitingReplies, type WaitingReply } from './deadlines.repository.ts';

/**
 * Messaging's deadline: a WhatsApp message from a customer or a supplier that nobody has answered for
 * an hour. It reaches whom the message was routed to when it came (whatsapp-webhook.service.ts): who
 * runs the booking (its owner while nobody does), the trip's owner, or for a supplier with no booking
 * waiting on it, whoever last wrote to them. Raised once per waiting conversation (the key is its
 * first unanswered message: a second message before anyone answers raises nothing new), and not once
 * staff write back. Only messages of the last 24 hours count: after that WhatsApp takes templates only,
 * and the conversation is no longer one to answer.
 */

/** How long a message may wait for an answer before its person is told. */
export const ANSWER_WITHIN_MINUTES = 60;
/** The customer-service window: a message older than this can no longer be answered freely. */
const WINDOW_MS = 24 * 3_600_000;
const EXCERPT_LENGTH = 80;

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);
const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "at 10:40", or "yesterday at 22:10": when it came, on India's clocks. */
function receivedText(receivedAt: Date, now: Date): string {
  const at = `at ${CLOCK.format(receivedAt)}`;
  return todayInIndia(receivedAt) === todayInIndia(now) ? at : `yesterday ${at}`;
}

type Routed = { reply: WaitingReply; userId: number; who: string; about: string; link: string };

/** Whom each waiting message goes to and how its notice names it; the records read in one query per kind. */
async function route(db: Db, replies: readonly WaitingReply[]): Promise<Routed[]> {
  const idsOf = (type: WaitingReply['recordType']) => replies.filter((reply) => reply.recordType === type).map((reply) => reply.recordId ?? 0);
  const bookings = new Map<number, BookingOfReply>((await bookingsOfReplies(db, idsOf('booking'))).map((row) => [row.id, row]));
  const trips = new Map<number, TripOfNumber>((await tripsOfReplies(db, idsOf('itinerary'))).map((row) => [row.id, row]));
  const suppliers = await contactsOfSuppliers(db, idsOf('supplier'));
  const routed: Routed[] = [];
  for (const reply of replies) {
    const id = reply.recordId ?? 0;
    const booking = reply.recordType === 'booking' ? bookings.get(id) : undefined;
    const trip = reply.recordType === 'itinerary' ? trips.get(id) : undefined;
    const supplier = reply.recordType === 'supplier' ? suppliers.get(id) : undefined;
    if (booking) {
      // A supplier's answer on a booking names the supplier, found by the number it wrote from.
      const who = reply.party === 'supplier' ? ((await supplierOfNumber(db, reply.fromAddress))?.displayName ?? reply.fromAddress) : booking.customerName;
      routed.push({ reply, userId: booking.assignedToId ?? booking.ownerId, who, about: ` about ${booking.reference}`, link: `/bookings/${booking.id}` });
    } else if (trip) {
      routed.push({ reply, userId: trip.ownerId, who: trip.customerName, about: ` about ${trip.title}`, link: `/itineraries/${trip.id}` });
    } else if (supplier && reply.lastSenderId !== null) {
      routed.push({ reply, userId: reply.lastSenderId, who: supplier.displayName, about: '', link: `/suppliers/${supplier.id}` });
    }
  }
  return routed;
}

async function raiseWaiting(tx: Db, routed: Routed, now: Date): Promise<number> {
  const { reply } = routed;
  return notify(
    tx,
    { userIds: [routed.userId] },
    {
      type: 'whatsapp',
      message: `${routed.who} wrote on WhatsApp${routed.about} ${receivedText(reply.receivedAt, now)} and has had no answer for over an hour: “${excerpt(reply.bodyText)}”`,
      link: routed.link,
      key: `whatsapp-unanswered:${reply.id}`,
    },
  );
}

/** One sweep: the waiting conversations in one query, their records in one per kind, each raised in a short transaction of its own. Answers how many bells were reached. */
export async function raiseMessagingDeadlines(db: Db, now: Date, signal?: AbortSignal): Promise<number> {
  const replies = await waitingReplies(db, new Date(now.getTime() - WINDOW_MS), new Date(now.getTime() - ANSWER_WITHIN_MINUTES * 60_000));
  if (replies.length === 0) return 0;
  const routed = await route(db, replies);
  return raiseEach(db, routed, (entry) => `message ${entry.reply.id}`, (tx, entry) => raiseWaiting(tx, entry, now), signal);
}
