import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken, storeAccessToken } from '../../lib/access-token-cookie';
import { reloadPage } from '../../lib/reload-page';
import { ASHA } from '../../test/fixtures';
import { mockApi, type MockReply } from '../../test/mock-api';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { AppRoutes } from '../routes';
import indexHtml from '../../../index.html?raw';

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

/** The whole app (layout, routes, lazy pages) at `path`. */
function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}

const labels = (...names: string[]) => ({ status: 200, data: [{ access_level_data: names.map((label) => ({ label })) }] });

function signedIn(routes: Parameters<typeof mockApi>[0] = {}) {
  storeAccessToken('token');
  return mockApi({
    'GET /api/user-profile/': { status: 200, data: [ASHA] },
    'GET /access/user-access-level/': labels('bookings.view', 'payments.record'),
    'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 0, by_type: {} } },
    ...routes,
  });
}

describe('the page title', () => {
  it('is UA Internal', () => {
    expect(indexHtml).toContain('<title>UA Internal</title>');
  });

  it('shows a splash from the first byte, with word of a slow connection, until the app draws over it', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const splash = page.querySelector('#root [role="status"]');
    expect(splash?.textContent).toContain('Loading…');
    expect(splash?.textContent).toContain('The connection is slow today');
  });
});

describe('the shell, signed out', () => {
  it('shows the login page, not closable, instead of the page content, and asks for no profile', async () => {
    const api = mockApi({ 'GET /api/public-config/': { status: 200, data: {} } });
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Good (morning|afternoon|evening)/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user-profile/')).toHaveLength(0);
  });

  it('offers Login in the top bar, which opens the closable login modal in the login page\u2019s place', async () => {
    mockApi({ 'GET /api/public-config/': { status: 200, data: {} } });
    renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login to your account' })).toBeInTheDocument();
    // The modal takes the login page's place: one panel, one sign-in at a time.
    expect(screen.getAllByRole('button', { name: 'Continue With Google', hidden: true })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the login page when the profile cannot be loaded', async () => {
    storeAccessToken('expired');
    mockApi({ 'GET /api/user-profile/': { status: 401, data: { detail: 'expired' } } });
    renderApp({ path: '/' });
    expect(await screen.findByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the shell, signed in', () => {
  it('shows the logo, the first name and Logout in the top bar, and the greeting on the home page', async () => {
    signedIn();
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Asha$/ })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Asha');
    expect(banner.querySelector('img[src$="logo.svg"], img[src^="data:image/svg+xml"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out: has the server revoke the token, clears the cookie and reloads the page', async () => {
    vi.mocked(reloadPage).mockClear();
    const api = signedIn({ 'POST /api/logout/': { status: 204 } });
    renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/logout/')[0]?.headers.get('Authorization')).toBe('Bearer token');
    expect(readAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain('ua-internal-access-token');
  });

  it('offers Sign out everywhere in the menu under the first name, beside Logout', async () => {
    vi.mocked(reloadPage).mockClear();
    const api = signedIn({ 'POST /api/logout-everywhere/': { status: 204 } });
    renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Asha: account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/logout-everywhere/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/logout/')).toHaveLength(0);
    expect(readAccessToken()).toBeUndefined();
  });

  it('covers the page with a spinner until the access levels have loaded', async () => {
    let release: (reply: MockReply) => void = () => {};
    signedIn({ 'GET /access/user-access-level/': () => new Promise((resolve) => (release = resolve)) });
    renderApp({ path: '/' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your workspace');
    await screen.findByRole('heading', { name: /Asha$/ });
    expect(screen.getByRole('status')).toBeInTheDocument();

    release(labels('bookings.view'));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Your permissions' })).toHaveTextContent('Bookings');
  });

  it('treats an access-level failure as no permissions and carries on', async () => {
    signedIn({ 'GET /access/user-access-level/': { status: 403, data: { detail: 'no', code: 'forbidden' } } });
    renderApp({ path: '/' });
    expect(await screen.findByText(/You have no access level yet/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the bell in the top bar when something is unread', async () => {
    signedIn({ 'GET /user/notifications/unread-count/': { status: 200, data: { unread_count: 4, by_type: { booking: 3, payment: 1 } } } });
    renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path, with the top bar', async () => {
    signedIn();
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('pages without the top bar', () => {
  it.each(['/erp', '/erp/bookings/12'])('%s renders without the top bar', async (path) => {
    signedIn();
    renderApp({ path });
    expect(await screen.findByRole('heading', { name: 'ERP workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('keeps the login page, without the top bar, when signed out on an erp path', async () => {
    mockApi({ 'GET /api/public-config/': { status: 200, data: {} } });
    renderApp({ path: '/erp' });
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
