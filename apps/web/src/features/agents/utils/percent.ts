/**
 * Commission is kept in basis points (1% = 100) and typed in percent. Both ways go digit by digit, as
 * rupees do (lib/money.ts), so 8.5% is 850 and never 849.9999: no float multiplies a typed fraction.
 */

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** Basis points from a percentage as typed (`8.5`, `8.25 %`, `12`); null when it is not one (empty, negative, three decimals). */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.replace(/[%\s]/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The text a percent box starts from, and how a rate reads: 850 → `8.5`, 800 → `8`, 825 → `8.25`. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** `8.5%` */
export function formatPercent(basisPoints: number): string {
  return `${percentText(basisPoints)}%`;
}
