import { OAUTH_MESSAGE_TYPE } from '../../../config/oauth';

/** What the callback page posts to the window that opened it. */
export type OAuthCallbackMessage = {
  type: typeof OAUTH_MESSAGE_TYPE;
  access_token?: string;
  state?: string;
  error?: string;
};

export function isOAuthCallbackMessage(data: unknown): data is OAuthCallbackMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === OAUTH_MESSAGE_TYPE;
}

/**
 * Runs on the redirect page inside the sign-in popup: hands the provider's answer (in the URL
 * fragment) to the opener, on our own origin only, and closes. Answers false when there is no opener.
 */
export function answerOAuthCallback(win: Window = window): boolean {
  const fragment = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(win.location.search);
  const read = (name: string) => fragment.get(name) ?? query.get(name) ?? undefined;
  const message: OAuthCallbackMessage = {
    type: OAUTH_MESSAGE_TYPE,
    access_token: read('access_token'),
    state: read('state'),
    error: read('error'),
  };
  // The token must not linger in this window's history.
  win.history.replaceState(null, '', win.location.pathname);
  const opener = win.opener as Window | null;
  if (!opener) return false;
  opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}
