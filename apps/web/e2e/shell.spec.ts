import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test.describe('the signed-in shell', () => {
  test('admin sees the bell with the seeded count, filters by type, marks one read, and the count holds after reload', async ({ page }) => {
    await signIn(page, 'admin@ua.test');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const label = (await bell.getAttribute('aria-label')) ?? '';
    const before = Number(label.match(/(\d+) unread/)?.[1]);
    expect(before).toBeGreaterThanOrEqual(7);
    await expect(bell).toContainText(String(before));

    await bell.click();
    const chips = page.getByRole('radiogroup', { name: 'Filter by type' });
    await expect(chips.getByRole('radio', { name: `All ${before}` })).toBeVisible();
    // The demo gives Asha two of each; a spec run before this one may have added payments (the agents'
    // spec pays her honeymoon booking from a wallet, which tells her as the booking's owner).
    const paymentChip = chips.getByRole('radio', { name: /^payment \d+$/ });
    await expect(paymentChip).toBeVisible();
    await expect(chips.getByRole('radio', { name: /^booking \d+$/ })).toBeVisible();

    await paymentChip.click();
    const list = page.getByRole('list', { name: 'Unread notifications' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect(list.getByText('Balance of ₹18,400 received')).toBeVisible();
    // Only payments: the booking notice and the others are filtered out.
    expect(await list.getByRole('listitem').count()).toBeLessThan(before);
    await expect(list.getByText(/Snow Valley Resorts turned down/)).toHaveCount(0);

    const item = list.getByRole('listitem').filter({ hasText: 'Balance of ₹18,400' });
    const saved = page.waitForResponse((res) => res.url().includes('/user/user-notification-action/') && res.request().method() === 'PATCH');
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(list.getByText('Balance of ₹18,400 received')).toHaveCount(0);
    // The count drops at once, before the server has answered.
    await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
    expect((await saved).status()).toBe(200);

    // A notification about a record links to its page, in a new tab without handing over the opener.
    await chips.getByRole('radio', { name: 'supplier 1' }).click();
    const link = list.getByRole('link', { name: /View details/ }).first();
    await expect(link).toHaveAttribute('href', /\/suppliers\/\d+$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await page.reload();
    await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
  });

  test('keeps line breaks in multi-line messages', async ({ page }) => {
    await signIn(page, 'admin@ua.test');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const message = page.getByText(/Goa Coastal Cabs updated their bank details\./);
    await expect(message).toBeVisible();
    expect(await message.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('pre-line');
    expect(await message.evaluate((node) => (node as HTMLElement).innerText)).toContain('\n');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Unread notifications' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeFocused();
  });

  test('viewer, with no notifications, sees no bell', async ({ page }) => {
    await signIn(page, 'viewer@ua.test');
    await expect(page.getByRole('banner').getByText('Meera')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  });

  test('a page whose path contains erp shows no top bar', async ({ page }) => {
    await signIn(page, 'ops@ua.test');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/erp/reports');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('signed out, the login page stands instead of the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue With Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
