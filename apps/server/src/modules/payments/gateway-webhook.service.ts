import { systemActor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { gatewayLinkSchema, gatewayPaymentEntitySchema, LINK_EVENTS, linkOfEntity, webhookEnvelopeSchema, type GatewayLink } from './gateway-client.ts';
import { applyGatewayState } from './link-sync.service.ts';
import { findLink, insertGatewayEvent, linkOfGatewayId, linkOfReference, setEventOutcome } from './links.repository.ts';
import { lockBookingForMoney } from './payment-writes.ts';
import { moneyTransaction } from './receipt-numbering.ts';

/**
 * What a well-signed webhook changes. Each event is recorded once by its id (a redelivery answers
 * 200 and does nothing); a link event's payment and state are applied in one transaction with the
 * event's record, the booking locked first, so a paid link records the payment, its allocation and
 * the link's new status together or not at all; its receipt number is taken last, just before commit
 * (see receipt-numbering.ts), so webhooks for other bookings do not queue behind this one. Everything
 * is answered 200 (a non-2xx would make Razorpay retry, and in the end disable the webhook): what we
 * cannot use is recorded as such.
 */

export type WebhookOutcome = 'applied' | 'ignored' | 'unknown_link' | 'duplicate';

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

/**
 * Takes in one delivery (its signature already checked): `eventId` from X-Razorpay-Event-Id, or the
 * body's digest when the header is missing (the same bytes again are the same event).
 */
export async function receiveGatewayWebhook(db: Db, delivery: { payload: unknown; eventId: string }, now: Date = new Date()): Promise<WebhookOutcome> {
  const envelope = webhookEnvelopeSchema.safeParse(delivery.payload);
  const eventName = envelope.success ? envelope.data.event : 'unreadable';
  const state = envelope.success && LINK_EVENT_NAMES.has(eventName) ? stateOfEvent(envelope.data.payload) : null;

  return moneyTransaction(db, async (tx) => {
    const recorded = await insertGatewayEvent(tx, {
      gateway: GATEWAY,
      eventId: delivery.eventId,
      event: eventName.slice(0, 100),
      gatewayLinkId: state?.id ?? null,
      payload: (delivery.payload ?? {}) as object,
      outcome: 'received',
      receivedAt: now,
    });
    if (!recorded) return 'duplicate';
    if (!state) {
      await setEventOutcome(tx, recorded.id, 'ignored');
      return 'ignored';
    }
    // A link we asked for but whose answer we never stored (a crash) is found by our reference_id.
    const found = (await linkOfGatewayId(tx, GATEWAY, state.id)) ?? (state.referenceId ? await linkOfReference(tx, state.referenceId) : undefined);
    if (!found || (found.gatewayLinkId !== null && found.gatewayLinkId !== state.id)) {
      await setEventOutcome(tx, recorded.id, 'unknown_link');
      return 'unknown_link';
    }
    const booking = await lockBookingForMoney(tx, found.bookingId);
    const link = await findLink(tx, found.id);
    if (!link) throw new Error(`payment link ${found.id} vanished under its booking's lock`);
    const outcome = await applyGatewayState(tx, systemActor(`webhook:${delivery.eventId}`.slice(0, 64)), booking, link, state, now);
    const result = outcome.changed ? 'applied' : 'ignored';
    await setEventOutcome(tx, recorded.id, result);
    return result;
  });
}
