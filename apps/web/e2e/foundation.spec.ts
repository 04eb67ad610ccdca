import { expect, test } from '@playwright/test';

test('the built app is served from the same origin as the API, with the SPA fallback', async ({ page, request }) => {
  await page.goto('/some/deep/link');
  await expect(page).toHaveTitle('UA Internal');

  const api = await request.get('/api/nothing-here/', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');

  const ready = await request.get('/readyz');
  expect(await ready.json()).toEqual({ status: 'ok', database: 'ok' });
});
