import type { z } from 'zod';
import { PAYMENT_AUDIT_ENTITY_TYPES, type BookingMoney, type planRequestSchema, type waiveRequestSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { noteOnBookingTimeline } from '../bookings/index.ts';
import { formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { bookingMoney } from './money-view.ts';
import { planDues } from './money-rules.ts';
import { deleteDues, duesOf, duesWithHistory, findDue, insertDues, liveLinksOfDues, savePlan, updateDue, type DueRow } from './payment-rows.repository.ts';
import { lockLiveBookingForMoney, settleDues } from './payment-writes.ts';

type PlanRequest = z.output<typeof planRequestSchema>;

const dueFields = (due: Pick<DueRow, 'id' | 'label' | 'amountPaise' | 'dueDate'>) => ({ id: due.id, label: due.label, amount_paise: due.amountPaise, due_date: due.dueDate });

/**
 * Sets a booking's payment plan, or replaces it. The plan must add up to the booking's total (the
 * accepted version's price with taxes; 400 naming the gap otherwise). Dues that have a history (money
 * allocated to them, or a payment link) stay: a new plan lists them by id, may change their label and
 * date, and their amount only down to what is paid and never while a link is open; a plan that drops
 * them is refused (409 `payment.plan_has_payments`). Audited, and on the booking's timeline.
 */
export async function setPlan(ctx: ServiceContext, request: PlanRequest, now: Date = new Date()): Promise<BookingMoney> {
  await ctx.db.transaction(async (tx) => {
    const booking = await lockLiveBookingForMoney(tx, request.booking_id);
    const today = todayInIndia(now);
    const outcome = planDues(request.plan, { totalPaise: booking.totalPaise, today, startDate: booking.startDate });
    if (!outcome.ok) throw validationError(outcome.errors, 'The payment plan must add up to the booking’s total.');

    const before = await duesOf(tx, booking.id);
    const byId = new Map(before.map((due) => [due.id, due]));
    const kept = await duesWithHistory(tx, booking.id);
    const live = new Set((await liveLinksOfDues(tx, [...kept])).map((link) => link.dueId));
    const listed = new Set(outcome.dues.flatMap((due) => (due.id === undefined ? [] : [due.id])));

    for (const id of listed) {
      if (!byId.has(id)) throw validationError({ 'plan.instalments': ['A due listed is not one of this booking’s'] });
    }
    const dropped = [...kept].filter((id) => !listed.has(id));
    if (dropped.length > 0) {
      const names = dropped.map((id) => byId.get(id)?.label ?? `#${id}`).join(', ');
      throw new AppError('payment.plan_has_payments', `${names} ${dropped.length === 1 ? 'has' : 'have'} payments or payment links, so ${dropped.length === 1 ? 'it stays' : 'they stay'}: edit the instalments and keep ${dropped.length === 1 ? 'it' : 'them'}.`);
    }
    const errors: Record<string, string[]> = {};
    outcome.dues.forEach((due, index) => {
      const current = due.id === undefined ? undefined : byId.get(due.id);
      if (!current) return;
      if (due.amountPaise < current.paidPaise) errors[`plan.instalments.${index}.amount_paise`] = [`${formatMoney(current.paidPaise, booking.currency)} is paid on it already`];
      else if (due.amountPaise !== current.amountPaise && live.has(current.id)) errors[`plan.instalments.${index}.amount_paise`] = ['Its payment link is open: cancel the link before changing the amount'];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    // Dues with no history that the new plan does not keep are removed; positions follow the new order.
    await deleteDues(tx, before.filter((due) => !listed.has(due.id)).map((due) => due.id));
    const fresh = [];
    for (const [position, due] of outcome.dues.entries()) {
      if (due.id !== undefined) await updateDue(tx, due.id, { position, label: due.label, amountPaise: due.amountPaise, dueDate: due.dueDate, kind: due.kind });
      else fresh.push({ bookingId: booking.id, position, kind: due.kind, label: due.label, amountPaise: due.amountPaise, dueDate: due.dueDate });
    }
    await insertDues(tx, fresh);
    const plan = request.plan;
    await savePlan(tx, {
      bookingId: booking.id,
      kind: plan.kind,
      advanceBp: plan.kind === 'advance_balance' ? (plan.advance_bp ?? null) : null,
      advancePaise: plan.kind === 'advance_balance' ? (plan.advance_paise ?? null) : null,
      balanceDaysBefore: plan.kind === 'advance_balance' ? plan.balance_days_before : null,
      updatedBy: ctx.actor.userId,
    });
    const after = await settleDues(tx, booking.id, now);

    await recordAudit(tx, ctx.actor, {
      action: 'set_plan',
      entityType: PAYMENT_AUDIT_ENTITY_TYPES.plan,
      entityId: booking.id,
      before: before.length > 0 ? { dues: before.map(dueFields) } : null,
      after: { kind: plan.kind, dues: after.map(dueFields) },
    });
    const summary = after.map((due) => `${due.label} ${formatMoney(due.amountPaise, booking.currency)} by ${formatTripDate(due.dueDate)}`).join('; ');
    await noteOnBookingTimeline(tx, ctx.actor, { bookingId: booking.id, kind: 'payment_plan', title: before.length > 0 ? 'Payment plan changed' : 'Payment plan set', detail: summary });
  });
  return bookingMoney(ctx.db, ctx.actor, request.booking_id, now);
}

/**
 * Waives what is still open of a due, with the reason: the customer no longer owes it (a goodwill
 * discount, a rounding). A paid due, a waived one, or one with an open payment link is refused (409).
 */
export async function waiveDue(ctx: ServiceContext, dueId: number, input: z.output<typeof waiveRequestSchema>, now: Date = new Date()): Promise<BookingMoney> {
  const bookingId = await ctx.db.transaction(async (tx) => {
    const found = await findDue(tx, dueId);
    if (!found) throw notFound('Due not found.');
    const booking = await lockLiveBookingForMoney(tx, found.bookingId);
    const [due] = (await duesOf(tx, booking.id)).filter((row) => row.id === dueId);
    if (!due) throw notFound('Due not found.');
    if (due.status === 'waived' || due.status === 'paid') throw new AppError('payment.link_state', `${due.label} is ${due.status === 'paid' ? 'paid' : 'waived already'}: there is nothing to waive.`);
    if ((await liveLinksOfDues(tx, [due.id])).length > 0) throw new AppError('payment.link_state', `${due.label} has an open payment link: cancel it before waiving the due.`);
    const open = due.amountPaise - due.paidPaise;
    await updateDue(tx, due.id, { status: 'waived', waivedAt: now, waivedBy: ctx.actor.userId, waivedReason: input.reason });
    await recordAudit(tx, ctx.actor, {
      action: 'waive',
      entityType: PAYMENT_AUDIT_ENTITY_TYPES.due,
      entityId: due.id,
      before: { status: due.status },
      after: { status: 'waived', waived_paise: open, reason: input.reason },
    });
    await noteOnBookingTimeline(tx, ctx.actor, { bookingId: booking.id, kind: 'payment_waived', title: `${formatMoney(open, booking.currency)} of ${due.label} waived`, detail: input.reason });
    await settleDues(tx, booking.id, now);
    return booking.id;
  });
  return bookingMoney(ctx.db, ctx.actor, bookingId, now);
}
