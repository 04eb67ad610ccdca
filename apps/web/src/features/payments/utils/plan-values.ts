import { DEFAULT_PLAN, type BookingMoney, type PlanKind } from '@ua/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { parseRupees, rupeesText } from '../../../lib/money';
import { numberFrom, type NumberText } from '../../../lib/typed-number';
import { AMOUNT_MESSAGE } from './record-values';

/** One instalment as the form holds it: a kept due keeps its id (its payments stay with it); `key` tells rows apart. */
export type InstalmentValues = { id: number | undefined; key: string; label: string; amount: string; due_date: string };

export type PlanValues = {
  kind: PlanKind;
  /** The advance as a percentage of the total or as an amount: the request carries exactly one. */
  advance_as: 'percent' | 'amount';
  advance_percent: string;
  advance_amount: string;
  balance_days_before: NumberText;
  instalments: InstalmentValues[];
};

/** Where the plan request's errors show in the form (the server's and the schema's alike). */
export const PLAN_FIELD_PATHS = {
  booking_id: '',
  plan: '',
  'plan.kind': 'kind',
  'plan.advance_bp': 'advance_percent',
  'plan.advance_paise': 'advance_amount',
  'plan.balance_days_before': 'balance_days_before',
  'plan.instalments': 'instalments',
} as const;

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** Basis points from a percentage as typed (`25`, `12.5`, `12.75 %`), digit by digit; null when it is not one. */
export function parseBasisPoints(text: string): number | null {
  const match = PERCENT.exec(text.replace(/[%\s]/g, ''));
  if (!match) return null;
  const [, whole = '0', hundredths = ''] = match;
  return Number(whole) * 100 + Number(hundredths.padEnd(2, '0'));
}

/** `25` for 2500 basis points, `12.5` for 1250. */
export function percentText(basisPoints: number): string {
  const rest = basisPoints % 100;
  return `${Math.trunc(basisPoints / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`}`;
}

/**
 * The form as it opens: the booking's plan, or the house default (DEFAULT_PLAN: 25% now, the rest 30
 * days before travel); its instalments are the current dues, kept by id, or the whole total due today.
 */
export function initialPlanValues(money: BookingMoney, today: string): PlanValues {
  const { plan } = money;
  const byAmount = plan?.advance_paise !== null && plan?.advance_paise !== undefined;
  const instalments: InstalmentValues[] =
    money.dues.length > 0
      ? money.dues.map((due) => ({ id: due.id, key: `due-${due.id}`, label: due.label, amount: rupeesText(due.amount_paise), due_date: due.due_date }))
      : [{ id: undefined, key: 'new-0', label: 'Instalment 1', amount: rupeesText(money.total_paise), due_date: today }];
  return {
    kind: plan?.kind ?? 'advance_balance',
    advance_as: byAmount ? 'amount' : 'percent',
    advance_percent: percentText(plan?.advance_bp ?? DEFAULT_PLAN.advance_bp),
    advance_amount: byAmount ? rupeesText(plan?.advance_paise ?? 0) : '',
    balance_days_before: plan?.balance_days_before ?? DEFAULT_PLAN.balance_days_before,
    instalments,
  };
}

/** The plan request the values stand for. */
export function planInput(values: PlanValues, bookingId: number) {
  if (values.kind === 'instalments') {
    return {
      booking_id: bookingId,
      plan: {
        kind: 'instalments' as const,
        instalments: values.instalments.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          label: row.label,
          amount_paise: parseRupees(row.amount) ?? undefined,
          due_date: row.due_date,
        })),
      },
    };
  }
  const advance =
    values.advance_as === 'percent' ? { advance_bp: parseBasisPoints(values.advance_percent) ?? undefined } : { advance_paise: parseRupees(values.advance_amount) ?? undefined };
  // An emptied days box is NaN, for the schema to ask for the number rather than send a default.
  return { booking_id: bookingId, plan: { kind: 'advance_balance' as const, ...advance, balance_days_before: numberFrom(values.balance_days_before) ?? Number.NaN } };
}

/** What the schema cannot see: a percentage or rupees that are no number yet, keyed like the request. */
export function planErrors(values: PlanValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.kind === 'advance_balance') {
    if (values.advance_as === 'percent' && parseBasisPoints(values.advance_percent) === null) errors['plan.advance_bp'] = 'Enter a percentage, like 25 or 12.5';
    if (values.advance_as === 'amount' && parseRupees(values.advance_amount) === null) errors['plan.advance_paise'] = AMOUNT_MESSAGE;
    return errors;
  }
  values.instalments.forEach((row, index) => {
    if (row.amount.trim() !== '' && parseRupees(row.amount) === null) errors[`plan.instalments.${index}.amount_paise`] = AMOUNT_MESSAGE;
  });
  return errors;
}

/** What the instalments add up to, in paise, the boxes not yet an amount left out. */
export function instalmentsSum(instalments: readonly InstalmentValues[]): number {
  return instalments.reduce((sum, row) => sum + (parseRupees(row.amount) ?? 0), 0);
}
