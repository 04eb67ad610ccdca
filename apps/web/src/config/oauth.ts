/** Where the identity provider sends the popup back; main.tsx answers it before the app renders. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
/** The `type` of the message the callback page posts to its opener. */
export const OAUTH_MESSAGE_TYPE = 'ua-oauth';
/** sessionStorage key holding the `state` sent with the authorization request. */
export const OAUTH_STATE_STORAGE_KEY = 'ua-oauth-state';
export const OAUTH_SCOPE = 'openid email profile';
export const SIGN_IN_POPUP_NAME = 'ua-google-sign-in';
export const SIGN_IN_POPUP_SIZE = { width: 480, height: 640 } as const;
