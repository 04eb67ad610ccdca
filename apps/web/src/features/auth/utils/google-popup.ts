import type { PublicConfig } from '@ua/contracts';
import { OAUTH_CALLBACK_PATH, OAUTH_SCOPE, SIGN_IN_POPUP_NAME, SIGN_IN_POPUP_SIZE } from '../../../config/oauth';
import { isOAuthCallbackMessage } from './oauth-callback';
import { consumeOAuthState } from './oauth-state';

/** The part of the popup window the sign-in flow uses. */
export type SignInPopup = { readonly closed: boolean; close(): void; location: { href: string } };

export class SignInPopupClosedError extends Error {
  constructor() {
    super('The sign-in window was closed before sign-in finished');
    this.name = 'SignInPopupClosedError';
  }
}

/**
 * Opens the popup at once, inside the click that asked for it, so that popup blockers let it
 * through; it is pointed at the provider once the configuration is known. Null when blocked.
 */
export function openSignInPopup(win: Window = window): Window | null {
  const { width, height } = SIGN_IN_POPUP_SIZE;
  const left = Math.round(win.screenX + (win.outerWidth - width) / 2);
  const top = Math.round(win.screenY + (win.outerHeight - height) / 2);
  return win.open('about:blank', SIGN_IN_POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

/** The provider's authorization URL for the implicit flow; a relative URL (the local provider) is on our origin. */
export function buildAuthorizeUrl(config: PublicConfig, origin: string, state: string): string {
  const url = new URL(config.google_auth_url, origin);
  url.searchParams.set('client_id', config.google_client_id);
  url.searchParams.set('redirect_uri', `${origin}${OAUTH_CALLBACK_PATH}`);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', OAUTH_SCOPE);
  url.searchParams.set('state', state);
  return url.href;
}

type WaitOptions = { pollIntervalMs?: number; closeGraceMs?: number };

/**
 * Resolves with the provider's access token once the callback page posts it from our own origin
 * with the `state` we sent; rejects when the provider answers an error, the state does not match,
 * or the popup is closed without an answer.
 */
export function waitForProviderToken(popup: SignInPopup, { pollIntervalMs = 500, closeGraceMs = 1000 }: WaitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      clearInterval(pollTimer);
      clearTimeout(graceTimer);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isOAuthCallbackMessage(event.data)) return;
      const { access_token, state, error } = event.data;
      if (!consumeOAuthState(state)) settle(() => reject(new Error('The sign-in answer carried an unexpected state')));
      else if (error || !access_token) settle(() => reject(new Error(`The identity provider answered: ${error ?? 'no token'}`)));
      else settle(() => resolve(access_token));
    };
    // The callback page posts and then closes itself: give its message a moment to land before
    // calling the popup abandoned.
    const pollTimer = setInterval(() => {
      if (!popup.closed || graceTimer) return;
      graceTimer = setTimeout(() => settle(() => reject(new SignInPopupClosedError())), closeGraceMs);
    }, pollIntervalMs);
    window.addEventListener('message', onMessage);
  });
}
