import { expect, test, type Page } from '@playwright/test';
import { accessCookie, openFromNav, signIn } from './support.ts';

/** The product search from the top bar, a text typed and sent. */
async function searchProducts(page: Page, text: string) {
  await openFromNav(page, 'Catalogue', 'Products');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test.describe('the catalogue', () => {
  test('ops finds "munar" despite the typo, lands on Munnar\u2019s products, opens a hotel, then narrows to 4 stars with breakfast', async ({ page }) => {
    await signIn(page, 'ops@ua.test');
    await searchProducts(page, 'munar');
    const results = page.getByRole('list', { name: 'Products' });
    await expect(results.getByRole('link', { name: 'Tea County Munnar' })).toBeVisible();

    // The search names a place: one click searches everything in Munnar, whatever the level.
    await page.getByRole('button', { name: 'Show everything in Munnar, Destination' }).click();
    await expect(page).toHaveURL(/[?&]location=\d+/);
    await expect(page).not.toHaveURL(/[?&]q=/);
    // The words' results stay on screen until the place's arrive: wait for those.
    await expect(page.getByText(/products? for “munar”/)).toHaveCount(0);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const count = await results.getByRole('listitem').count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(results.getByText(/^India › Kerala › Munnar/)).toHaveCount(count);

    await results.getByRole('link', { name: 'Tea County Munnar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tea County Munnar' })).toBeVisible();
    const variants = page.getByRole('table', { name: 'Variants of Tea County Munnar' });
    await expect(variants.getByRole('row').filter({ hasText: 'Deluxe Room · CP' }).first()).toContainText(/₹\d{1,2},\d{3}/);
    // ops may read products, not change them.
    await expect(page.getByRole('button', { name: 'Add variant' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to the results' }).click();
    // The boxes show what the URL holds: clicked, they are ticked once the URL has changed.
    await page.getByRole('checkbox', { name: '4 stars' }).click();
    await expect(page.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    await page.getByRole('checkbox', { name: /Breakfast\s*\(CP\)/ }).click();
    await expect(page.getByRole('checkbox', { name: /Breakfast\s*\(CP\)/ })).toBeChecked();
    await expect(page).toHaveURL(/[?&]stars=4/);
    await expect(page).toHaveURL(/[?&]meal_plan=CP/);
    await expect(results.getByRole('link', { name: 'Grand Tea Palace' })).toHaveCount(0);
    await expect(results.getByRole('link', { name: 'Tea County Munnar' })).toBeVisible();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results.getByRole('listitem')).toHaveCount(await results.getByRole('img', { name: '4 stars' }).count());

    // The URL is the search: opened afresh, it shows the same results.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    await expect(results.getByRole('link', { name: 'Tea County Munnar' })).toBeVisible();
  });

  test('admin adds a variant, and the search shows its price at once', async ({ page }) => {
    await signIn(page, 'admin@ua.test');
    await searchProducts(page, 'Misty Hills Resort');
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Misty Hills Resort' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Misty Hills Resort' })).toBeVisible();

    await page.getByRole('button', { name: 'Add variant' }).click();
    const row = page.getByRole('row', { name: 'New variant' });
    await row.getByRole('textbox', { name: 'Variant name' }).fill('Monsoon saver · EP');
    await row.getByRole('textbox', { name: 'Cost price in rupees' }).fill('1,000');
    await row.getByRole('textbox', { name: 'Sell price in rupees' }).fill('1234.50');
    await row.getByLabel('Valid from').fill('2027-06-01');
    await row.getByLabel('Valid to').fill('2027-08-31');
    await row.getByRole('button', { name: 'Add' }).click();

    await expect(page.getByText('Variant added')).toBeVisible();
    const variants = page.getByRole('table', { name: 'Variants of Misty Hills Resort' });
    const added = variants.getByRole('row').filter({ hasText: 'Monsoon saver · EP' });
    await expect(added).toContainText('₹1,000');
    await expect(added).toContainText('₹1,234.50');
    await expect(added).toContainText('1 Jun 2027 – 31 Aug 2027');

    // The new variant is the cheapest: the search's "from" price is now its price.
    await page.goto('/products?q=misty+hills&price_to=1300');
    const result = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: 'Misty Hills Resort' });
    await expect(result).toContainText('₹1,234.50');
  });

  test('viewer, with no labels, sees none of it, is told so at its URLs, and is refused by the API', async ({ page, context }) => {
    await signIn(page, 'viewer@ua.test');
    await expect(page.getByRole('banner').getByText('Meera')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Areas' })).toHaveCount(0);
    for (const name of ['Destinations', 'Suppliers', 'Products']) await expect(page.getByRole('link', { name })).toHaveCount(0);

    for (const [path, title] of [
      ['/destinations', 'Destinations: not open to you'],
      ['/suppliers/1', 'Suppliers: not open to you'],
      ['/products?q=munnar', 'Products: not open to you'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(title)).toBeVisible();
    }

    const token = (await accessCookie(context))?.value;
    expect(token).toBeTruthy();
    const headers = { Authorization: `Bearer ${token}` };
    for (const url of [
      '/api/locations/level-1/',
      '/api/location-details/1/',
      '/api/breadcrumb/1/',
      '/api/location-tag/',
      '/api/suppliers/',
      '/api/suppliers/1/',
      '/api/productlist/',
      '/api/product-search/?q=munar',
      '/api/accommodation-filter/',
      '/api/product-category-type-name/',
      '/api/products/1/',
    ]) {
      expect((await page.request.get(url, { headers })).status(), url).toBe(403);
    }
    const write = await page.request.post('/api/product-varient/', {
      headers,
      data: { product_id: 1, name: 'Sneaky', cost_price_paise: 100, sell_price_paise: 200, valid_from: '2027-01-01', valid_to: '2027-01-31' },
    });
    expect(write.status()).toBe(403);
  });
});
