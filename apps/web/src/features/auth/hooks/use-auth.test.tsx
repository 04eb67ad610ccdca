import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token-cookie';
import { ASHA } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render';
import { userProfileQueryOptions } from '../api/get-user-profile';
import { useAuth } from './use-auth';

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useAuth(), { wrapper }) };
}

describe('useAuth', () => {
  it('goes from loading to authorized when the profile loads, with the first item of the list', async () => {
    mockApi({ 'GET /api/user-profile/': { status: 200, data: [ASHA, { ...ASHA, first_name: 'Other' }] } });
    storeAccessToken('token');
    const { result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authorized'));
    expect(result.current.profile?.first_name).toBe('Asha');
  });

  it('goes from loading to unathorized when the profile call fails', async () => {
    mockApi({ 'GET /api/user-profile/': { status: 401, data: { detail: 'Authentication credentials were not provided.' } } });
    storeAccessToken('expired');
    const { result } = setup();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('unathorized'));
    expect(result.current.profile).toBeUndefined();
  });

  it('is unathorized when the profile list is empty, raising "User Profile does not exist"', async () => {
    mockApi({ 'GET /api/user-profile/': { status: 200, data: [] } });
    storeAccessToken('token');
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.status).toBe('unathorized'));
    const error = queryClient.getQueryState(userProfileQueryOptions().queryKey)?.error;
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe('User Profile does not exist');
  });

  it('is unathorized at once without the cookie, and asks the server nothing', () => {
    const api = mockApi({ 'GET /api/user-profile/': { status: 200, data: [ASHA] } });
    const { result } = setup();
    expect(result.current.status).toBe('unathorized');
    expect(api.calls).toHaveLength(0);
  });
});
