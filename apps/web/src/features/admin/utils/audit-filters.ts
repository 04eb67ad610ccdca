import { auditLogQuerySchema, type AuditLogQuery } from '@ua/contracts';
import { endOfDayIso, isIsoDay, startOfDayIso } from '../../../lib/dates';
import type { ListQuerySchema, QueryOf } from '../../../lib/list-query';

type ContractQuery = QueryOf<typeof auditLogQuerySchema>;

/** The audit log's view as its URL holds it: the contract's query, with `from` and `to` as calendar days. */
export type AuditQuery = ContractQuery;

const DAY_MESSAGE = 'Enter a day as dd/mm/yyyy';

/**
 * The contract's own query schema, read over the URL's days (`from=2026-11-01&to=2026-11-22`): each
 * day stands for its whole length in the viewer's time zone, so the schema checks the moments the
 * server will get (the end not before the start), and the days come back as the URL had them.
 */
export const auditUrlSchema: ListQuerySchema<AuditQuery> = {
  safeParse(input) {
    const raw: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
    const days = { from: raw.from, to: raw.to };
    const notDays = (['from', 'to'] as const).filter((key) => days[key] !== undefined && (typeof days[key] !== 'string' || !isIsoDay(days[key])));
    if (notDays.length > 0) return { success: false, error: { issues: notDays.map((key) => ({ path: [key], message: DAY_MESSAGE })) } };
    if (typeof days.from === 'string') raw.from = startOfDayIso(days.from);
    if (typeof days.to === 'string') raw.to = endOfDayIso(days.to);
    const parsed = auditLogQuerySchema.safeParse(raw);
    if (!parsed.success) return parsed;
    return { success: true, data: { ...parsed.data, from: days.from as string | undefined, to: days.to as string | undefined } };
  },
};

/** The API's query for the view; `from` and `to` include the whole of their days. */
export function auditLogQuery({ from, to, ...query }: AuditQuery): AuditLogQuery {
  return { ...query, ...(from ? { from: startOfDayIso(from) } : {}), ...(to ? { to: endOfDayIso(to) } : {}) };
}
