import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openFromNav, paiseOf, signIn } from './support.ts';

// Each desk opens its dashboard from the top bar, sees a chart drawn, and follows one figure to the
// list that makes it: the list holds that many rows, or adds up to that amount. The figures are read
// from the page rather than assumed, since the specs before this one work on the same demo.

/** A chart of the page drew its bars (recharts draws an SVG surface, and a path per bar with a value). */
async function expectChartDrawn(page: Page): Promise<void> {
  const chart = page.locator('figure').first();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect.poll(() => chart.locator('.recharts-bar-rectangle path, path.recharts-rectangle').count()).toBeGreaterThan(0);
}

/** No WCAG A or AA finding axe rates critical or serious. */
async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const findings = result.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious').flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  expect(findings).toEqual([]);
}

/** The pager's count under a list: "3 trips", or "1–25 of 40 trips". */
async function listedCount(page: Page, noun: string): Promise<number> {
  const text = await page.getByText(new RegExp(`^(\\d+ ${noun}s?|\\d+–\\d+ of \\d+ ${noun}s)$`)).innerText();
  return Number(/(\d+) \D*$/.exec(text)?.[1] ?? /^(\d+)/.exec(text)?.[1]);
}

async function numberOf(link: Locator): Promise<number> {
  return Number((await link.innerText()).trim());
}

test.describe('dashboards', () => {
  test('sales: the quotes chart draws, and the booked trips figure opens the trips list with that many', async ({ page }) => {
    await signIn(page, 'ops@ua.test');
    await openFromNav(page, 'Sales', 'Sales dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
    await expectChartDrawn(page);
    await expectAccessible(page);

    const booked = page.getByRole('list', { name: 'Trips by status' }).getByRole('listitem', { name: 'Booked' }).getByRole('link').first();
    const count = await numberOf(booked);
    expect(count).toBeGreaterThan(0);
    await booked.click();
    await expect(page).toHaveURL(/\/itineraries\?status=booked$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeVisible();
    await expect.poll(() => listedCount(page, 'trip')).toBe(count);
  });

  test('operations: the departures chart draws, and the departures figure opens the bookings leaving in the fortnight', async ({ page }) => {
    await signIn(page, 'ops@ua.test');
    await openFromNav(page, 'Operations', 'Operations dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Operations dashboard' })).toBeVisible();
    await expectChartDrawn(page);
    await expectAccessible(page);

    const departing = page.getByRole('list', { name: 'Operations figures' }).getByRole('link', { name: /departing in 14 days$/ });
    const count = await numberOf(departing);
    expect(count).toBeGreaterThan(0);
    await departing.click();
    await expect(page).toHaveURL(/\/bookings\?departing_within=14$/);
    await expect(page.getByRole('combobox', { name: 'Departing' })).toHaveValue('In the next 14 days');
    await expect.poll(() => listedCount(page, 'booking')).toBe(count);
  });

  test('accounts: the collections chart draws, and this week’s figure opens the payments received that week, adding up to it', async ({ page }) => {
    await signIn(page, 'accounts@ua.test');
    await openFromNav(page, 'Accounts', 'Accounts dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts dashboard' })).toBeVisible();
    await expectChartDrawn(page);
    await expect(page.getByRole('listitem', { name: 'Top-ups awaiting approval' })).toBeVisible();
    await expectAccessible(page);

    // The newest week with money in: the table lists the weeks newest first.
    const weeks = page.getByRole('table', { name: 'Collections by week' }).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    const week = weeks.filter({ has: page.getByRole('link', { name: /^[1-9]\d* payments? received/ }) }).first();
    const amount = week.getByRole('link', { name: /^₹[\d,.]+ received/ });
    const paise = paiseOf(await amount.innerText());
    const count = await numberOf(week.getByRole('link', { name: /payments? received/ }));
    await amount.click();
    await expect(page).toHaveURL(/\/payments\/received\?kind=payment&received_from=\d{4}-\d{2}-\d{2}&received_to=\d{4}-\d{2}-\d{2}&reversed=false$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments received' })).toBeVisible();
    await expect.poll(() => listedCount(page, 'payment')).toBe(count);
    const rows = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(rows).toHaveCount(count);
    let sum = 0;
    for (const cell of await rows.locator('td:last-child p').all()) sum += paiseOf(await cell.innerText());
    expect(sum).toBe(paise);
    await expectAccessible(page);

    // What is owed 8–30 days late opens those dues alone, adding up to the figure.
    await page.goBack();
    const late = page.getByRole('listitem', { name: '8–30 days late' }).getByRole('link').first();
    const owed = await late.innerText();
    await late.click();
    await expect(page).toHaveURL(/\/payments\?age=8-30$/);
    await expect(page.getByRole('region', { name: 'Overdue' }).getByText(owed, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Falling due/ })).toHaveCount(0);
  });
});
