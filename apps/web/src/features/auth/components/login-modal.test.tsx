import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { LoginModal } from './login-modal';

describe('LoginModal', () => {
  it('is a dialog named by its heading that the user can close with its button or Escape', async () => {
    mockApi({});
    const onClose = vi.fn();
    renderWithProviders(<LoginModal opened onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Login to your account' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('hides the app behind it while open, so the login page\u2019s own button is not offered twice', async () => {
    mockApi({});
    const app = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const { rerender } = renderWithProviders(<LoginModal opened onClose={() => {}} />, { container: app });
    await screen.findByRole('dialog', { name: 'Login to your account' });
    expect(app).toHaveAttribute('aria-hidden', 'true');
    expect(app.inert).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Continue With Google' })).toHaveLength(1);
    rerender(<LoginModal opened={false} onClose={() => {}} />);
    expect(app).not.toHaveAttribute('aria-hidden');
    expect(app.inert).toBe(false);
    app.remove();
  });

  it('cannot be closed when marked not closable', async () => {
    mockApi({});
    const onClose = vi.fn();
    renderWithProviders(<LoginModal opened onClose={onClose} closable={false} />);
    await screen.findByRole('dialog', { name: 'Login to your account' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
