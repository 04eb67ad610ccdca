import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@ua/contracts';
import { AUTH_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

export async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await apiClient.get<PublicConfig>(AUTH_PATHS.publicConfig);
  return data;
}

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
