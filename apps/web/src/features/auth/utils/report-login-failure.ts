import { INVALID_CREDENTIALS } from '../../../config/contract-constants';
import { showErrorToast } from '../../../lib/toast';
import { SignInPopupClosedError } from './google-popup';

export const POPUP_BLOCKED_MESSAGE = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
const POPUP_CLOSED_MESSAGE = 'The sign-in window was closed before sign-in finished. Please try again.';

/** The spec's one failure message for any failed sign-in; a closed popup is the user's choice, not a failure. */
export function reportLoginFailure(error: unknown): void {
  if (error instanceof SignInPopupClosedError) {
    showErrorToast(POPUP_CLOSED_MESSAGE, 'Sign-in cancelled');
    return;
  }
  console.error(error);
  showErrorToast(INVALID_CREDENTIALS);
}
