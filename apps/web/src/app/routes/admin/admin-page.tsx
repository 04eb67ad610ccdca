import { useQueryClient } from '@tanstack/react-query';
import { AdminArea } from '../../../features/admin/components/admin-area';
import { accessLabelsQueryOptions } from '../../../features/auth/api/get-access-labels';
import { userProfileQueryOptions } from '../../../features/auth/api/get-user-profile';
import { useCurrentUser } from '../../../features/auth/hooks/use-current-user';

/** The Administration area, told by the app who is looking: the admin feature does not read the auth feature. */
export function AdminPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  if (!user || user.labels === undefined) return null;
  const viewer = {
    userId: user.profile.user.id,
    labels: user.labels,
    // An admin who edits their own names or levels sees the result in the top bar and the tabs at once.
    onOwnAccountChanged: () => {
      void queryClient.invalidateQueries({ queryKey: accessLabelsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: userProfileQueryOptions().queryKey });
    },
  };
  return <AdminArea viewer={viewer} />;
}
