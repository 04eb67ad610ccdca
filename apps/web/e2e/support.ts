import { expect, type BrowserContext, type Page } from '@playwright/test';

export const ACCESS_COOKIE = 'ua-internal-access-token';

/** Signs in through the real popup and the local identity provider, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue With Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup.getByText('Development sign-in')).toBeVisible();
  const known = popup.getByRole('button', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) });
  if (await known.count()) await known.click();
  else {
    await popup.getByLabel('Another email').fill(email);
    await popup.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByText('Login Successful')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForLoadState();
}

export async function accessCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === ACCESS_COOKIE);
}

/**
 * Opens an area from the top bar's navigation on a desktop: a group holding one link is that link;
 * a group holding several is a menu, and `item` names the entry to pick in it.
 */
export async function openFromNav(page: Page, group: string, item?: string): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Areas' });
  if (item === undefined) {
    await nav.getByRole('link', { name: group }).click();
    return;
  }
  await nav.getByRole('button', { name: group }).click();
  await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: item }).click();
}

/** Whole paise of an amount as the app shows it: `₹1,25,000` or `₹4,500.50`. */
export function paiseOf(shown: string): number {
  const match = /^₹([\d,]+)(?:\.(\d{2}))?$/.exec(shown.trim());
  if (!match) throw new Error(`Not an amount in rupees: "${shown}"`);
  const [, rupees = '0', paise = '00'] = match;
  return Number(rupees.replace(/,/g, '')) * 100 + Number(paise);
}

/** Rupees as a form box holds them: `4500`, or `4500.50` with paise. */
export function rupeesOf(paise: number): string {
  const rest = paise % 100;
  return `${Math.trunc(paise / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Text made safe to put inside a regular expression. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
