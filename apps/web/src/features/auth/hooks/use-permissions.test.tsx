import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storeAccessToken } from '../../../lib/access-token-cookie';
import { ASHA } from '../../../test/fixtures';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render';
import { useCurrentUser } from './use-current-user';
import { usePermissions } from './use-permissions';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

const labels = (...names: string[]) => ({ status: 200, data: [{ access_level_data: names.map((label) => ({ label })) }] });

describe('usePermissions', () => {
  it('answers undefined while loading, then true for a held label and false for another', async () => {
    let release: (reply: MockReply) => void = () => {};
    const api = mockApi({
      'GET /api/user-profile/': { status: 200, data: [ASHA] },
      'GET /access/user-access-level/': () => new Promise((resolve) => (release = resolve)),
    });
    storeAccessToken('token');
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.hasPermission('bookings.view')).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(api.callsTo('GET', '/access/user-access-level/')).toHaveLength(1));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.hasPermission('bookings.view')).toBeUndefined();

    release(labels('bookings.view'));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.hasPermission('bookings.view')).toBe(true);
    expect(result.current.hasPermission('payments.record')).toBe(false);
  });

  it('treats an access-level failure as no permissions', async () => {
    mockApi({
      'GET /api/user-profile/': { status: 200, data: [ASHA] },
      'GET /access/user-access-level/': { status: 500, data: { detail: 'boom' } },
    });
    storeAccessToken('token');
    const { result } = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(result.current.labels).toEqual([]));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.hasPermission('bookings.view')).toBe(false);
  });

  it('never asks for access levels when nobody is signed in', () => {
    const api = mockApi({});
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.hasPermission('bookings.view')).toBe(false);
    expect(api.calls).toHaveLength(0);
  });
});

describe('useCurrentUser', () => {
  it('offers the same check over its label list', async () => {
    mockApi({ 'GET /api/user-profile/': { status: 200, data: [ASHA] }, 'GET /access/user-access-level/': labels('wallet.view') });
    storeAccessToken('token');
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current?.labels).toEqual(['wallet.view']));
    expect(result.current?.profile.first_name).toBe('Asha');
    expect(result.current?.can('wallet.view')).toBe(true);
    expect(result.current?.can('wallet.adjust')).toBe(false);
  });

  it('is null when nobody is signed in', () => {
    mockApi({});
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current).toBeNull();
  });
});
