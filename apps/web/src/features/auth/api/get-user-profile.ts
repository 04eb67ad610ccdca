import { queryOptions } from '@tanstack/react-query';
import type { UserProfile } from '@ua/contracts';
import { SHELL_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

const PROFILE_MISSING_MESSAGE = 'User Profile does not exist';

/** GET /api/user-profile/: the first item of the list is the signed-in user. */
export async function getUserProfile(): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile[]>(SHELL_PATHS.userProfile);
  const profile = Array.isArray(data) ? data[0] : undefined;
  if (!profile) throw new Error(PROFILE_MISSING_MESSAGE);
  return profile;
}

export function userProfileQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'profile'], queryFn: getUserProfile });
}
