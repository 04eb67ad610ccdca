import { formatMoney } from '../../../lib/money';

/** One field of an audit entry, as a person reads it: `Active: Yes → No`, or what a list gained and lost. */
export type FieldChange = {
  field: string;
  label: string;
  /** Undefined where the entry has no before (a creation) or no after (a deletion). */
  before: string | undefined;
  after: string | undefined;
  /** For lists on both sides: the items that came and went. */
  added: string[];
  removed: string[];
};

type AuditRecord = Record<string, unknown> | null;

const EMPTY = '(none)';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Money is kept as integer paise in fields named `…_paise`; a person reads the rupees. */
const PAISE_SUFFIX = /_paise$/;

/** Where the words of the field's name would mislead. */
const FIELD_LABELS: Record<string, string> = {
  labels: 'Permissions',
  image_urls: 'Images',
  payment_terms_days: 'Payment terms (days)',
};

/** "first_name" reads "First name"; "tokenVersion" reads "Token version"; "sell_price_paise" reads "Sell price". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known !== undefined) return known;
  const words = field
    .replace(PAISE_SUFFIX, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An item of a list: a level `{id, name}` reads as its name. */
function itemText(value: unknown): string {
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  return formatAuditValue(value);
}

export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(itemText).join(', ');
  if (isRecord(value)) {
    if (typeof value.name === 'string') return value.name;
    const entries = Object.entries(value);
    return entries.length === 0 ? EMPTY : entries.map(([key, inner]) => `${fieldLabel(key)}: ${formatAuditValue(inner)}`).join('; ');
  }
  return String(value);
}

function listDelta(before: unknown, after: unknown): { added: string[]; removed: string[] } {
  if (!Array.isArray(before) || !Array.isArray(after)) return { added: [], removed: [] };
  const was = before.map(itemText);
  const now = after.map(itemText);
  return { added: now.filter((item) => !was.includes(item)), removed: was.filter((item) => !now.includes(item)) };
}

/** The entry's currency, where it records one (a variant's prices); rupees otherwise. */
function currencyOf(before: AuditRecord, after: AuditRecord): string {
  const code = after?.currency ?? before?.currency;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : 'INR';
}

/** A field's value in words: paise fields as money, anything else as formatAuditValue says. */
function valueText(field: string, value: unknown, currency: string): string {
  return PAISE_SUFFIX.test(field) && typeof value === 'number' && Number.isInteger(value) ? formatMoney(value, currency, { alwaysPaise: true }) : formatAuditValue(value);
}

/** Every field either side names, in the order the entry lists them. */
export function auditChanges(before: AuditRecord, after: AuditRecord): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const currency = currencyOf(before, after);
  return fields.map((field) => {
    const was = before && field in before ? before[field] : undefined;
    const now = after && field in after ? after[field] : undefined;
    return {
      field,
      label: fieldLabel(field),
      before: before && field in before ? valueText(field, was, currency) : undefined,
      after: after && field in after ? valueText(field, now, currency) : undefined,
      ...listDelta(was, now),
    };
  });
}
