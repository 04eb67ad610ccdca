/** The spec's auth states; `unathorized` is spelt so on purpose. */
export type AuthStatus = 'loading' | 'authorized' | 'unathorized';

type ProfileQueryState = { hasToken: boolean; isPending: boolean; isError: boolean };

export function authStatusOf({ hasToken, isPending, isError }: ProfileQueryState): AuthStatus {
  // Without a token there is nobody to ask about: straight to the login page, no call made.
  if (!hasToken || isError) return 'unathorized';
  return isPending ? 'loading' : 'authorized';
}
