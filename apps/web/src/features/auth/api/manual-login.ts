import type { manualLoginRequestSchema, manualLoginResponseSchema } from '@ua/contracts';
import { AUTH_PATHS } from '../../../config/contract-constants';
import { apiClient } from '../../../lib/api-client';
import type { SchemaOutput } from '../../../lib/contract-types';

type ManualLoginRequest = SchemaOutput<typeof manualLoginRequestSchema>;
type ManualLoginResponse = SchemaOutput<typeof manualLoginResponseSchema>;

/** POST /api/manual-login/: the profile fields plus our `access` and `refresh` tokens. */
export async function manualLogin(input: ManualLoginRequest): Promise<ManualLoginResponse> {
  const { data } = await apiClient.post<ManualLoginResponse>(AUTH_PATHS.manualLogin, input);
  return data;
}
