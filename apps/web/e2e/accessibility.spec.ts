import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCESS_COOKIE } from './support.ts';

const SCREENS = [
  '/',
  '/notifications',
  '/destinations',
  '/destinations/1',
  '/suppliers',
  '/suppliers/1',
  '/products',
  '/products|Rows',
  '/destinations/1|Rows',
  '/products/1',
  '/products/new',
  '/products/1/edit',
  '/suppliers/new',
  '/suppliers/1/edit',
  '/destinations/1/new',
  '/admin/staff/1',
  '/notifications?read=true',
  '/admin/staff',
  '/admin/access-levels',
  '/admin/notifications',
  '/admin/audit-log',
  '/admin/jobs',
  '/admin/no-such-section',
  '/no-such-page',
  '/itineraries',
  '/itineraries/new',
  '/itineraries/1',
  '/itineraries/5',
  '/bookings',
  '/bookings/departures',
  '/bookings/new',
  '/bookings/new?trip=1',
  '/bookings/1',
  '/bookings/5',
  // The demo's money: Jaipur part paid and late, Goa with a reversed cheque and a waiver (their payments panels).
  '/bookings/2',
  '/bookings/4',
  '/payments',
  '/payments?days=30',
  // The agents: the list, Wanderlust's page and the top-ups awaiting approval (one, in the demo).
  '/agents',
  '/agents/1',
  '/agents/1/wallet',
  '/agents/top-ups',
  '/mail',
  '/mail?tab=whatsapp',
];

/** The WCAG 2.1 A and AA findings axe rates critical or serious, as "rule: element" lines. */
async function seriousFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/**
 * Waits until no CSS transition or animation runs: a drawer fading in is still part-transparent, and
 * axe measures the contrast of its text against what shows through.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Waits for the page to settle: no skeleton or spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await transitionsDone(page);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ context, request, baseURL }) => {
      const login = await request.post('/api/manual-login/', { data: { username: 'admin@ua.test', password: 'demo-password' } });
      const { access } = (await login.json()) as { access: string };
      await context.addCookies([{ name: ACCESS_COOKIE, value: access, url: baseURL ?? '' }]);
    });

    test('every screen has no critical or serious WCAG 2.1 AA finding', async ({ page }) => {
      test.setTimeout(420_000);
      const findings: string[] = [];
      for (const screen of SCREENS) {
        // "path|Rows": the page again in its compact row view.
        const [path = screen, view] = screen.split('|');
        await page.goto(path);
        await settled(page);
        if (view) {
          await page.getByText(view, { exact: true }).click();
          await settled(page);
        }
        findings.push(...(await seriousFindings(page)).map((finding) => `${screen} ${finding}`));
      }
      expect(findings).toEqual([]);
    });

    test('the skip link leads past the top bar to the page', async ({ page }) => {
      await page.goto('/products');
      await settled(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to the page' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  });
}

test('drawers and menus opened have named controls, and closing one gives focus back to its opener', async ({ page, context, request, baseURL }) => {
  const login = await request.post('/api/manual-login/', { data: { username: 'admin@ua.test', password: 'demo-password' } });
  const { access } = (await login.json()) as { access: string };
  await context.addCookies([{ name: ACCESS_COOKIE, value: access, url: baseURL ?? '' }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await settled(page);
  const menuButton = page.getByRole('button', { name: 'Open the menu' });
  await menuButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await transitionsDone(page);
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close the menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/access-levels');
  await settled(page);
  const opener = page.getByRole('button', { name: 'New access level' });
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await transitionsDone(page);
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
