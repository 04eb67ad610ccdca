import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '../../../lib/access-token-cookie';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { submitEmailLogin } from './submit-email-login';

/** The spec renders no email form; this one exists only to drive the handler the way a form would. */
function EmailForm({ onSuccess }: { onSuccess: () => void }) {
  return (
    <form aria-label="Email login" onSubmit={(event) => void submitEmailLogin(event, onSuccess)}>
      <input name="email" aria-label="Email" defaultValue="asha@ua.test" />
      <input name="password" aria-label="Password" type="password" defaultValue="correct horse battery" />
    </form>
  );
}

describe('submitEmailLogin', () => {
  it('reads email and password, calls manual-login and stores `access` in the cookie', async () => {
    const api = mockApi({
      'POST /api/manual-login/': {
        status: 200,
        data: { first_name: 'Asha', last_name: 'Rao', email: 'asha@ua.test', picture: null, access: 'jwt-from-password', refresh: 'r' },
      },
    });
    const onSuccess = vi.fn();
    renderWithProviders(<EmailForm onSuccess={onSuccess} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Email login' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/manual-login/')[0]?.body).toEqual({ username: 'asha@ua.test', password: 'correct horse battery' });
    expect(readAccessToken()).toBe('jwt-from-password');
  });

  it('shows Invalid Credentials and stores nothing when the login fails', async () => {
    mockApi({ 'POST /api/manual-login/': { status: 401, data: { detail: 'Invalid Credentials' } } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSuccess = vi.fn();
    renderWithProviders(<EmailForm onSuccess={onSuccess} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Email login' }));

    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(readAccessToken()).toBeUndefined();
  });
});
