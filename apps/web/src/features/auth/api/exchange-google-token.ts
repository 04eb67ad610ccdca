import { AUTH_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';

/** The spec lets the exchange name our token `access` or `access_token`; take whichever came. */
type ExchangeResponse = { access?: unknown; access_token?: unknown };

/** Trades the identity provider's access token for ours (POST /login/google/v2/). */
export async function exchangeGoogleToken(providerAccessToken: string): Promise<string> {
  const { data } = await apiClient.post<ExchangeResponse | null>(AUTH_PATHS.googleLogin, { access_token: providerAccessToken });
  const token = data?.access ?? data?.access_token;
  if (typeof token !== 'string' || token === '') throw new Error('The sign-in exchange answered without a token');
  return token;
}
