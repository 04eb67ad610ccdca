import type { LinkStatus } from '@ua/contracts';
import { systemActor, type ActorContext } from '../../core/actor.ts';
import { enqueue } from '../../core/jobs/enqueue.ts';
import type { Db } from '../../db/client.ts';
import { noteOnBookingTimeline, type BookingForPayments } from '../bookings/index.ts';
import { formatMoney, todayInIndia } from '../itineraries/index.ts';
import type { GatewayLink, GatewayLinkStatus } from './gateway-client.ts';
import { recordedOfLink, updateLink } from './links.repository.ts';
import { paymentOfGatewayId, type LinkRow } from './payment-rows.repository.ts';
import { recordPaymentInTx } from './record.service.ts';

/**
 * Applies what the gateway says of a link (a webhook, or a fetch for refresh-payment and the jobs):
 * each captured payment not yet recorded is recorded, through the same path as staff's payments,
 * and the link's status moves forward only. One function for both, so a lost webhook recovered by
 * refresh lands exactly as the webhook would have.
 */

/** The job that asks the gateway for a link's state (near its expiry, after it, or when money is missing). */
export const LINK_REFRESH_JOB = 'payments.link-refresh';

const OPEN_RANK: Partial<Record<LinkStatus, number>> = { creating: 0, failed: 0, created: 1, partially_paid: 2 };

/**
 * The status after the gateway reported one. `paid` is final and wins over everything (money came
 * in); `expired` and `cancelled` end an open link and are never undone, except by `paid`; among the
 * open states a report only moves forward (a late `partially_paid` after `paid` changes nothing).
 */
export function nextLinkStatus(current: LinkStatus, reported: GatewayLinkStatus): LinkStatus {
  if (current === 'paid' || reported === 'paid') return 'paid';
  if (current === 'expired' || current === 'cancelled') return current;
  if (reported === 'expired' || reported === 'cancelled') return reported;
  return (OPEN_RANK[reported] ?? 0) > (OPEN_RANK[current] ?? 0) ? reported : current;
}

export type ApplyOutcome = { link: LinkRow; changed: boolean; recorded: number };

/**
 * In the caller's transaction, the booking locked by the caller: records each captured payment of
 * the report not yet recorded (method `gateway`, allocated to the link's due, what it does not take
 * held as credit), then moves the link's status and paid amount forward. Status changes to paid and
 * expired go on the booking's timeline. When the gateway says more was paid than we have recorded
 * (a payment's own event lost or still to come), a refresh is queued to fetch the rest.
 */
export async function applyGatewayState(tx: Db, actor: ActorContext, booking: BookingForPayments, link: LinkRow, state: GatewayLink, now: Date = new Date()): Promise<ApplyOutcome> {
  let recorded = 0;
  for (const payment of state.payments) {
    if (await paymentOfGatewayId(tx, payment.id)) continue;
    await recordPaymentInTx(
      tx,
      systemActor(actor.requestId),
      booking,
      {
        amountPaise: payment.amountPaise,
        method: 'gateway',
        reference: payment.id,
        receivedOn: todayInIndia(payment.createdAt),
        notes: `Paid through payment link ${link.referenceId} (${payment.method.toUpperCase()}).`,
        dueIds: [link.dueId],
        idempotencyKey: `gateway:${payment.id}`,
        linkId: link.id,
        gatewayPaymentId: payment.id,
        arrived: true,
      },
      now,
    );
    recorded += 1;
  }

  const status = nextLinkStatus(link.status, state.status);
  const amountPaid = Math.max(link.amountPaidPaise, state.amountPaidPaise);
  const adopt = link.gatewayLinkId === null ? { gatewayLinkId: state.id, shortUrl: state.shortUrl || null } : {};
  const changed = status !== link.status || amountPaid !== link.amountPaidPaise || link.gatewayLinkId === null;
  const after = await updateLink(tx, link.id, {
    ...adopt,
    status,
    amountPaidPaise: amountPaid,
    lastSyncedAt: now,
    ...(status === 'cancelled' && link.cancelledAt === null ? { cancelledAt: now } : {}),
    ...(status !== 'failed' ? { error: null } : {}),
  });

  if (status !== link.status && (status === 'paid' || status === 'expired')) {
    const amount = formatMoney(link.amountPaise, link.currency);
    await noteOnBookingTimeline(tx, actor, {
      bookingId: booking.id,
      kind: status === 'paid' ? 'payment_link_paid' : 'payment_link_expired',
      title: status === 'paid' ? `Payment link of ${amount} paid` : `Payment link of ${amount} expired`,
      detail: status === 'paid' ? `Link ${link.referenceId}` : `Link ${link.referenceId}; ${formatMoney(amountPaid, link.currency)} of it was paid`,
    });
  }

  if ((await recordedOfLink(tx, link.id)) < amountPaid) {
    await enqueue(tx, { name: LINK_REFRESH_JOB, payload: { linkId: link.id }, idempotencyKey: `${LINK_REFRESH_JOB}:${link.id}:paid-${amountPaid}` });
  }
  return { link: after, changed: changed || recorded > 0, recorded };
}

/** Refreshes queued for a new link: half an hour before it expires, and just after (a lost `expired` or a last payment). */
export async function scheduleLinkRefreshes(tx: Db, link: LinkRow): Promise<void> {
  const before = new Date(link.expireBy.getTime() - 30 * 60_000);
  const after = new Date(link.expireBy.getTime() + 5 * 60_000);
  await enqueue(tx, { name: LINK_REFRESH_JOB, payload: { linkId: link.id }, runAt: before, idempotencyKey: `${LINK_REFRESH_JOB}:${link.id}:before-expiry` });
  await enqueue(tx, { name: LINK_REFRESH_JOB, payload: { linkId: link.id }, runAt: after, idempotencyKey: `${LINK_REFRESH_JOB}:${link.id}:after-expiry` });
}
