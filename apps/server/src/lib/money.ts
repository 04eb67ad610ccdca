/**
 * Integer paise arithmetic with one rounding rule: half up, away from zero for negative amounts.
 * Products are taken in BigInt: a percentage of a large amount in basis points passes 2^53 long
 * before the amount itself does.
 */

/** `numerator / denominator` rounded half up (away from zero); the denominator must be positive. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideHalfUp needs a positive denominator');
  const magnitude = (2n * (numerator < 0n ? -numerator : numerator) + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

/** `bp` basis points (100 = 1%) of an amount in paise, in whole paise. */
export function pct(paise: number, bp: number): number {
  return Number(divideHalfUp(BigInt(paise) * BigInt(bp), 10_000n));
}

/** What share of `whole` `part` is, in basis points; null when `whole` is zero. */
export function shareBp(part: number, whole: number): number | null {
  if (whole === 0) return null;
  const sign = whole < 0 ? -1n : 1n;
  return Number(divideHalfUp(BigInt(part) * 10_000n * sign, BigInt(whole) * sign));
}

/** An amount rounded to the whole rupee, 50 paise and more up (CGST Act s.170). */
export function roundToRupee(paise: number): number {
  return Number(divideHalfUp(BigInt(paise), 100n) * 100n);
}
