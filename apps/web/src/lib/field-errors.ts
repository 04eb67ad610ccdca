export type FieldErrors = Record<string, string>;

export type ParseIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The key a field error goes under: the issue's path joined with dots, as the server names fields. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

const REQUIRED = 'Required';
const CHECK = 'Check this value';
const NUMBER = String.raw`(-?\d[\d.e+-]*)`;

/** `attributes.meal_type` → `meal type`; `supplier_id` → `supplier`. */
function fieldNoun(field: string): string {
  const last = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
  return last.replace(/_id$/, '').replace(/_/g, ' ').trim() || 'an option';
}

const withArticle = (noun: string) => (noun === 'an option' ? noun : `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`);

/**
 * Zod's own English messages (its `en` locale), which reach a person only where a contract gave a rule no
 * words of its own, each as a person would say it. Checked in order: the first pattern that fits wins.
 */
const SCHEMA_DEFAULTS: readonly [RegExp, (match: RegExpExecArray, field: string) => string][] = [
  // A union told apart by a field (a product's `category`) that is missing or unknown.
  [/^Invalid discriminator value\b/, (_, field) => `Choose ${withArticle(fieldNoun(field))}`],
  [/^Invalid input: expected \w+, received (?:undefined|null)$/, () => REQUIRED],
  [/^Invalid input: expected int, received \w+$/, () => 'Enter a whole number'],
  [/^Invalid input: expected number, received \w+$/, () => 'Enter a number'],
  [/^Invalid input: expected date, received \w+$/, () => 'Enter a date'],
  [/^Invalid input: expected (?:array|object), received \w+$/, () => REQUIRED],
  [/^Invalid (?:input|option): expected (?:one of )?["']/, () => 'Choose one of the options'],
  [/^Too small: expected string to have >=?1 characters$/, () => REQUIRED],
  [/^Too small: expected string to have >0 characters$/, () => REQUIRED],
  [/^Too small: expected string to have >=(\d+) characters$/, (match) => `Enter at least ${match[1]} characters`],
  [/^Too big: expected string to have <=(\d+) characters$/, (match) => `Keep it to ${match[1]} characters or fewer`],
  [/^Too small: expected (?:array|set) to have >=?1 items$/, () => 'Choose at least one'],
  [/^Too small: expected (?:array|set) to have >0 items$/, () => 'Choose at least one'],
  [/^Too small: expected (?:array|set) to have >=(\d+) items$/, (match) => `Choose at least ${match[1]}`],
  [/^Too big: expected (?:array|set) to have <=(\d+) items$/, (match) => `Choose at most ${match[1]}`],
  [new RegExp(`^Too small: expected (?:number|bigint) to be >=${NUMBER}$`), (match) => `Enter ${match[1]} or more`],
  [new RegExp(`^Too small: expected (?:number|bigint) to be >${NUMBER}$`), (match) => `Enter more than ${match[1]}`],
  [new RegExp(`^Too big: expected (?:number|bigint) to be <=${NUMBER}$`), (match) => `Enter ${match[1]} or less`],
  [new RegExp(`^Too big: expected (?:number|bigint) to be <${NUMBER}$`), (match) => `Enter less than ${match[1]}`],
  [/^Too small\b/, () => 'Enter more'],
  [/^Too big\b/, () => 'Enter less'],
  [/^Invalid number: must be a multiple of 1$/, () => 'Enter a whole number'],
  [/^Invalid number: must be a multiple of (\S+)$/, (match) => `Enter a multiple of ${match[1]}`],
  [/^Invalid email address$/, () => 'Enter a valid email address'],
  [/^Invalid URL$/, () => 'Enter a valid web address'],
  [/^Invalid ISO date$/, () => 'Enter a valid date'],
  [/^Invalid ISO datetime$/, () => 'Enter a valid date and time'],
  [/^Invalid ISO time$/, () => 'Enter a valid time'],
  [/^Invalid (?:string|input|value|key|element)\b/, () => CHECK],
  [/^Invalid (?:UUID(?:v[46])?|GUID|cuid2?|ULID|XID|KSUID|nanoid|emoji|E\.164 number|IPv[46] (?:address|range)|MAC address|base64(?:url)?-encoded string|JSON string|JWT|ISO duration|currency code|credit card number|IBAN)$/, () => CHECK],
  [/^Unrecognized keys?:/, () => CHECK],
];

/**
 * What a person reads for a schema's (or the server's) message about `field`: the contracts' own words
 * pass unchanged; Zod's defaults ("Invalid input: expected number, received NaN") become plain ones.
 */
export function humaniseMessage(message: string, field = ''): string {
  for (const [pattern, say] of SCHEMA_DEFAULTS) {
    const match = pattern.exec(message);
    if (match) return say(match, field);
  }
  return message;
}

/** The first message for each field, in words a person reads; an issue about the whole form goes under "". */
export function issuesToFieldErrors(issues: readonly ParseIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldKey(issue.path);
    errors[key] ??= humaniseMessage(issue.message, key);
  }
  return errors;
}

/** The errors without `field` and without anything inside it (`recipients` clears `recipients.user_ids`). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  const entries = Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
  return entries.length === Object.keys(errors).length ? errors : Object.fromEntries(entries);
}

/** The first error about `field` or anything inside it. */
export function errorFor(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}
