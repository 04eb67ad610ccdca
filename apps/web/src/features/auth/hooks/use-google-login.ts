import { useMutation, usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/toast';
import { publicConfigQueryOptions } from '../api/get-public-config';
import { openSignInPopup, type SignInPopup } from '../utils/google-popup';
import { signInWithGoogle } from '../utils/google-sign-in';
import { POPUP_BLOCKED_MESSAGE, reportLoginFailure } from '../utils/report-login-failure';

/** Starts the Google popup sign-in from a click; `onSuccess` runs once our token is in the cookie. */
export function useGoogleLogin(onSuccess: () => void) {
  const queryClient = useQueryClient();
  usePrefetchQuery(publicConfigQueryOptions());
  const mutation = useMutation({
    mutationFn: (popup: SignInPopup) => signInWithGoogle(popup, () => queryClient.fetchQuery(publicConfigQueryOptions())),
    onSuccess,
    onError: reportLoginFailure,
  });

  const start = () => {
    const popup = openSignInPopup();
    if (!popup) {
      showErrorToast(POPUP_BLOCKED_MESSAGE, 'Pop-up blocked');
      return;
    }
    mutation.mutate(popup);
  };
  return { start, isPending: mutation.isPending };
}
