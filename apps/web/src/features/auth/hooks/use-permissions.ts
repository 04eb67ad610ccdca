import { useQuery } from '@tanstack/react-query';
import type { PermissionLabel } from '@ua/contracts/constants';
import { accessLabelsQueryOptions } from '../api/get-access-labels';
import { hasPermission } from '../utils/has-permission';
import { useAuth } from './use-auth';

export type Permissions = {
  /** The user's labels; undefined while they load. */
  labels: readonly string[] | undefined;
  isLoading: boolean;
  hasPermission: (permission: PermissionLabel) => boolean | undefined;
};

const NO_LABELS: readonly string[] = [];

/** The access-level labels of a signed-in user; a failed load means no permissions, not a crash. */
export function usePermissions(): Permissions {
  const { status } = useAuth();
  const signedIn = status === 'authorized';
  // Asked for beside the profile rather than after it (the boot has usually asked already): waiting
  // for a signed-in status would also fetch them a second time, as a query that becomes enabled
  // refetches what it holds. They count only once the profile has answered.
  const query = useQuery({ ...accessLabelsQueryOptions(), enabled: status !== 'unathorized' });
  const labels = !signedIn || query.isError ? NO_LABELS : query.data;
  return {
    labels: status === 'loading' ? undefined : labels,
    isLoading: status === 'loading' || (signedIn && query.isPending),
    hasPermission: (permission) => hasPermission(status === 'loading' ? undefined : labels, permission),
  };
}
