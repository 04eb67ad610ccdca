import { expect, test, type Page } from '@playwright/test';
import { openFromNav, signIn } from './support.ts';

const HOSTILE = ['<script>window.__pwned = 1</script>', '<img src=x onerror="window.__pwned = 2">', 'Line two: <b>bold?</b>'].join('\n');

/** Records CSP violations the page reports, and console errors that mention the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`);
    });
  });
  return problems;
}

test('business text holding markup shows as text, and the app runs under a strict CSP without violations', async ({ page, request }) => {
  const login = await request.post('/api/manual-login/', { data: { username: 'admin@ua.test', password: 'demo-password' } });
  const { access } = (await login.json()) as { access: string };
  const profile = await request.get('/api/admin/staff/?search=ops%40ua.test', { headers: { authorization: `Bearer ${access}` } });
  const opsId = ((await profile.json()) as { results: Array<{ id: number }> }).results[0]?.id;
  const sent = await request.post('/api/admin/notifications/', {
    headers: { authorization: `Bearer ${access}` },
    data: { recipients: { user_ids: [opsId] }, notification_type: 'system', message: HOSTILE },
  });
  expect(sent.status()).toBe(201);

  const problems = await watchPolicy(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim()).toBe("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBeTruthy();

  await signIn(page, 'ops@ua.test');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: '<script>window.__pwned = 1</script>' });
  await expect(item).toBeVisible();
  await expect(item.getByText('<img src=x onerror="window.__pwned = 2">')).toBeVisible();
  await expect(item.locator('img, b, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(problems).toEqual([]);
});

test('the page holds no inline script, and an injected one is refused and reported', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  // The watch itself works: an inline script slipped into the page is blocked and seen.
  const problems = await watchPolicy(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 3';
    document.body.append(script);
  });
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a signed-in form checked by the contracts\u2019 Zod schemas raises no CSP violation (Zod never probes with eval)', async ({ page }) => {
  const problems = await watchPolicy(page);
  await signIn(page, 'admin@ua.test');
  await openFromNav(page, 'Administration', 'Staff');
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Add staff' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add staff member' });
  // Submitting the empty form runs the create schema's safeParse in the page and shows its messages.
  await drawer.getByRole('button', { name: 'Add staff member' }).click();
  await expect(drawer.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(problems).toEqual([]);
});
