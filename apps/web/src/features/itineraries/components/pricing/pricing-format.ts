/**
 * Rates and margins arrive as integer basis points (100 = 1%) and are shown from their digits, so no
 * float rounds them: 250 is "2.5%", 1800 is "18%", 1234 is "12.34%", -75 is "-0.75%".
 */
export function percentFromBp(bp: number): string {
  const whole = Math.abs(bp);
  const fraction = String(whole % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${bp < 0 ? '-' : ''}${Math.trunc(whole / 100)}${fraction ? `.${fraction}` : ''}%`;
}
