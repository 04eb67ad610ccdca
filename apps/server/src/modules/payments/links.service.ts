import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { PAYMENT_AUDIT_ENTITY_TYPES, type linkCreateRequestSchema, type PaymentLink } from '@ua/contracts';
import type { ActorContext, ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { staffNames } from '../admin/index.ts';
import { noteOnBookingTimeline } from '../bookings/index.ts';
import { formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { GatewayRefusedError, GatewayUnavailableError, type GatewayLink, type PaymentGateway } from './gateway-client.ts';
import { applyGatewayState, scheduleLinkRefreshes } from './link-sync.service.ts';
import { findLink, insertLink, linkOfKey, markReplaced, unfinishedLinksOfDue, updateLink } from './links.repository.ts';
import { openOf } from './money-rules.ts';
import { linkView } from './money-view.ts';
import { duesOf, findDue, type LinkRow } from './payment-rows.repository.ts';
import { lockBookingForMoney, lockLiveBookingForMoney } from './payment-writes.ts';
import { moneyTransaction } from './receipt-numbering.ts';

/**
 * Payment links through the gateway: made for a due's open amount (or part of it), cancelled, and
 * refreshed from the gateway. Nothing calls the gateway inside a transaction: a new link's row is
 * written first (`creating`, with our reference_id), the gateway is asked, and its answer is stored
 * in a second transaction; a crash between the two is found again by the reference_id, which the
 * gateway keeps unique. One live link per due: a new one cancels the old one at the gateway first.
 */

/** A link still `creating` after this long lost its request (a crash): it no longer blocks a new one. */
export const STALE_CREATING_MS = 10 * 60_000;

type CreateRequest = z.output<typeof linkCreateRequestSchema>;
type Ctx = ServiceContext<ActorContext>;

/** The link as the API answers it. */
export async function linkAnswer(db: Db, link: LinkRow): Promise<PaymentLink> {
  return linkView(link, await staffNames(db, [link.createdBy]));
}

function requireGateway(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new AppError('payment.gateway_unconfigured', 'Payment links are off: no payment gateway is set up on this server (PAYMENT_GATEWAY_URL and its keys).');
  return gateway;
}

/** Ours, ≤ 40 characters and unique at the gateway even across databases that share its account. */
function referenceIdOf(linkId: number): string {
  return `UA-L-${linkId}-${randomBytes(4).toString('hex')}`;
}

const unavailable = (error: GatewayUnavailableError) => new AppError('payment.gateway_failed', `The payment gateway could not be reached; try again in a moment. (${error.message})`);

/** Ends a link that was never made (or is given up on) as `failed`, with the reason staff will read. */
async function markFailed(db: Db, linkId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await findLink(tx, linkId);
    if (!link) return;
    await lockBookingForMoney(tx, link.bookingId);
    const current = await findLink(tx, linkId);
    if (current?.status === 'creating') await updateLink(tx, linkId, { status: 'failed', error: reason.slice(0, 500) });
  });
}

/** Applies a report of the gateway to a link, in a transaction of its own. */
async function applyReport(db: Db, actor: ActorContext, linkId: number, state: GatewayLink, now: Date): Promise<LinkRow> {
  return moneyTransaction(db, async (tx) => {
    const found = await findLink(tx, linkId);
    if (!found) throw notFound('Payment link not found.');
    const booking = await lockBookingForMoney(tx, found.bookingId);
    const link = (await findLink(tx, linkId)) ?? found;
    return (await applyGatewayState(tx, actor, booking, link, state, now)).link;
  });
}

/**
 * Cancels a superseded link at the gateway and marks it replaced. When the gateway will not (the
 * customer paid it meanwhile), its state is applied and the new link is refused: 409.
 */
async function retire(ctx: Ctx, gateway: PaymentGateway, old: LinkRow, replacement: LinkRow, now: Date): Promise<void> {
  let gatewayId = old.gatewayLinkId;
  if (gatewayId === null) {
    const made = await gateway.findByReference(old.referenceId);
    if (!made) {
      await markFailed(ctx.db, old.id, 'The gateway never made this link; a new one replaced it.');
      return;
    }
    gatewayId = made.id;
  }
  let state: GatewayLink;
  try {
    state = await gateway.cancelLink(gatewayId);
  } catch (error) {
    if (!(error instanceof GatewayRefusedError)) throw error;
    const after = await applyReport(ctx.db, ctx.actor, old.id, await gateway.fetchLink(gatewayId), now);
    if (after.status === 'cancelled' || after.status === 'expired') return;
    throw new AppError('payment.link_state', `The open link ${old.referenceId} could not be cancelled (${error.description}): it is ${after.status.replace('_', ' ')} now.`);
  }
  await moneyTransaction(ctx.db, async (tx) => {
    const booking = await lockBookingForMoney(tx, old.bookingId);
    const link = (await findLink(tx, old.id)) ?? old;
    const { link: after } = await applyGatewayState(tx, ctx.actor, booking, link, state, now);
    await updateLink(tx, after.id, { replacedById: replacement.id });
    await recordAudit(tx, ctx.actor, { action: 'cancel', entityType: PAYMENT_AUDIT_ENTITY_TYPES.link, entityId: old.id, before: { status: old.status }, after: { status: after.status, replaced_by: replacement.id } });
    await noteOnBookingTimeline(tx, ctx.actor, { bookingId: booking.id, kind: 'payment_link_cancelled', title: `Payment link of ${formatMoney(old.amountPaise, old.currency)} cancelled`, detail: `Link ${old.referenceId}, replaced by a new link` });
  });
}

type Started = { kind: 'replay'; link: LinkRow } | { kind: 'new'; link: LinkRow; retiring: LinkRow[]; dueLabel: string; booking: { reference: string; tripTitle: string; customerName: string; customerEmail: string; customerPhone: string } };

/**
 * The spec's partial link generator: a link for a due's open amount, or a part of it (never more:
 * 400), on a booking not cancelled. The same idempotency key answers the link it made (`created`
 * false). A due has one live link: an open one is cancelled at the gateway first; a partly paid one
 * cannot be (409). The gateway refusing or unreachable: the link is kept as `failed` with the reason
 * and the answer is 502; no gateway in production: 503.
 */
export async function createLink(ctx: Ctx, gatewayOrNull: PaymentGateway | null, request: CreateRequest, now: Date = new Date()): Promise<{ link: LinkRow; created: boolean }> {
  const gateway = requireGateway(gatewayOrNull);
  const started = await ctx.db.transaction(async (tx): Promise<Started> => {
    const found = await findDue(tx, request.due_id);
    if (!found) throw notFound('Due not found.');
    const booking = await lockLiveBookingForMoney(tx, found.bookingId);
    // Read under the lock: the same key sent twice at once makes one link.
    const existing = await linkOfKey(tx, request.idempotency_key);
    if (existing) {
      if (existing.dueId !== request.due_id || (request.amount_paise !== undefined && request.amount_paise !== existing.amountPaise)) {
        throw new AppError('payment.idempotency_conflict', 'This idempotency key was used for a different link: start again to make another.');
      }
      return { kind: 'replay', link: existing };
    }
    const due = (await duesOf(tx, booking.id)).find((row) => row.id === request.due_id);
    if (!due) throw notFound('Due not found.');
    const open = openOf({ ...due, waived: due.waivedAt !== null });
    if (open === 0) throw new AppError('payment.link_state', `${due.label} has nothing left to pay${due.waivedAt ? ' (it is waived)' : ''}.`);
    const amount = request.amount_paise ?? open;
    if (amount > open) throw validationError({ amount_paise: [`At most the ${formatMoney(open, booking.currency)} still open on ${due.label}`] });

    const unfinished = await unfinishedLinksOfDue(tx, due.id);
    const partlyPaid = unfinished.find((link) => link.status === 'partially_paid');
    if (partlyPaid) throw new AppError('payment.link_state', `${due.label} has a partly paid link (${partlyPaid.referenceId}); a gateway cannot cancel it. Let the customer finish paying it, or wait until it expires.`);
    const busy = unfinished.find((link) => link.status === 'creating' && now.getTime() - link.createdAt.getTime() < STALE_CREATING_MS);
    if (busy) throw new AppError('payment.link_state', `A link for ${due.label} is being made right now; try again in a moment.`);

    const placeholder = await insertLink(tx, {
      bookingId: booking.id,
      dueId: due.id,
      amountPaise: amount,
      currency: booking.currency,
      status: 'creating',
      gateway: gateway.name,
      referenceId: `pending-${randomBytes(8).toString('hex')}`,
      expireBy: new Date(now.getTime() + request.expire_in_days * 86_400_000),
      idempotencyKey: request.idempotency_key,
      createdBy: ctx.actor.userId,
    });
    const link = await updateLink(tx, placeholder.id, { referenceId: referenceIdOf(placeholder.id) });
    await recordAudit(tx, ctx.actor, {
      action: 'create_link',
      entityType: PAYMENT_AUDIT_ENTITY_TYPES.link,
      entityId: link.id,
      after: { booking: booking.reference, due: due.label, amount_paise: amount, reference_id: link.referenceId, expire_by: link.expireBy.toISOString(), replaces: unfinished.map((row) => row.referenceId) },
    });
    return { kind: 'new', link, retiring: unfinished, dueLabel: due.label, booking };
  });
  if (started.kind === 'replay') return { link: started.link, created: false };

  const { link, booking } = started;
  try {
    for (const old of started.retiring) await retire(ctx, gateway, old, link, now);
  } catch (error) {
    const reason = error instanceof AppError ? error.message : error instanceof Error ? error.message : String(error);
    await markFailed(ctx.db, link.id, `The old link could not be cancelled: ${reason}`);
    if (error instanceof GatewayUnavailableError) throw unavailable(error);
    throw error;
  }

  let made: GatewayLink;
  try {
    made = await gateway.createLink({
      amountPaise: link.amountPaise,
      currency: link.currency,
      customer: { name: booking.customerName, email: booking.customerEmail || undefined, contact: booking.customerPhone || undefined },
      referenceId: link.referenceId,
      expireBy: link.expireBy,
      description: `${started.dueLabel} for ${booking.reference}: ${booking.tripTitle}`.slice(0, 2048),
      notes: { booking: booking.reference, due_id: String(link.dueId), link_id: String(link.id) },
    });
  } catch (error) {
    const adopted = error instanceof GatewayRefusedError && error.referenceTaken ? await gateway.findByReference(link.referenceId).catch(() => null) : null;
    if (adopted && adopted.amountPaise === link.amountPaise) {
      made = adopted;
    } else if (error instanceof GatewayRefusedError) {
      await markFailed(ctx.db, link.id, error.description);
      throw new AppError('payment.gateway_failed', `The payment gateway refused the link: ${error.description}`);
    } else if (error instanceof GatewayUnavailableError) {
      await markFailed(ctx.db, link.id, 'The payment gateway could not be reached.');
      throw unavailable(error);
    } else {
      throw error;
    }
  }

  const stored = await moneyTransaction(ctx.db, async (tx) => {
    const bookingRow = await lockBookingForMoney(tx, link.bookingId);
    const current = (await findLink(tx, link.id)) ?? link;
    const { link: after } = await applyGatewayState(tx, ctx.actor, bookingRow, current, made, now);
    await markReplaced(tx, after.dueId, after.id);
    await scheduleLinkRefreshes(tx, after);
    await noteOnBookingTimeline(tx, ctx.actor, {
      bookingId: bookingRow.id,
      kind: 'payment_link_made',
      title: `Payment link of ${formatMoney(after.amountPaise, after.currency)} made for ${started.dueLabel}`,
      detail: `Link ${after.referenceId}, open until ${formatTripDate(todayInIndia(after.expireBy))}`,
    });
    return after;
  });
  return { link: stored, created: true };
}

/** Cancels an open link that nobody has paid yet, at the gateway and here. Partly paid, paid or ended links: 409. */
export async function cancelLink(ctx: Ctx, gatewayOrNull: PaymentGateway | null, linkId: number, now: Date = new Date()): Promise<LinkRow> {
  const gateway = requireGateway(gatewayOrNull);
  const link = await ctx.db.transaction(async (tx) => {
    const found = await findLink(tx, linkId);
    if (!found) throw notFound('Payment link not found.');
    await lockBookingForMoney(tx, found.bookingId);
    const current = (await findLink(tx, linkId)) ?? found;
    if (current.status !== 'created' || current.gatewayLinkId === null) {
      const why: Record<string, string> = {
        creating: 'is still being made',
        partially_paid: 'is partly paid: a gateway cannot cancel it',
        paid: 'is paid',
        expired: 'has expired already',
        cancelled: 'is cancelled already',
        failed: 'was never made (it failed)',
      };
      throw new AppError('payment.link_state', `The link ${current.referenceId} ${why[current.status] ?? 'cannot be cancelled'}.`);
    }
    return current;
  });
  const gatewayId = link.gatewayLinkId ?? '';
  let state: GatewayLink;
  try {
    state = await gateway.cancelLink(gatewayId);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw unavailable(error);
    if (!(error instanceof GatewayRefusedError)) throw error;
    // Paid or expired meanwhile: take the gateway's word for what it is now.
    let fetched: GatewayLink;
    try {
      fetched = await gateway.fetchLink(gatewayId);
    } catch {
      throw new AppError('payment.link_state', `The gateway would not cancel ${link.referenceId}: ${error.description}`);
    }
    const after = await applyReport(ctx.db, ctx.actor, link.id, fetched, now);
    throw new AppError('payment.link_state', `The gateway would not cancel ${link.referenceId} (${error.description}): it is ${after.status.replace('_', ' ')} now.`);
  }
  return moneyTransaction(ctx.db, async (tx) => {
    const booking = await lockBookingForMoney(tx, link.bookingId);
    const current = (await findLink(tx, link.id)) ?? link;
    const { link: after } = await applyGatewayState(tx, ctx.actor, booking, current, state, now);
    await recordAudit(tx, ctx.actor, { action: 'cancel', entityType: PAYMENT_AUDIT_ENTITY_TYPES.link, entityId: link.id, before: { status: link.status }, after: { status: after.status } });
    await noteOnBookingTimeline(tx, ctx.actor, { bookingId: booking.id, kind: 'payment_link_cancelled', title: `Payment link of ${formatMoney(link.amountPaise, link.currency)} cancelled`, detail: `Link ${link.referenceId}` });
    return after;
  });
}

/**
 * Asks the gateway for the link and applies what it says, in a transaction after the call. A link
 * still `creating` is looked up by its reference_id and adopted, or, once stale and unknown to the
 * gateway, failed. The gateway's errors come through as they are (the jobs tell a refusal from a
 * passing outage). Audited as `refresh` when staff asked, or when it changed something.
 */
export async function syncLink(ctx: Ctx, gateway: PaymentGateway, linkId: number, now: Date = new Date()): Promise<LinkRow> {
  const link = await findLink(ctx.db, linkId);
  if (!link) throw notFound('Payment link not found.');
  let state: GatewayLink | null;
  if (link.gatewayLinkId !== null) state = await gateway.fetchLink(link.gatewayLinkId);
  else if (link.status === 'creating') state = await gateway.findByReference(link.referenceId);
  else return link;
  if (state === null) {
    if (now.getTime() - link.createdAt.getTime() >= STALE_CREATING_MS) await markFailed(ctx.db, link.id, 'The gateway never made this link.');
    return (await findLink(ctx.db, link.id)) ?? link;
  }
  const report = state;
  return moneyTransaction(ctx.db, async (tx) => {
    const booking = await lockBookingForMoney(tx, link.bookingId);
    const current = (await findLink(tx, link.id)) ?? link;
    const outcome = await applyGatewayState(tx, ctx.actor, booking, current, report, now);
    if (ctx.actor.kind === 'staff' || outcome.changed) {
      await recordAudit(tx, ctx.actor, {
        action: 'refresh',
        entityType: PAYMENT_AUDIT_ENTITY_TYPES.link,
        entityId: link.id,
        before: { status: current.status, amount_paid_paise: current.amountPaidPaise },
        after: { status: outcome.link.status, amount_paid_paise: outcome.link.amountPaidPaise, payments_recorded: outcome.recorded },
      });
    }
    return outcome.link;
  });
}

/** The spec's refresh-payment, for staff: syncLink, the gateway's errors answered 502 (and 503 with no gateway). */
export async function refreshLink(ctx: Ctx, gatewayOrNull: PaymentGateway | null, linkId: number, now: Date = new Date()): Promise<LinkRow> {
  const gateway = requireGateway(gatewayOrNull);
  try {
    return await syncLink(ctx, gateway, linkId, now);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw unavailable(error);
    if (error instanceof GatewayRefusedError) throw new AppError('payment.gateway_failed', `The payment gateway would not say how the link stands: ${error.description}`);
    throw error;
  }
}
