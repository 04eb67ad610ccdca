import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@ua/contracts';
import { readAccessToken } from '../../../lib/access-token-cookie';
import { userProfileQueryOptions } from '../api/get-user-profile';
import { authStatusOf, type AuthStatus } from '../utils/auth-status';

export type Auth = { status: AuthStatus; profile: UserProfile | undefined };

/** `loading`, then `authorized` once the profile loads, or `unathorized` when it cannot. */
export function useAuth(): Auth {
  const hasToken = readAccessToken() !== undefined;
  const profile = useQuery({ ...userProfileQueryOptions(), enabled: hasToken });
  const status = authStatusOf({ hasToken, isPending: profile.isPending, isError: profile.isError });
  return { status, profile: status === 'authorized' ? profile.data : undefined };
}
