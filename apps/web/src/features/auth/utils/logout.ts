import { clearAccessToken } from '../../../lib/access-token-cookie';
import { isClientError } from '../../../lib/http-error';
import { reloadPage } from '../../../lib/reload-page';
import { revokeEverySession, revokeThisSession } from '../api/logout';

function signOutHere(): void {
  clearAccessToken();
  reloadPage();
}

/**
 * Logout: the server revokes this session's token first (the cookie still carries it), then the
 * cookie is cleared and the page reloads as the spec says, whether or not the server could be told.
 */
export async function logout(): Promise<void> {
  try {
    await revokeThisSession();
  } catch {
    // Signed out here all the same; the token may still work elsewhere until it expires.
  } finally {
    signOutHere();
  }
}

/**
 * Sign out everywhere: every session of the user on every device ends. Unless the server confirms it
 * (or already refuses this token), the person stays signed in here and is told, so that nobody
 * believes another device signed out when it was not.
 */
export async function logoutEverywhere(): Promise<void> {
  try {
    await revokeEverySession();
  } catch (error) {
    if (!isClientError(error)) {
      // Fetched here, not imported: Logout is in the first load, and only this failure shows a toast.
      const { showErrorToast } = await import('../../../lib/toast');
      showErrorToast('Your other sessions could not be signed out. Check your connection and try again.', 'Sign out everywhere failed');
      return;
    }
  }
  signOutHere();
}
