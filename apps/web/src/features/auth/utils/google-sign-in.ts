import type { PublicConfig } from '@ua/contracts';
import { storeAccessToken } from '../../../lib/access-token-cookie';
import { exchangeGoogleToken } from '../api/exchange-google-token';
import { buildAuthorizeUrl, waitForProviderToken, type SignInPopup } from './google-popup';
import { createOAuthState } from './oauth-state';

/** The whole popup sign-in: provider consent, exchange for our token, token into the cookie. */
export async function signInWithGoogle(popup: SignInPopup, loadConfig: () => Promise<PublicConfig>): Promise<void> {
  try {
    const config = await loadConfig();
    popup.location.href = buildAuthorizeUrl(config, window.location.origin, createOAuthState());
    const providerToken = await waitForProviderToken(popup);
    storeAccessToken(await exchangeGoogleToken(providerToken));
  } finally {
    if (!popup.closed) popup.close();
  }
}
