import { expect, test, type Locator, type Page } from '@playwright/test';
import { escaped, openFromNav, paiseOf, rupeesOf, signIn } from './support.ts';

// Priya (accounts) approves the ₹50,000 transfer Wanderlust Holidays made to its wallet, which Asha
// recorded (the demo leaves it awaiting a second person), and sees the wallet credited; then she pays
// the Munnar honeymoon's late advance from that wallet, inside the booking's payments panel, and sees
// the due paid and the debit in the agent's ledger. No other spec touches Wanderlust or the honeymoon's
// money.

const ACCOUNTS = 'accounts@ua.test';
const AGENCY = 'Wanderlust Holidays';
const TRIP = 'Munnar honeymoon, 3 nights';
const TOP_UP_PAISE = 5_000_000;
const TOP_UP = '₹50,000';
const BANK_REFERENCE = 'NEFT ICICI UTR 7730144';
const DUE = 'Advance';
const RECEIPT_NUMBER = /RC\/\d{4}-\d{2}\/\d{6}/;
const AMOUNT = /₹[\d,]+(?:\.\d{2})?/;

/** The first amount in rupees a piece of the page shows, in paise. */
async function firstAmountIn(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const amount = AMOUNT.exec(text)?.[0];
  if (!amount) throw new Error(`No amount shown in "${text}"`);
  return paiseOf(amount);
}

/** What a card of the wallet's summary shows ("Balance", "Credit limit", ...): its label comes first, then its amount. */
function walletCard(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Wallet at a glance' }).getByRole('listitem', { name: label, exact: true });
}

/** The ledger's newest entry: the ledger lists newest first, under its header row. */
function newestEntry(page: Page): Locator {
  return page.getByRole('table', { name: 'Ledger', exact: true }).getByRole('row').filter({ has: page.getByRole('cell') }).first();
}

/** The row of a table (named `table`) whose text holds `text`. */
function rowOf(page: Page, table: string, text: string | RegExp): Locator {
  return page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });
}

async function openWallet(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Agent sections' }).getByRole('tab', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/agents\/\d+\/wallet$/);
  await expect(walletCard(page, 'Balance')).toBeVisible();
}

test.describe('agents', () => {
  test('accounts approves Wanderlust\u2019s top-up and sees its wallet credited, then pays the honeymoon\u2019s late advance from that wallet and sees the due paid and the debit in the ledger', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ACCOUNTS);
    await openFromNav(page, 'Accounts', 'Agents');
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();

    // The balance before: the list's Balance column (agency, city, contact, commission, credit limit, balance).
    const listed = rowOf(page, 'Agents', AGENCY);
    await expect(listed).toHaveCount(1);
    const balanceBefore = await firstAmountIn(listed.getByRole('cell').nth(5));

    // The transfer Asha recorded awaits a second person: Priya approves it, and it leaves the queue.
    await page.getByRole('link', { name: 'Top-ups awaiting approval' }).click();
    await expect(page).toHaveURL(/\/agents\/top-ups$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top-ups awaiting approval' })).toBeVisible();
    const request = rowOf(page, 'Top-up requests', BANK_REFERENCE);
    await expect(request).toHaveCount(1);
    await expect(request.getByRole('link', { name: AGENCY })).toBeVisible();
    await expect(request).toContainText(TOP_UP);
    await expect(request).toContainText('Asha');
    await expect(request.getByText('Awaiting approval', { exact: true })).toBeVisible();
    await request.getByRole('button', { name: `Approve ${TOP_UP} from ${AGENCY}` }).click();
    await expect(page.getByText(`${TOP_UP} from ${AGENCY} is credited to the wallet.`)).toBeVisible();
    await expect(request).toHaveCount(0);

    // The wallet: the newest entry is the top-up, and the balance went up by exactly its amount.
    await page.getByRole('link', { name: 'All agents' }).click();
    await rowOf(page, 'Agents', AGENCY).getByRole('link', { name: AGENCY, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: AGENCY })).toBeVisible();
    await openWallet(page);
    const walletUrl = page.url();
    await expect.poll(() => firstAmountIn(walletCard(page, 'Balance'))).toBe(balanceBefore + TOP_UP_PAISE);
    const balanceAfterTopUp = balanceBefore + TOP_UP_PAISE;
    const topUpEntry = newestEntry(page);
    await expect(topUpEntry.getByText('Top-up', { exact: true })).toBeVisible();
    await expect(topUpEntry).toContainText(BANK_REFERENCE);
    await expect(topUpEntry.getByRole('cell').nth(6)).toHaveText(`+${TOP_UP}`);
    expect(paiseOf(await topUpEntry.getByRole('cell').nth(7).innerText())).toBe(balanceAfterTopUp);
    await expect(walletCard(page, 'Pending top-ups')).toContainText('None awaiting approval');
    const creditLimit = await firstAmountIn(walletCard(page, 'Credit limit'));

    // The honeymoon's booking, from the agent's trips.
    await page.getByRole('tablist', { name: 'Agent sections' }).getByRole('tab', { name: 'Trips' }).click();
    const trip = rowOf(page, 'Trips', TRIP);
    await expect(trip).toHaveCount(1);
    const bookingLink = trip.getByRole('link', { name: /^UA-\d{4}-\d{6}$/ });
    const reference = (await bookingLink.innerText()).trim();
    await bookingLink.click();
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    await expect(page.getByRole('region', { name: 'Booking details' }).getByRole('heading', { level: 1, name: reference })).toBeVisible();

    // The advance is open and late (counted in the overdue total); the panel names the agent and what its wallet has.
    const advance = rowOf(page, 'Dues', DUE);
    await expect(advance).toHaveCount(1);
    const open = (await advance.getByRole('cell').nth(4).innerText()).trim();
    const openPaise = paiseOf(open);
    expect(openPaise).toBeGreaterThan(0);
    const overdue = page.getByRole('list', { name: 'Money at a glance' }).getByRole('listitem', { name: 'Overdue', exact: true });
    const overdueBefore = await firstAmountIn(overdue);
    expect(overdueBefore).toBeGreaterThanOrEqual(openPaise);
    const brought = page.getByText(new RegExp(`^Brought by ${escaped(AGENCY)}: ₹[\\d,.]+ available in the wallet$`));
    await expect(brought).toBeVisible();
    expect(await firstAmountIn(brought)).toBe(balanceAfterTopUp + creditLimit);

    // Pay from wallet: the form opens on the first open due's open amount, and pays it.
    await page.getByRole('button', { name: 'Pay from wallet' }).click();
    const drawer = page.getByRole('dialog', { name: `Pay from the wallet · ${AGENCY}` });
    await expect(drawer.getByRole('textbox', { name: 'Amount' })).toHaveValue(rupeesOf(openPaise));
    await drawer.getByRole('button', { name: 'Pay from wallet' }).click();
    const toast = page.getByText(new RegExp(`^${escaped(open)} from the wallet of ${escaped(AGENCY)}: receipt RC/`));
    await expect(toast).toBeVisible();
    const receiptNumber = RECEIPT_NUMBER.exec(await toast.innerText())?.[0] ?? '';
    expect(receiptNumber).toMatch(RECEIPT_NUMBER);
    await expect(drawer).toBeHidden();

    // The advance is paid, by a wallet payment under that receipt.
    await expect(advance.getByText('Paid', { exact: true })).toBeVisible();
    await expect(advance.getByRole('cell').nth(4)).toHaveText('₹0');
    await expect.poll(() => firstAmountIn(overdue)).toBe(overdueBefore - openPaise);
    const payment = rowOf(page, 'Payments', receiptNumber);
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("Agent's wallet");
    await expect(payment.getByRole('cell').nth(3)).toHaveText(open);
    await expect(payment).toContainText(`${DUE} ${open}`);

    // Back on the wallet: the newest entry is that booking payment, and the balance fell by it.
    await page.goto(walletUrl);
    await expect(walletCard(page, 'Balance')).toBeVisible();
    await expect.poll(() => firstAmountIn(walletCard(page, 'Balance'))).toBe(balanceAfterTopUp - openPaise);
    const debit = newestEntry(page);
    await expect(debit.getByText('Booking payment', { exact: true })).toBeVisible();
    await expect(debit.getByRole('link', { name: reference, exact: true })).toBeVisible();
    await expect(debit.getByRole('cell').nth(4)).toHaveText(receiptNumber);
    await expect(debit.getByRole('cell').nth(6)).toHaveText(`\u2212${open}`);
    expect(paiseOf(await debit.getByRole('cell').nth(7).innerText())).toBe(balanceAfterTopUp - openPaise);
  });
});
