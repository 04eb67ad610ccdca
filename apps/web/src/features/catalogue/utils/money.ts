/**
 * Money is integer paise (minor units) plus a currency code, as the server keeps it. Amounts staff
 * type in rupees are read as text, digit by digit, so no binary fraction ever reaches a request.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `₹1,25,000` or `₹4,500.50`: Indian digit grouping, paise shown only when there are some. */
export function formatMoney(paise: number, currency = 'INR'): string {
  const fractionDigits = paise % 100 === 0 ? 0 : 2;
  try {
    return formatterFor(currency, fractionDigits).format(paise / 100);
  } catch {
    // A code Intl does not know (the server accepts any three letters): the amount, grouped, after it.
    return `${currency} ${formatterFor('INR', fractionDigits).format(paise / 100).replace('₹', '')}`;
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
