import { systemActor } from '../../core/actor.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import type { Db } from '../../db/client.ts';
import { gatewayLinkSchema, gatewayPaymentEntitySchema, LINK_EVENTS, linkOfEntity, webhookEnvelopeSchema, type GatewayLink } from './gateway-client.ts';
import { applyGatewayState } from './link-sync.service.ts';
import { findLink, insertGatewayEvent, linkOfGatewayId, linkOfReference, lockGatewayEvent, setEventOutcome } from './links.repository.ts';
import { lockBookingForMoney } from './payment-writes.ts';
import { moneyTransaction } from './receipt-numbering.ts';

/**
 * What a well-signed webhook changes, in two steps. The request records the event once by its id,
 * with the job that applies it, in one short transaction, and is answered 200 at once: Razorpay waits
 * 5 s for an answer, retries what it does not get and in the end disables the webhook, so the answer
 * must not wait on the booking's lock or the receipt counter. A redelivery finds the id recorded and
 * changes nothing. The job then applies the event in one money transaction: the event's row locked
 * and still `received` (else it was applied already), the booking locked, the payment, its
 * allocation and the link's new status written together or not at all; its receipt number is taken
 * last, just before commit (see receipt-numbering.ts). What we cannot use is recorded as such.
 *
 * An application that fails rolls back whole and is tried again by the job queue's backoff; after
 * its last attempt the job is `dead` (in the operators' job list, with its error, to retry) and the
 * event stays `received`, so a retry of the job still applies it, and the link's refreshes (before
 * and after expiry, refresh-payment) fetch the same payments from the gateway.
 */

/** What taking in a delivery came to: a link event queued to apply, anything else ignored, a repeated id. */
export type ReceiveOutcome = 'received' | 'ignored' | 'duplicate';
/** What applying a queued event came to; `done` when it had been applied before (a retried job). */
export type ApplyEventOutcome = 'applied' | 'ignored' | 'unknown_link' | 'done';

/** The job that applies one recorded gateway event; its payload names the `gateway_events` row. */
export const GATEWAY_EVENT_JOB = 'payments.gateway-event';
/** Attempts of that job: its backoff (10 s doubling, capped at 1 h) spreads ten over about 1.5 hours. */
export const GATEWAY_EVENT_ATTEMPTS = 10;

const GATEWAY = 'razorpay';
const LINK_EVENT_NAMES: ReadonlySet<string> = new Set(LINK_EVENTS);

/** The link's state a link event reports: the link entity, with the payment the event carries. */
function stateOfEvent(payload: { payment_link?: { entity: unknown } | undefined; payment?: { entity: unknown } | undefined }): GatewayLink | null {
  const entity = gatewayLinkSchema.safeParse(payload.payment_link?.entity);
  if (!entity.success) return null;
  const state = linkOfEntity(entity.data);
  const payment = gatewayPaymentEntitySchema.safeParse(payload.payment?.entity);
  if (payment.success && payment.data.status === 'captured' && !state.payments.some((known) => known.id === payment.data.id)) {
    state.payments.push({ id: payment.data.id, amountPaise: payment.data.amount, method: payment.data.method, createdAt: new Date(payment.data.created_at * 1000) });
  }
  return state;
}

/** The event's name (or `unreadable`) and, for a link event, the link's state it reports. */
function readEvent(payload: unknown): { name: string; state: GatewayLink | null } {
  const envelope = webhookEnvelopeSchema.safeParse(payload);
  if (!envelope.success) return { name: 'unreadable', state: null };
  return { name: envelope.data.event, state: LINK_EVENT_NAMES.has(envelope.data.event) ? stateOfEvent(envelope.data.payload) : null };
}

/**
 * Takes in one delivery (its signature already checked): `eventId` from X-Razorpay-Event-Id, or the
 * body's digest when the header is missing (the same bytes again are the same event). A link event
 * is recorded `received` with its job in the same transaction, so an event answered 200 is always
 * applied; any other event is recorded `ignored`, with nothing to do.
 */
export async function receiveGatewayWebhook(db: Db, delivery: { payload: unknown; eventId: string }, now: Date = new Date()): Promise<ReceiveOutcome> {
  const { name, state } = readEvent(delivery.payload);
  return db.transaction(async (tx) => {
    const recorded = await insertGatewayEvent(tx, {
      gateway: GATEWAY,
      eventId: delivery.eventId,
      event: name.slice(0, 100),
      gatewayLinkId: state?.id ?? null,
      payload: (delivery.payload ?? {}) as object,
      outcome: state ? 'received' : 'ignored',
      receivedAt: now,
    });
    if (!recorded) return 'duplicate';
    if (!state) return 'ignored';
    await enqueue(tx, { name: GATEWAY_EVENT_JOB, payload: { gatewayEventId: recorded.id }, maxAttempts: GATEWAY_EVENT_ATTEMPTS });
    return 'received';
  });
}

/**
 * Applies a recorded event, exactly once: its row is locked first and left alone unless still
 * `received`, so a job run twice (a retry after a lost outcome, an operator's retry) changes nothing
 * the second time. Throws when applying fails: everything of this attempt is rolled back and the
 * event stays `received` for the next.
 */
export async function applyGatewayEvent(db: Db, gatewayEventId: number, now: Date = new Date()): Promise<ApplyEventOutcome> {
  return moneyTransaction(db, async (tx) => {
    const event = await lockGatewayEvent(tx, gatewayEventId);
    if (!event || event.outcome !== 'received') return 'done';
    const { state } = readEvent(event.payload);
    if (!state) {
      await setEventOutcome(tx, event.id, 'ignored');
      return 'ignored';
    }
    // A link we asked for but whose answer we never stored (a crash) is found by our reference_id.
    const found = (await linkOfGatewayId(tx, GATEWAY, state.id)) ?? (state.referenceId ? await linkOfReference(tx, state.referenceId) : undefined);
    if (!found || (found.gatewayLinkId !== null && found.gatewayLinkId !== state.id)) {
      await setEventOutcome(tx, event.id, 'unknown_link');
      return 'unknown_link';
    }
    const booking = await lockBookingForMoney(tx, found.bookingId);
    const link = await findLink(tx, found.id);
    if (!link) throw new Error(`payment link ${found.id} vanished under its booking's lock`);
    const outcome = await applyGatewayState(tx, systemActor(`webhook:${event.eventId}`.slice(0, 64)), booking, link, state, now);
    const result = outcome.changed ? 'applied' : 'ignored';
    await setEventOutcome(tx, event.id, result);
    return result;
  });
}
