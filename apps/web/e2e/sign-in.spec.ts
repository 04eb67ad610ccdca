import { expect, test } from '@playwright/test';
import { accessCookie, signIn } from './support.ts';

test.describe('staff sign-in through the Google popup', () => {
  test('signs in as admin, shows Asha and Logout, keeps the token for 7 days, and signs out', async ({ page, context }) => {
    await signIn(page, 'admin@ua.test');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('Asha')).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Logout' })).toBeVisible();

    const cookie = await accessCookie(context);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    await topBar.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true }).first()).toBeVisible();
    expect(await accessCookie(context)).toBeUndefined();
  });

  test('refuses an email that is not staff with Invalid Credentials', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue With Google' }).click();
    const popup = await popupPromise;
    await popup.getByLabel('Another email').fill('intruder@elsewhere.test');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid Credentials')).toBeVisible();
    expect(await accessCookie(context)).toBeUndefined();
  });
});
