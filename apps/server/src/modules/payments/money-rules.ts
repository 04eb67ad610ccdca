import type { DueKind, DueStatus, OverdueBucket, PlanInput } from '@ua/contracts';
import { divideHalfUp, pct } from '../../lib/money.ts';
import { addDays } from '../itineraries/index.ts';

/**
 * The rules of a booking's money, as pure functions: what a due's status is, what a plan's dues are,
 * how a payment is shared among dues, which financial year a date falls in, and a receipt's share of
 * TCS. The services apply them under the booking's lock; the property tests hold them to their sums.
 */

/** Days from one ISO date to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type DueState = { amountPaise: number; paidPaise: number; dueDate: string; waived: boolean };

/** `paid` once paid in full; `overdue` once its date has passed with money still owed; else `partly_paid` or `due`. */
export function dueStatusOf(due: DueState, today: string): DueStatus {
  if (due.waived) return 'waived';
  if (due.paidPaise >= due.amountPaise) return 'paid';
  if (due.dueDate < today) return 'overdue';
  return due.paidPaise > 0 ? 'partly_paid' : 'due';
}

/** What is still owed on a due: nothing once paid or waived. */
export function openOf(due: DueState): number {
  return due.waived ? 0 : Math.max(0, due.amountPaise - due.paidPaise);
}

/** Days past its date for a due still owed; null otherwise. */
export function overdueDaysOf(due: DueState, today: string): number | null {
  return openOf(due) > 0 && due.dueDate < today ? daysBetween(due.dueDate, today) : null;
}

/** The accounts view's age group of an overdue due. */
export function bucketOf(overdueDays: number): OverdueBucket {
  if (overdueDays <= 7) return '0-7';
  if (overdueDays <= 30) return '8-30';
  return '31+';
}

export type PlannedDue = { id?: number | undefined; kind: DueKind; label: string; amountPaise: number; dueDate: string };

export type PlanContext = { totalPaise: number; today: string; startDate: string };

export type PlanOutcome = { ok: true; dues: PlannedDue[] } | { ok: false; errors: Record<string, string[]> };

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The dues a plan makes. An advance and a balance: the advance (a share of the total, half up, or an
 * amount) due today, the rest due `balance_days_before` days before travel, or today when that has
 * passed; a part of zero is left out. Instalments: as given, and they must add up to the total
 * exactly. Errors are keyed by the plan's fields.
 */
export function planDues(plan: PlanInput, context: PlanContext): PlanOutcome {
  const { totalPaise, today, startDate } = context;
  if (plan.kind === 'advance_balance') {
    const advance = plan.advance_paise ?? pct(totalPaise, plan.advance_bp ?? 0);
    if (advance > totalPaise) return { ok: false, errors: { 'plan.advance_paise': [`The advance cannot be more than the total, ${rupees(totalPaise)}`] } };
    const balanceDate = addDays(startDate, -plan.balance_days_before);
    const dues: PlannedDue[] = [];
    if (advance > 0) dues.push({ kind: 'advance', label: 'Advance', amountPaise: advance, dueDate: today });
    if (totalPaise - advance > 0) dues.push({ kind: 'balance', label: 'Balance', amountPaise: totalPaise - advance, dueDate: balanceDate < today ? today : balanceDate });
    return { ok: true, dues };
  }
  const sum = plan.instalments.reduce((total, instalment) => total + instalment.amount_paise, 0);
  if (sum !== totalPaise) {
    const gap = totalPaise - sum;
    return {
      ok: false,
      errors: { 'plan.instalments': [`The instalments add up to ${rupees(sum)}, not the booking's total of ${rupees(totalPaise)}: ${gap > 0 ? `${rupees(gap)} is missing` : `${rupees(-gap)} too much`}`] },
    };
  }
  const ids = plan.instalments.map((instalment) => instalment.id).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) return { ok: false, errors: { 'plan.instalments': ['A due is listed twice'] } };
  const dues = plan.instalments
    .map((instalment) => ({ id: instalment.id, kind: 'instalment' as const, label: instalment.label, amountPaise: instalment.amount_paise, dueDate: instalment.due_date }))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { ok: true, dues };
}

export type OpenDue = { id: number; openPaise: number };
export type Allocation = { dueId: number; amountPaise: number };

/**
 * Shares an amount among dues in the order given (the oldest first, or the ones staff chose): each
 * takes up to what it still owes. Answers the shares and what is left over.
 */
export function allocate(amountPaise: number, dues: readonly OpenDue[]): { allocations: Allocation[]; remainderPaise: number } {
  let left = amountPaise;
  const allocations: Allocation[] = [];
  for (const due of dues) {
    if (left === 0) break;
    const share = Math.min(left, due.openPaise);
    if (share > 0) {
      allocations.push({ dueId: due.id, amountPaise: share });
      left -= share;
    }
  }
  return { allocations, remainderPaise: left };
}

/** India's financial year of a date: 1 April to 31 March, written 2026-27. */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** RC/2026-27/000123. */
export function receiptNumberOf(series: 'RC' | 'RF', financialYear: string, number: number): string {
  return `${series}/${financialYear}/${String(number).padStart(6, '0')}`;
}

/**
 * The TCS held in a receipt: the trip's TCS in the proportion this amount bears to the total, half
 * up (TCS is collected on every receipt, advance and balance alike).
 */
export function tcsShareOf(amountPaise: number, tripTcsPaise: number, totalPaise: number): number {
  if (tripTcsPaise <= 0 || totalPaise <= 0) return 0;
  return Number(divideHalfUp(BigInt(amountPaise) * BigInt(tripTcsPaise), BigInt(totalPaise)));
}
