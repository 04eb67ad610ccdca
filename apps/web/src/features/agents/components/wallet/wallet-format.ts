import type { TopUpStatus, WalletEntry, WalletEntryType } from '@ua/contracts';
import type { FieldErrors } from '../../../../lib/field-errors';
import { formatMoney, parseRupees } from '../../../../lib/money';

/** One colour per entry type wherever the ledger shows it: money in teal and green, money out orange, corrections grey. */
export const ENTRY_TYPE_COLORS: Record<WalletEntryType, string> = {
  top_up: 'teal',
  booking_payment: 'orange',
  commission: 'green',
  refund: 'cyan',
  adjustment: 'gray',
  reversal: 'grape',
};

export const TOP_UP_STATUS_COLORS: Record<TopUpStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red', expired: 'gray' };

/**
 * The entries a `wallet.adjust` holder may reverse from the ledger: a booking payment is undone with its
 * payment (in the booking's panel), a refund with its refund note, and a reversal is never reversed.
 */
const REVERSIBLE: readonly WalletEntryType[] = ['top_up', 'commission', 'adjustment'];

export function isReversible(entry: WalletEntry): boolean {
  return REVERSIBLE.includes(entry.type) && entry.reversed_by_entry_id === null;
}

/** `+₹5,000` for a credit, `−₹1,250.50` for a debit: the sign said, not left to a colour. */
export function signedMoney(paise: number): string {
  const sign = paise > 0 ? '+' : paise < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(paise))}`;
}

/**
 * Credits green, debits red, in the darkest shades: lighter ones fall under WCAG AA's 4.5:1 contrast
 * for small text on a white or grey row (axe flagged teal.8 and red.8).
 */
export function amountColor(paise: number): string | undefined {
  return paise > 0 ? 'teal.9' : paise < 0 ? 'red.9' : undefined;
}

/** A balance below zero is the agent living on credit: it shows red (the shade readable on any row). */
export function balanceColor(paise: number): string | undefined {
  return paise < 0 ? 'red.9' : undefined;
}

export const AMOUNT_MESSAGE = 'Enter the amount in rupees, like 4500 or 4500.50';

/** Rupees that are not an amount yet, keyed by the request's field: the schema sees only that the amount is missing. */
export function amountErrors(amount: string): FieldErrors {
  return amount.trim() !== '' && parseRupees(amount) === null ? { amount_paise: AMOUNT_MESSAGE } : {};
}

/** The statement's default period: the first of this month to today. */
export function thisMonthSoFar(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
