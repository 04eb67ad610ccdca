import { OAUTH_STATE_STORAGE_KEY } from '../../../config/oauth';

/** A fresh random `state` for one authorization request, kept for this tab only. */
export function createOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, state);
  return state;
}

/** Checks a returned `state` against the one sent; a state is good for one answer only. */
export function consumeOAuthState(returned: string | undefined): boolean {
  const expected = sessionStorage.getItem(OAUTH_STATE_STORAGE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_STORAGE_KEY);
  return expected !== null && returned !== undefined && returned === expected;
}
