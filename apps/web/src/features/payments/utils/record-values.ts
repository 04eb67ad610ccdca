import type { ManualPaymentMethod } from '@ua/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { parseRupees, rupeesText } from '../../../lib/money';
import { DEFAULT_METHOD } from './payment-format';

/** A due the money can go towards, as the record form offers it. */
export type OpenDueChoice = { id: number; label: string; open_paise: number; due_date: string };

/** What a payment (or refund) is recorded for: the booking, and the dues it may go towards, one of them chosen. */
export type RecordTarget = {
  bookingId: number;
  bookingReference: string;
  currency: string;
  /** The booking's open dues, oldest first. */
  dues: readonly OpenDueChoice[];
  /** The due preselected; none: the oldest open dues first. */
  dueId: number | undefined;
};

/** `due` is a due's id, or OLDEST_FIRST: the oldest open dues first. */
export type RecordValues = { amount: string; method: ManualPaymentMethod; reference: string; received_on: string; notes: string; due: string };

export const OLDEST_FIRST = 'oldest';

export const AMOUNT_MESSAGE = 'Enter the amount in rupees, like 4500 or 4500.50';

/** The form as it opens: the chosen due's open amount (or every open due's), by UPI, received today. */
export function initialRecordValues(target: RecordTarget, today: string): RecordValues {
  const chosen = target.dues.find((due) => due.id === target.dueId);
  const open = chosen ? chosen.open_paise : target.dues.reduce((sum, due) => sum + due.open_paise, 0);
  return { amount: open > 0 ? rupeesText(open) : '', method: DEFAULT_METHOD, reference: '', received_on: today, notes: '', due: chosen ? String(chosen.id) : OLDEST_FIRST };
}

/** The record request the values stand for, with the form's idempotency key. */
export function recordInput(values: RecordValues, bookingId: number, idempotencyKey: string) {
  return {
    booking_id: bookingId,
    amount_paise: parseRupees(values.amount) ?? undefined,
    method: values.method,
    reference: values.reference,
    received_on: values.received_on,
    notes: values.notes,
    ...(values.due === OLDEST_FIRST ? {} : { due_ids: [Number(values.due)] }),
    idempotency_key: idempotencyKey,
  };
}

/** Rupees that are not an amount yet: the schema sees only that the amount is missing. */
export function amountErrors(values: { amount: string }): FieldErrors {
  return values.amount.trim() !== '' && parseRupees(values.amount) === null ? { amount_paise: AMOUNT_MESSAGE } : {};
}
