import type { UserProfile } from '@ua/contracts';
import type { PermissionLabel } from '@ua/contracts/constants';
import { hasPermission } from '../utils/has-permission';
import { useAuth } from './use-auth';
import { usePermissions } from './use-permissions';

export type CurrentUser = {
  profile: UserProfile;
  /** The user's permission labels; undefined while they load. */
  labels: readonly string[] | undefined;
  /** Whether the user's labels include `permission`; undefined while they load. */
  can: (permission: PermissionLabel) => boolean | undefined;
};

/** The signed-in user with their permissions, or null when nobody is signed in (yet). */
export function useCurrentUser(): CurrentUser | null {
  const { profile } = useAuth();
  const { labels } = usePermissions();
  if (!profile) return null;
  return { profile, labels, can: (permission) => hasPermission(labels, permission) };
}
