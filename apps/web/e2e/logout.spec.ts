import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessCookie, signIn } from './support.ts';

const profileStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/user-profile/', { headers: { authorization: `Bearer ${token}` } })).status();

test.describe('signing out', () => {
  test('Logout revokes the token on the server: the token read before clicking gets 401 afterwards', async ({ page, context }) => {
    await signIn(page, 'ops@ua.test');
    const token = (await accessCookie(context))?.value ?? '';
    expect(token).not.toBe('');
    expect(await profileStatus(page.request, token)).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true }).first()).toBeVisible();
    expect(await accessCookie(context)).toBeUndefined();
    expect(await profileStatus(page.request, token)).toBe(401);
  });

  test('Sign out everywhere, in the menu under the first name, ends the sessions of other browsers too', async ({ page, context, browser }) => {
    const elsewhere = await browser.newContext();
    try {
      const otherPage = await elsewhere.newPage();
      await signIn(otherPage, 'viewer@ua.test');
      const otherToken = (await accessCookie(elsewhere))?.value ?? '';
      expect(await profileStatus(page.request, otherToken)).toBe(200);

      await signIn(page, 'viewer@ua.test');
      const token = (await accessCookie(context))?.value ?? '';
      const topBar = page.getByRole('banner');
      await expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();
      await topBar.getByRole('button', { name: 'Meera: account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();

      await expect(page.getByRole('button', { name: 'Login', exact: true }).first()).toBeVisible();
      expect(await accessCookie(context)).toBeUndefined();
      expect(await profileStatus(page.request, token)).toBe(401);
      expect(await profileStatus(page.request, otherToken)).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });
});
