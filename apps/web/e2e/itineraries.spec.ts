import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessCookie, openFromNav, paiseOf, signIn } from './support.ts';

// One story from enquiry to a sent quote, as ops (Ravi) would work it: each step needs the one
// before it, so it is one test. It adds a trip of its own and touches none of the demo's.

const TITLE = 'Kerala family trip';
const PLACES = ['Kochi', 'Munnar', 'Munnar', 'Thekkady', 'Alleppey'] as const;
const TRANSFER = 'Kochi airport to Munnar transfer';
const STAY = 'Tea County Munnar';
const FREE_TEXT = 'Private houseboat cruise with chef';

/** A day's card by its number: "Day 2 · Tue 15 Dec 2026 · Munnar". */
function dayCard(page: Page, dayNumber: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Day ${dayNumber} · `) });
}

/** A searchable select: typed into, then the option whose text starts with `option` picked. */
async function choose(page: Page, box: Locator, typed: string, option: string) {
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).first().click();
}

/** The value of a line of the totals card ("Total", "Cost", "Margin"). */
function totalsLine(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Totals' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
}

async function setDayPlace(page: Page, dayNumber: number, place: string) {
  await dayCard(page, dayNumber).getByRole('button', { name: `Edit day ${dayNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit Day ${dayNumber} · `) });
  await choose(page, dialog.getByRole('combobox', { name: 'Place' }), place, place);
  await dialog.getByRole('button', { name: 'Save day' }).click();
  await expect(dialog).toBeHidden();
  await expect(dayCard(page, dayNumber)).toHaveAccessibleName(new RegExp(`^Day ${dayNumber} · .+ · ${place}$`));
}

/** Opens a day's add-item drawer, which searches the catalogue within the day's place. */
async function openAddItem(page: Page, dayNumber: number, place: string): Promise<Locator> {
  await dayCard(page, dayNumber).getByRole('button', { name: `Add item to day ${dayNumber}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^Add to Day ${dayNumber} · .+ · ${place}$`) });
  await expect(drawer).toBeVisible();
  return drawer;
}

type CatalogueLine = { day: number; place: string; search: string; product: string; variant: string; quantity?: string; nights?: string; time?: string };

async function addFromCatalogue(page: Page, line: CatalogueLine) {
  const drawer = await openAddItem(page, line.day, line.place);
  await expect(drawer.getByRole('checkbox', { name: `Only products in ${line.place}` })).toBeChecked();
  await choose(page, drawer.getByRole('combobox', { name: 'Product' }), line.search, line.product);
  const variant = drawer.getByRole('combobox', { name: 'Variant' });
  await expect(variant).toBeEnabled();
  await variant.click();
  // The winter season covers December; the same option sold in summer is another variant.
  await page.getByRole('option').filter({ hasText: line.variant }).filter({ hasText: '1 Oct 2026' }).first().click();
  await expect(drawer.getByText(/^Sells at ₹[\d,.]+ \(cost ₹[\d,.]+\) a unit/)).toBeVisible();
  if (line.quantity) await drawer.getByRole('textbox', { name: /^(Rooms|Vehicles|People)$/ }).fill(line.quantity);
  if (line.nights) await drawer.getByRole('textbox', { name: 'Nights' }).fill(line.nights);
  if (line.time) await drawer.getByRole('textbox', { name: 'Time' }).fill(line.time);
  await drawer.getByRole('button', { name: `Add to day ${line.day}` }).click();
  await expect(drawer).toBeHidden();
  await expect(dayCard(page, line.day).getByText(line.product, { exact: true })).toBeVisible();
}

test.describe('itineraries', () => {
  test('ops builds a 5-day Kerala trip, freezes it, sends the customer its page and PDF, and marks it sent', async ({ page, context, browser }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'ops@ua.test');

    // Sales holds one area for ops, so the group is a link straight to the trips.
    await openFromNav(page, 'Sales', 'Itineraries');
    await expect(page.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeVisible();
    await page.getByRole('link', { name: 'New trip' }).click();

    // The enquiry: a family of three in two rooms, 4 nights from 14 December (5 days).
    await expect(page.getByRole('heading', { level: 1, name: 'New trip' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Customer name' }).fill('Anjali Menon');
    await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+919845012345');
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Start date' }).fill('14/12/2026');
    await page.getByRole('textbox', { name: 'Nights' }).fill('4');
    await page.getByRole('textbox', { name: 'Rooms' }).fill('2');
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByRole('textbox', { name: 'Child 1 age' }).fill('9');
    await page.getByRole('button', { name: 'Create trip' }).click();

    const details = page.getByRole('region', { name: 'Trip details' });
    await expect(details.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/itineraries\/\d+$/);
    await expect(details.getByText('Draft', { exact: true })).toBeVisible();
    await expect(details.getByRole('link', { name: '+919845012345', exact: true })).toHaveAttribute('href', 'tel:+919845012345');
    // WhatsApp was left "same as phone".
    await expect(details.getByRole('link', { name: 'WhatsApp +919845012345' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Day \d+ · / })).toHaveCount(5);
    await expect(dayCard(page, 1)).toHaveAccessibleName('Day 1 · Mon 14 Dec 2026');
    await expect(dayCard(page, 5)).toHaveAccessibleName('Day 5 · Fri 18 Dec 2026');
    await expect(totalsLine(page, 'Total')).toHaveText('₹0');

    for (const [index, place] of PLACES.entries()) await setDayPlace(page, index + 1, place);

    await addFromCatalogue(page, { day: 1, place: 'Kochi', search: 'Marine Drive', product: 'Marine Drive Residency', variant: 'Deluxe Room · CP', quantity: '2', time: '14:00' });
    await expect(totalsLine(page, 'Total')).not.toHaveText('₹0');
    await addFromCatalogue(page, { day: 1, place: 'Kochi', search: 'Kathakali', product: 'Kathakali evening show', variant: 'Adult', quantity: '2', time: '18:00' });
    await addFromCatalogue(page, { day: 2, place: 'Munnar', search: 'Tea County', product: STAY, variant: 'Deluxe Room · CP', quantity: '2', nights: '2' });
    await addFromCatalogue(page, { day: 2, place: 'Munnar', search: 'Kochi airport', product: TRANSFER, variant: 'Sedan', time: '09:00' });
    // The stay is one line on day 2 and shows on day 3 as its second night.
    await expect(dayCard(page, 3).getByText(/Stay continues \(night 2 of 2\)/)).toBeVisible();
    await addFromCatalogue(page, { day: 4, place: 'Thekkady', search: 'Munnar to Thekkady', product: 'Munnar to Thekkady transfer', variant: 'Toyota Innova', time: '10:00' });

    const drawer = await openAddItem(page, 5, 'Alleppey');
    await drawer.getByRole('tab', { name: 'Free text' }).click();
    await drawer.getByRole('textbox', { name: 'What it is' }).fill(FREE_TEXT);
    await drawer.getByRole('textbox', { name: 'Unit cost' }).fill('40,000');
    await drawer.getByRole('textbox', { name: 'Unit sell price' }).fill('48,500');
    await drawer.getByRole('button', { name: 'Add to day 5' }).click();
    await expect(drawer).toBeHidden();
    const freeLine = dayCard(page, 5).getByText(FREE_TEXT, { exact: true });
    await expect(freeLine).toBeVisible();
    await expect(dayCard(page, 5).getByText('₹48,500', { exact: true })).toBeVisible();
    await expect(dayCard(page, 5).getByText('cost ₹40,000', { exact: true })).toBeVisible();

    // Live totals: the staff see the cost and the margin beside the price.
    await expect(totalsLine(page, 'Margin')).toHaveText(/^₹[\d,]+(\.\d\d)? \(\d+(\.\d+)?%\)$/);
    const staffTotal = paiseOf(await totalsLine(page, 'Total').innerText());
    // Over a lakh, so the Indian grouping shows (₹1,00,000, not ₹100,000).
    expect(staffTotal).toBeGreaterThan(100_000_00);
    const staffCost = (await totalsLine(page, 'Cost').innerText()).trim();
    const staffMargin = (await totalsLine(page, 'Margin').innerText()).replace(/ \(.*\)$/, '').trim();

    // The transfer comes before the check-in: moved up past the stay with its button.
    const day2 = dayCard(page, 2);
    await day2.getByRole('button', { name: `Move ${TRANSFER} up` }).click();
    await expect(day2.getByRole('button', { name: `Move ${TRANSFER} up` })).toBeDisabled();
    await expect(day2.getByRole('button', { name: `Move ${STAY} down` })).toBeDisabled();
    await expect.poll(() => day2.getByRole('button', { name: /^Drag (?!Day )/ }).evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')))).toEqual([`Drag ${TRANSFER}`, `Drag ${STAY}`]);

    // Freeze the quote as version 1.
    await page.getByRole('button', { name: 'Freeze as version 1' }).click();
    const freeze = page.getByRole('dialog', { name: 'Freeze as version 1?' });
    await freeze.getByRole('textbox', { name: 'Note' }).fill('First quote for the Menons.');
    await freeze.getByRole('button', { name: 'Freeze version 1' }).click();
    await expect(freeze).toBeHidden();
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByText('Version 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Freeze as version 2' })).toBeVisible();

    // A customer link, made and copied.
    await versions.getByRole('button', { name: 'Customer links of version 1' }).click();
    const links = page.getByRole('dialog', { name: 'Customer links of version 1' });
    await links.getByRole('button', { name: 'Make a link' }).click();
    await expect(page.getByText('Link made and copied')).toBeVisible();
    const linkBox = links.getByRole('textbox', { name: /^Customer link made / });
    await expect(linkBox).toHaveValue(/^http:\/\/localhost:\d+\/trip\/[^/]+\/$/);
    const customerUrl = await linkBox.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customerUrl);
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();

    // The customer opens it with no staff session: the trip, day by day, and what they pay, nothing more.
    const customerContext = await browser.newContext();
    try {
      expect(await accessCookie(customerContext)).toBeUndefined();
      const customer = await customerContext.newPage();
      await customer.goto(customerUrl);
      await expect(customer.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(customer.getByText('Anjali Menon', { exact: true })).toBeVisible();
      for (const [index, place] of PLACES.entries()) {
        await expect(customer.getByRole('heading', { level: 3, name: new RegExp(`^Day ${index + 1} .+ · ${place}$`) })).toBeVisible();
      }
      await expect(customer.getByRole('heading', { level: 3, name: /^Day 6 / })).toHaveCount(0);
      await expect(customer.getByText(FREE_TEXT)).toBeVisible();
      const customerTotal = customer.getByRole('row', { name: /^Total payable/ }).getByRole('cell');
      await expect(customerTotal).toHaveText(/^₹\d{1,2}(,\d\d)*,\d{3}\.\d\d$/);
      expect(paiseOf(await customerTotal.innerText())).toBe(staffTotal);
      const text = await customer.locator('body').innerText();
      expect(text).not.toMatch(/\bcost\b|\bmargin\b/i);
      expect(text).not.toContain(staffCost);
      expect(text).not.toContain(staffMargin);
      expect(text).not.toContain('40,000');
      await expect(customer.getByRole('banner')).toHaveCount(0);
      await expect(customer.getByRole('navigation')).toHaveCount(0);
      await expect(customer.getByRole('button', { name: 'Logout' })).toHaveCount(0);

      // Its PDF, fetched as the customer's browser would: no cookie, no token.
      const pdf = await customerContext.request.get(`${customerUrl}pdf/`, { timeout: 60_000 });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    } finally {
      await customerContext.close();
    }

    // The staff's own copy of the PDF downloads under the trip's reference and version.
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await versions.getByRole('button', { name: 'Download PDF of version 1' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^UA-IT-\d+-v1\.pdf$/);

    // Sent to the customer: the status moves on.
    await details.getByRole('button', { name: 'Mark as sent' }).click();
    await expect(details.getByText('Sent', { exact: true })).toBeVisible();
    await expect(details.getByText('Draft', { exact: true })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Back to draft' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Mark as sent' })).toHaveCount(0);
  });
});
