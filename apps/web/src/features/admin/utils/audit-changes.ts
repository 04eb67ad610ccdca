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

/** "first_name" reads "First name"; "tokenVersion" reads "Token version". */
export function fieldLabel(field: string): string {
  const words = field
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

/** Every field either side names, in the order the entry lists them. */
export function auditChanges(before: AuditRecord, after: AuditRecord): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = before && field in before ? before[field] : undefined;
    const now = after && field in after ? after[field] : undefined;
    return {
      field,
      label: fieldLabel(field),
      before: before && field in before ? formatAuditValue(was) : undefined,
      after: after && field in after ? formatAuditValue(now) : undefined,
      ...listDelta(was, now),
    };
  });
}
