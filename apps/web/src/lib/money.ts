/**
 * Money is integer paise (minor units) plus a currency code, as the server keeps it. Amounts staff
 * type in rupees are read as text, digit by digit, and amounts shown are handed to Intl as decimal
 * text, so no binary fraction stands between a paisa and what a person reads or sends.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string | undefined, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency ?? ''}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { ...(currency ? { style: 'currency', currency } : {}), minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `-1234.05` for -123405 paise: the exact amount as decimal text, which Intl formats without rounding through a float. */
function decimalText(paise: number): `${number}` {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}` as `${number}`;
}

type MoneyFormat = {
  /**
   * Always show the paise (`₹1,23,456.00`), as a record of exact amounts should (the audit log); by
   * default they show only when there are some (`₹1,25,000`, `₹4,500.50`), as prices read best.
   */
  alwaysPaise?: boolean;
};

/** `₹1,25,000`, `₹4,500.50`, `₹1,23,456.00`: Indian digit grouping (lakhs, crores) from integer paise. */
export function formatMoney(paise: number, currency = 'INR', { alwaysPaise = false }: MoneyFormat = {}): string {
  const fractionDigits = alwaysPaise || paise % 100 !== 0 ? 2 : 0;
  const amount = decimalText(paise);
  try {
    return formatterFor(currency, fractionDigits).format(amount);
  } catch {
    // A code Intl does not know (the server accepts any three letters): the amount, grouped, after it.
    return `${currency} ${formatterFor(undefined, fractionDigits).format(amount)}`;
  }
}

const RUPEES = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Whole paise from what was typed in rupees (`4500`, `4,500.5`, `₹ 4,500.50`); null when it is not an
 * amount (empty, negative, letters, more than two decimals).
 */
export function parseRupees(text: string): number | null {
  const match = RUPEES.exec(text.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  const [, rupees = '0', paise = ''] = match;
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/** The text a rupee box starts from: `4500`, or `4500.50` when there are paise. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  const rest = whole % 100;
  return `${sign}${Math.trunc(whole / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** The margin as a share of the sell price: `18.2%`; none when nothing is sold for. */
export function marginPercent(marginPaise: number, sellPaise: number): string | undefined {
  if (sellPaise <= 0) return undefined;
  return `${((marginPaise / sellPaise) * 100).toFixed(1)}%`;
}
