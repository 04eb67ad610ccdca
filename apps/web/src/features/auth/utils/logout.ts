import { clearAccessToken } from '../../../lib/access-token-cookie';
import { reloadPage } from '../../../lib/reload-page';

export function logout(): void {
  clearAccessToken();
  reloadPage();
}
