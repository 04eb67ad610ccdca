import { act, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { showErrorToast } from '../lib/toast';
import { renderWithProviders } from '../test/render';

describe('toasts', () => {
  it('appear top right and hide themselves after 3000 ms', async () => {
    renderWithProviders(<p>page</p>);
    // The toast container is a lazy chunk: let it arrive before the clock is faked.
    act(() => void showErrorToast('warming up'));
    await screen.findByText('warming up');
    act(() => notifications.clean());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    act(() => void showErrorToast('Invalid Credentials'));
    const toast = await screen.findByText('Invalid Credentials');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Invalid Credentials')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument());
  });
});
