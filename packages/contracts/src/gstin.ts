/**
 * India's tax identifiers, checked the way the GST portal checks them. Zod-free pure functions, so
 * the server, the web forms and the tests share one definition.
 */

/** A PAN: five letters, four digits, a letter (AAPFU0939F). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * A GSTIN: the state code (2 digits), the holder's PAN (10), the registration number within the
 * state (1-9 or A-Z), a `Z`, and a check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (mod 36): each character's value (0-9, then
 * A-Z as 10-35) is multiplied by 1 and 2 in turn, each product counts as its quotient plus its
 * remainder by 36, and the check is what brings the sum to a multiple of 36. Undefined for input
 * that is not 14 characters of 0-9A-Z.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  if (first14.length !== 14) return undefined;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(index));
    if (value === -1) return undefined;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is refused, or undefined when it is a well-formed one whose check character adds up. */
export function gstinProblem(gstin: string): 'format' | 'check_digit' | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? undefined : 'check_digit';
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === undefined;
}

/** The PAN inside a GSTIN (its characters 3 to 12). */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}
