import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PATHS, type AuditLogQuery, type AuditLogResponse } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/admin/audit-log/: newest first, filtered by actor, entity, action and time. */
export async function getAuditLog(query: AuditLogQuery): Promise<AuditLogResponse> {
  const { data } = await apiClient.get<AuditLogResponse>(ADMIN_PATHS.auditLog, { params: query });
  return data;
}

export function auditLogQueryOptions(query?: AuditLogQuery) {
  return queryOptions({
    queryKey: query ? ['admin', 'audit-log', query] : ['admin', 'audit-log'],
    queryFn: () => getAuditLog(query ?? {}),
    placeholderData: keepPreviousData,
    // Every write in the app adds to it: opening the log shows the latest, not what was cached.
    refetchOnMount: 'always',
  });
}

export function useAuditLog(query: AuditLogQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...auditLogQueryOptions(query), ...options });
}
