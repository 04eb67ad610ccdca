import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '../../../lib/access-token-cookie';
import { reloadPage } from '../../../lib/reload-page';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { LoginPanel } from './login-panel';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const publicConfig = {
  status: 200,
  data: {
    google_client_id: 'ua-internal-dev',
    google_auth_url: '/dev-idp/authorize',
    dev_identity_provider: true,
    public_site_url: 'https://ua.example',
    client_dashboard_url: 'https://dashboard.ua.example',
  },
};

function openPopupSpy() {
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { href: 'about:blank' } };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

/** Plays the callback page: posts the provider's answer with the state the app sent. */
async function providerAnswers(popup: { location: { href: string } }, accessToken: string) {
  await waitFor(() => expect(popup.location.href).toContain('/dev-idp/authorize'));
  const state = new URL(popup.location.href).searchParams.get('state') ?? '';
  window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'ua-oauth', access_token: accessToken, state } }));
}

describe('LoginPanel', () => {
  it('shows the heading, a header image and one button, Continue With Google', () => {
    mockApi({ 'GET /api/public-config/': publicConfig });
    renderWithProviders(<LoginPanel onContinue={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/login-header.svg');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue With Google']);
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  it('signs in through the popup: exchanges the provider token, stores ours, then Continue reloads', async () => {
    const api = mockApi({
      'GET /api/public-config/': publicConfig,
      'POST /login/google/v2/': { status: 200, data: { access_token: 'our-jwt', refresh: 'r' } },
    });
    const { popup, open } = openPopupSpy();
    const onContinue = vi.fn(reloadPage);
    renderWithProviders(<LoginPanel onContinue={onContinue} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue With Google' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'ua-google-sign-in', expect.stringContaining('width=480'));
    await providerAnswers(popup, 'provider-token');

    expect(await screen.findByRole('heading', { name: 'Login Successful' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/login/google/v2/')[0]?.body).toEqual({ access_token: 'provider-token' });
    expect(readAccessToken()).toBe('our-jwt');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalled();
  });

  it('stores `access` when the exchange names the token so', async () => {
    mockApi({ 'GET /api/public-config/': publicConfig, 'POST /login/google/v2/': { status: 200, data: { access: 'our-jwt-2', refresh: 'r' } } });
    const { popup } = openPopupSpy();
    renderWithProviders(<LoginPanel onContinue={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue With Google' }));
    await providerAnswers(popup, 'provider-token');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(readAccessToken()).toBe('our-jwt-2');
  });

  it('shows the red Invalid Credentials toast and logs the error when the exchange fails', async () => {
    mockApi({ 'GET /api/public-config/': publicConfig, 'POST /login/google/v2/': { status: 401, data: { detail: 'Invalid Credentials' } } });
    const { popup } = openPopupSpy();
    const show = vi.spyOn(notifications, 'show');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<LoginPanel onContinue={() => {}} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue With Google' }));
    await providerAnswers(popup, 'token-for-a-stranger');

    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Invalid Credentials' }));
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 401 }) }));
    expect(readAccessToken()).toBeUndefined();
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
  });

  it('says so clearly when the browser blocks the popup', async () => {
    mockApi({ 'GET /api/public-config/': publicConfig });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<LoginPanel onContinue={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue With Google' }));
    expect(await screen.findByText(/blocked the sign-in window/)).toBeInTheDocument();
  });

  it('says so clearly when the popup is closed before sign-in finishes', async () => {
    mockApi({ 'GET /api/public-config/': publicConfig });
    const { popup } = openPopupSpy();
    renderWithProviders(<LoginPanel onContinue={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue With Google' }));
    await waitFor(() => expect(popup.location.href).toContain('/dev-idp/authorize'));
    popup.closed = true;
    expect(await screen.findByText(/closed before sign-in finished/)).toBeInTheDocument();
    expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument();
  });
});
