import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessCookie, openFromNav, signIn } from './support.ts';

// These tests change demo accounts that other spec files rely on (ops's bell, viewer without a level):
// each puts viewer back as seeded when it ends, and the deactivation runs last.

const DEMO_PASSWORD = 'demo-password';

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/manual-login/', { data: { username: 'admin@ua.test', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/** viewer@ua.test as seeded: active, and without an access level. */
async function restoreViewer(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const found = await request.get('/api/admin/staff/', { headers, params: { search: 'viewer@ua.test' } });
  const { results } = (await found.json()) as { results: { id: number; email: string }[] };
  const viewer = results.find((member) => member.email === 'viewer@ua.test');
  if (!viewer) throw new Error('the demo has no viewer@ua.test');
  const restored = await request.patch(`/api/admin/staff/${viewer.id}/`, { headers, data: { active: true, access_level_ids: [] } });
  expect(restored.ok()).toBe(true);
}

/** Opens viewer's staff form from the staff table, as an admin would find them. */
async function openViewerForm(page: Page) {
  await openFromNav(page, 'Administration', 'Staff');
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Search' }).fill('viewer@');
  await expect(page).toHaveURL(/\/admin\/staff\?search=viewer%40/);
  await page.getByRole('link', { name: 'Meera Iyer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit staff member' });
  await expect(drawer.getByRole('textbox', { name: /First name/ })).toHaveValue('Meera');
  return drawer;
}

test.describe('staff administration', () => {
  test.afterEach(async ({ request }) => restoreViewer(request));

  test('admin sends a system notification to ops, who finds it in the bell under the system chip', async ({ page, browser }) => {
    const stamp = `Fire drill at 15:00 (${Date.now()})`;
    await signIn(page, 'admin@ua.test');
    await openFromNav(page, 'Administration', 'Send notification');

    const people = page.getByRole('combobox', { name: 'People' });
    await people.fill('ops@');
    await page.getByRole('option', { name: 'Ravi Kumar (ops@ua.test)' }).click();
    await expect(page.getByRole('radio', { name: 'system' })).toBeChecked();
    await page.getByRole('textbox', { name: /Message/ }).fill(`${stamp}\nMeet at the car park.`);
    await expect(page.getByLabel('Preview in the bell')).toContainText(stamp);
    await page.getByRole('button', { name: 'Send notification' }).click();
    await expect(page.getByText('Sent to 1 staff.')).toBeVisible();

    const opsContext = await browser.newContext();
    try {
      const ops = await opsContext.newPage();
      await signIn(ops, 'ops@ua.test');
      await ops.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await ops.getByRole('radiogroup', { name: 'Filter by type' }).getByRole('radio', { name: /^system \d+$/ }).click();
      const item = ops.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem').filter({ hasText: stamp });
      await expect(item).toBeVisible();
      await expect(item.getByText('system', { exact: true })).toBeVisible();
      expect(await item.getByText(stamp).evaluate((node) => (node as HTMLElement).innerText)).toContain('\nMeet at the car park.');
    } finally {
      await opsContext.close();
    }
  });

  test('admin gives viewer the Operations level; viewer reloads and has the areas it opens', async ({ page, browser }) => {
    const viewerContext = await browser.newContext();
    try {
      const viewer = await viewerContext.newPage();
      await signIn(viewer, 'viewer@ua.test');
      await expect(viewer.getByText(/You have no access level yet/)).toBeVisible();
      await expect(viewer.getByRole('banner').getByRole('navigation', { name: 'Areas' })).toHaveCount(0);

      await signIn(page, 'admin@ua.test');
      const drawer = await openViewerForm(page);
      await drawer.getByRole('combobox', { name: 'Access levels' }).click();
      await page.getByRole('option', { name: 'Operations' }).click();
      // The list of levels stays open for another choice, over the drawer's foot: close it first.
      await drawer.getByRole('combobox', { name: 'Access levels' }).press('Escape');
      await expect(page.getByRole('option', { name: 'Operations' })).toBeHidden();
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Changes saved')).toBeVisible();
      await expect(page.getByRole('row', { name: /Meera Iyer/ })).toContainText('Operations');

      await viewer.reload();
      const access = viewer.getByRole('list', { name: 'Your permissions' });
      await expect(access).toContainText('Bookings');
      await expect(access).toContainText('Itineraries');
      await expect(access).toContainText('Audit log');
      // Operations reads the audit log: Administration opens for viewer, on that section alone.
      await openFromNav(viewer, 'Administration');
      await expect(viewer.getByRole('tab')).toHaveText(['Audit log']);
    } finally {
      await viewerContext.close();
    }
  });

  // Last: it ends viewer's session (afterEach reactivates them for the spec files that follow).
  test('admin deactivates viewer, whose open session ends at its next call', async ({ page, browser }) => {
    const viewerContext = await browser.newContext();
    try {
      const viewer = await viewerContext.newPage();
      await signIn(viewer, 'viewer@ua.test');
      await expect(viewer.getByRole('banner').getByText('Meera')).toBeVisible();
      const token = (await accessCookie(viewerContext))?.value;

      await signIn(page, 'admin@ua.test');
      const drawer = await openViewerForm(page);
      await drawer.getByRole('switch', { name: /^Active/ }).click();
      await expect(drawer.getByText(/Saving signs Meera out everywhere at once/)).toBeVisible();
      await drawer.getByRole('button', { name: 'Deactivate and save' }).click();
      await expect(page.getByText('Changes saved')).toBeVisible();
      await expect(page.getByRole('row', { name: /Meera Iyer/ })).toContainText('Inactive');

      const call = await viewer.request.get('/api/user-profile/', { headers: { Authorization: `Bearer ${token}` } });
      expect(call.status()).toBe(401);
      await viewer.reload();
      await expect(viewer.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
      await expect(viewer.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    } finally {
      await viewerContext.close();
    }
  });
});
