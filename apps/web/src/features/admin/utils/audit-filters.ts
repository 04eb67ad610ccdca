import type { AuditAction, AuditEntityType, AuditLogQuery } from '@ua/contracts';
import { pageSizeFrom, positiveInt, writePaging } from '../../../lib/url-params';
import { isAuditAction, isAuditEntityType } from './audit-labels';

/** The audit log's view, as kept in the URL; dates are calendar days (`from=2026-11-01&to=2026-11-22`). */
export type AuditFilters = {
  actor: number | undefined;
  /** Empty for any; only the contract's types and actions, so an old bookmark's stray value is dropped. */
  entityType: AuditEntityType | '';
  entityId: string;
  action: AuditAction | '';
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value !== null && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : '';
}

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const actor = positiveInt(params.get('actor'), 0);
  const entityType = params.get('entity_type')?.trim() ?? '';
  const action = params.get('action')?.trim() ?? '';
  return {
    actor: actor > 0 ? actor : undefined,
    entityType: isAuditEntityType(entityType) ? entityType : '',
    entityId: params.get('entity_id')?.trim() ?? '',
    action: isAuditAction(action) ? action : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positiveInt(params.get('page'), 1),
    pageSize: pageSizeFrom(params.get('page_size')),
  };
}

export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actor !== undefined) params.set('actor', String(filters.actor));
  if (filters.entityType) params.set('entity_type', filters.entityType);
  if (filters.entityId.trim()) params.set('entity_id', filters.entityId.trim());
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return writePaging(params, filters.page, filters.pageSize);
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return filters.actor !== undefined || [filters.entityType, filters.entityId, filters.action, filters.from, filters.to].some(Boolean);
}

/** The day's bounds in the viewer's time zone, as the ISO date-times the API takes. */
function startOfDay(value: string): string {
  return new Date(`${value}T00:00:00`).toISOString();
}
function endOfDay(value: string): string {
  return new Date(`${value}T23:59:59.999`).toISOString();
}

/** The API's query for the view; `from` and `to` include the whole of their days. */
export function auditLogQuery(filters: AuditFilters): AuditLogQuery {
  return {
    page: filters.page,
    page_size: filters.pageSize,
    ...(filters.actor !== undefined ? { actor: filters.actor } : {}),
    ...(filters.entityType ? { entity_type: filters.entityType } : {}),
    ...(filters.entityId ? { entity_id: filters.entityId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: startOfDay(filters.from) } : {}),
    ...(filters.to ? { to: endOfDay(filters.to) } : {}),
  };
}
