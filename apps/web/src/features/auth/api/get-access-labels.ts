import { queryOptions } from '@tanstack/react-query';
import type { userAccessLevelResponseSchema } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';

type UserAccessLevelResponse = SchemaOutput<typeof userAccessLevelResponseSchema>;

/** GET /access/user-access-level/: the labels of the first item's access_level_data are the permissions. */
export async function getAccessLabels(): Promise<string[]> {
  const { data } = await apiClient.get<UserAccessLevelResponse>(SHELL_PATHS.userAccessLevel);
  const first = Array.isArray(data) ? data[0] : undefined;
  return first?.access_level_data.map(({ label }) => label) ?? [];
}

export function accessLabelsQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'access-labels'], queryFn: getAccessLabels });
}
