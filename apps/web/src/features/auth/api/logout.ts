import { AUTH_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

/** A sign-out should not keep the page waiting on a slow server for long. */
const LOGOUT_TIMEOUT_MS = 5000;

/** POST /api/logout/: the server revokes the access token this call carries (this session only). */
export async function revokeThisSession(): Promise<void> {
  await apiClient.post(AUTH_PATHS.logout, undefined, { timeout: LOGOUT_TIMEOUT_MS });
}

/** POST /api/logout-everywhere/: every access and refresh token of the user, on every device. */
export async function revokeEverySession(): Promise<void> {
  await apiClient.post(AUTH_PATHS.logoutEverywhere, undefined, { timeout: LOGOUT_TIMEOUT_MS });
}
