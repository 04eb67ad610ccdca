import { expect, test, type Locator, type Page } from '@playwright/test';
import { escaped, openFromNav, paiseOf, rupeesOf, signIn } from './support.ts';

// Priya (accounts) collects the Jaipur demo booking's money, which no other spec touches: its second
// instalment (partly paid in cash, ten days late) through a payment link that she mails to the
// customer, who pays it in full on the gateway stand-in's hosted page; and its balance (due within
// the fortnight) recorded by hand from the accounts view. The stand-in posts its signed webhook back
// to the app before its page answers; the app answers it at once and a job records the payment (within
// a poll of the job runner), so the booking is reloaded until the payment is there.

const ACCOUNTS = 'accounts@ua.test';
const CUSTOMER = 'Farah Khan';
const CUSTOMER_EMAIL = 'farah.khan@example.in';
const LINKED_DUE = 'Second instalment';
const HAND_DUE = 'Balance';
const RECEIPT_NUMBER = /RC\/\d{4}-\d{2}\/\d{6}/;

/** An amount as the server's pages and mails write it, paise always shown: `₹1,25,000.00`. */
function serverAmount(paise: number): string {
  return `₹${new Intl.NumberFormat('en-IN').format(Math.trunc(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
}

/** The amount a totals card shows (its label, amount and count are one list item). */
async function totalOf(totals: Locator, label: string): Promise<number> {
  const text = await totals.getByRole('listitem', { name: label, exact: true }).innerText();
  const amount = /₹[\d,]+(?:\.\d{2})?/.exec(text)?.[0];
  if (!amount) throw new Error(`The "${label}" total shows no amount: "${text}"`);
  return paiseOf(amount);
}

/** The accounts view's row of the Jaipur due named `due`, in the table named `table`. */
function accountsRow(page: Page, table: string, due: string): Locator {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ hasText: CUSTOMER })
    .filter({ has: page.getByRole('cell', { name: due, exact: true }) });
}

/** The row of a panel table (dues, payments, links) whose text holds `text`. */
function panelRow(page: Page, table: string, text: string | RegExp): Locator {
  return page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });
}

async function openPayments(page: Page): Promise<void> {
  await openFromNav(page, 'Accounts', 'Payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
}

test.describe('payments', () => {
  test('accounts makes a link for the Jaipur trip\u2019s late instalment and mails it; the customer pays it in full on the gateway\u2019s page; accounts sees the due, the link and the receipt paid, and the request in the mail history and the mailbox', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ACCOUNTS);
    await openPayments(page);

    // The instalment is 8–30 days late; its reference leads to the booking.
    const late = accountsRow(page, 'Dues 8–30 days late', LINKED_DUE);
    await expect(late).toHaveCount(1);
    const reference = (await late.getByRole('link').innerText()).trim();
    expect(reference).toMatch(/^UA-\d{4}-\d{6}$/);
    await late.getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    const bookingUrl = page.url();
    await expect(page.getByRole('region', { name: 'Booking details' }).getByRole('heading', { level: 1, name: reference })).toBeVisible();

    // The panel: the instalment overdue, with what is still open of it.
    const instalment = panelRow(page, 'Dues', LINKED_DUE);
    await expect(instalment.getByText('Overdue', { exact: true })).toBeVisible();
    const open = (await instalment.getByRole('cell').nth(4).innerText()).trim();
    const openPaise = paiseOf(open);
    expect(openPaise).toBeGreaterThan(0);

    // A link for all that is open, made and copied.
    await instalment.getByRole('button', { name: `Payment link for ${LINKED_DUE}` }).click();
    const linkDrawer = page.getByRole('dialog', { name: `Payment link · ${LINKED_DUE}` });
    await expect(linkDrawer.getByText(`${open} of ${LINKED_DUE} is open.`, { exact: false })).toBeVisible();
    await linkDrawer.getByRole('button', { name: 'Make the link' }).click();
    await expect(page.getByText('Payment link made and copied')).toBeVisible();
    await expect(linkDrawer).toBeHidden();
    const shortUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(shortUrl).toMatch(/^http:\/\/localhost:\d+\/__fake\/razorpay\/i\/[A-Za-z0-9]+$/);
    const link = panelRow(page, 'Payment links', LINKED_DUE);
    await expect(link).toHaveCount(1);
    await expect(link.getByText('Open', { exact: true })).toBeVisible();
    await expect(link.getByRole('link', { name: shortUrl.replace(/^http:\/\//, '') })).toHaveAttribute('href', shortUrl);

    // Sent to the customer by mail: the history shows the request.
    await link.getByRole('button', { name: `Send the payment link for ${LINKED_DUE}` }).click();
    await page.getByRole('menuitem', { name: 'By mail' }).click();
    await expect(page.getByText('Payment request sent by Mail; it shows in the mail history.')).toBeVisible();
    const request = panelRow(page, 'Payment mails', 'Payment request');
    await expect(request).toHaveCount(1);
    await expect(request).toContainText(CUSTOMER_EMAIL);
    await expect(request).toContainText('Priya Nair');

    // The mail the catcher holds carries the link. The send job runs after the request's commit, so
    // the mailbox is refreshed until the mail is there.
    await page.goto('/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
    const subject = `Payment request ${reference}: ${LINKED_DUE} of ${serverAmount(openPaise)}`;
    const caught = page.getByRole('list', { name: 'Caught mails' }).getByRole('button', { name: new RegExp(`^${escaped(subject)}`) });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(caught).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await caught.click();
    const mail = page.getByRole('dialog', { name: subject });
    await expect(mail.getByText(CUSTOMER_EMAIL, { exact: true })).toBeVisible();
    const text = mail.getByText(new RegExp(`^Dear ${CUSTOMER},`));
    await expect(text).toContainText(`the ${LINKED_DUE} of ${serverAmount(openPaise)} is due by`);
    const payUrl = /https?:\/\/\S+\/__fake\/razorpay\/i\/[A-Za-z0-9]+/.exec(await text.innerText())?.[0];
    expect(payUrl).toBe(shortUrl);
    await mail.getByRole('button', { name: 'Close the mail' }).click();
    await expect(mail).toBeHidden();

    // The customer opens the mailed link with no account and pays in full.
    const customerContext = await browser.newContext();
    try {
      const customer = await customerContext.newPage();
      await customer.goto(shortUrl);
      await expect(customer.getByText('Payment gateway stand-in.')).toBeVisible();
      await expect(customer.getByText(`For ${CUSTOMER}`)).toBeVisible();
      await customer.getByRole('button', { name: /^Pay in full \(/ }).click();
      await expect(customer.getByRole('status')).toHaveText(/^Payment of ₹[\d,.]+ received\. Payment id pay_[A-Za-z0-9]+\.$/);
      const paid = /^Payment of (₹[\d,.]+) received/.exec(await customer.getByRole('status').innerText())?.[1] ?? '';
      expect(paiseOf(paid)).toBe(openPaise);
      await expect(customer.getByText('This link is paid: there is nothing to pay here.')).toBeVisible();
    } finally {
      await customerContext.close();
    }

    // Back on the booking: the instalment is paid by a gateway payment with its receipt, the link is paid.
    await page.goto(bookingUrl);
    await expect(async () => {
      await page.reload();
      await expect(instalment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(instalment.getByRole('cell').nth(4)).toHaveText('₹0');
    const payment = panelRow(page, 'Payments', 'Payment link');
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(`${LINKED_DUE} ${open}`);
    await expect(payment.getByRole('cell').nth(3)).toHaveText(open);
    const receiptNumber = RECEIPT_NUMBER.exec(await payment.getByRole('cell').first().innerText())?.[0] ?? '';
    expect(receiptNumber).toMatch(RECEIPT_NUMBER);
    await expect(link.getByText('Paid', { exact: true })).toBeVisible();
    await expect(link.getByRole('button', { name: `Send the payment link for ${LINKED_DUE}` })).toHaveCount(0);
    await expect(panelRow(page, 'Payment mails', 'Payment request')).toHaveCount(1);

    // The customer's receipt page, opened from the payment's receipt menu: the amount and the number.
    await payment.getByRole('button', { name: `Receipt ${receiptNumber}`, exact: true }).click();
    const opening = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'Open the customer\u2019s page' }).click();
    const receipt = await opening;
    try {
      await expect(receipt).toHaveURL(/\/receipt\/[^/]+\/$/);
      await expect(receipt.getByRole('heading', { level: 1, name: `Receipt ${receiptNumber}` })).toBeVisible();
      await expect(receipt.getByRole('row', { name: `Received ${serverAmount(openPaise)}` })).toBeVisible();
      await expect(receipt.getByText('Payment link', { exact: true })).toBeVisible();
      await expect(receipt.getByText(reference, { exact: true })).toBeVisible();
    } finally {
      await receipt.close();
    }
  });

  test('accounts records the Jaipur trip\u2019s balance by hand from the accounts view in two clicks, and it is counted in the totals and on the booking', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ACCOUNTS);
    await openPayments(page);

    const totals = page.getByRole('list', { name: 'Totals' });
    const balance = accountsRow(page, 'Dues in the next 14 days', HAND_DUE);
    await expect(balance).toHaveCount(1);
    const referenceLink = balance.getByRole('link');
    const reference = (await referenceLink.innerText()).trim();
    const bookingHref = await referenceLink.getAttribute('href');
    expect(bookingHref).toMatch(/^\/bookings\/\d+$/);
    const open = (await balance.getByRole('cell').nth(4).innerText()).trim();
    const openPaise = paiseOf(open);
    const upcomingBefore = await totalOf(totals, 'Due in 14 days');
    const allOpenBefore = await totalOf(totals, 'All open');
    expect(upcomingBefore).toBeGreaterThanOrEqual(openPaise);

    // Two clicks: the row's button, then the form's, which opens filled in with the due's open amount.
    await balance.getByRole('button', { name: `Record a payment for ${reference} ${HAND_DUE}` }).click();
    const drawer = page.getByRole('dialog', { name: `Record a payment · ${reference}` });
    await expect(drawer.getByRole('textbox', { name: 'Amount received' })).toHaveValue(rupeesOf(openPaise));
    await drawer.getByRole('button', { name: 'Record payment' }).click();
    const toast = page.getByText(new RegExp(`^${escaped(open)} for ${reference}: receipt RC/`));
    await expect(toast).toBeVisible();
    const receiptNumber = RECEIPT_NUMBER.exec(await toast.innerText())?.[0] ?? '';
    expect(receiptNumber).toMatch(RECEIPT_NUMBER);
    await expect(drawer).toBeHidden();

    // Counted: the due leaves the view and both totals drop by it.
    await expect(balance).toHaveCount(0);
    await expect.poll(() => totalOf(totals, 'Due in 14 days')).toBe(upcomingBefore - openPaise);
    expect(await totalOf(totals, 'All open')).toBe(allOpenBefore - openPaise);

    // And on the booking: the balance paid by UPI under that receipt.
    await page.goto(bookingHref ?? '');
    await expect(page.getByRole('region', { name: 'Booking details' }).getByRole('heading', { level: 1, name: reference })).toBeVisible();
    const due = panelRow(page, 'Dues', HAND_DUE);
    await expect(due.getByText('Paid', { exact: true })).toBeVisible();
    await expect(due.getByRole('cell').nth(4)).toHaveText('₹0');
    const payment = panelRow(page, 'Payments', receiptNumber);
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('UPI');
    await expect(payment).toContainText(`${HAND_DUE} ${open}`);
  });
});
