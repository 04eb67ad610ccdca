import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { accessCookie, openFromNav, signIn } from './support.ts';

// Ravi (ops) books the Munnar demo trip its customer accepted, asks the hotel in Munnar to confirm,
// and the hotel answers on its link as a reservations desk would: a fresh browser, no account. The
// request goes out through the WhatsApp stand-in (the demo's suppliers have a WhatsApp number), whose
// phones the dev API shows. Then Ravi mentions Asha, who finds it in the bell. Each step needs the one
// before it, so it is one test; it books the demo trip, which stays booked for the spec files after it.

// The demo's trip left accepted for operations (the Kerala trip stays with sales and the messaging spec).
const REFERENCE = 'UA-IT-00007';
const TITLE = 'Munnar tea hills, 3 nights';
const CUSTOMER = 'Arjun Nair';
const STAY = 'Tea County Munnar';
const SUPPLIER = 'Tea County Hotels & Resorts';
const SUPPLIER_PHONE = '+919447034567';
const CONFIRMATION = 'TCM-58213';
const COMMENT = 'Tea County is confirmed for the Munnar nights; can you check the houseboat?';

/** Opens the Munnar demo trip (accepted version 1) from the trip list. */
async function openAcceptedTrip(page: Page): Promise<void> {
  await openFromNav(page, 'Sales', 'Itineraries');
  await expect(page.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeVisible();
  await page.getByRole('link', { name: REFERENCE, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Trip details' }).getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** A searchable select: typed into, then the option named `option` picked. */
async function choose(page: Page, box: Locator, typed: string, option: string) {
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** The timeline's entry whose title is `title` (an entry about a service or comment is a button, named by its text and "Show it"). */
function timelineEntry(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: title });
}

/**
 * The link to the supplier's answer page, read from the request the app sent to the hotel's phone on
 * the WhatsApp stand-in. Messaging's send job carries it out after the action's commit, so it is asked
 * for until it is there.
 */
async function answerLinkOnPhone(page: Page, context: BrowserContext, bookingReference: string): Promise<string> {
  const token = (await accessCookie(context))?.value;
  expect(token).toBeTruthy();
  const linkOf = async (): Promise<string | null> => {
    const answer = await page.request.get('/api/dev/whatsapp/phones/', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.ok()).toBe(true);
    const { results } = (await answer.json()) as { results: { phone: string; messages: { direction: string; text: string }[] }[] };
    const request = results
      .find((phone) => phone.phone === SUPPLIER_PHONE)
      ?.messages.find((message) => message.direction === 'out' && message.text.includes(bookingReference) && message.text.includes(STAY));
    return request ? (/https?:\/\/\S+\/confirm\/[^\s/]+\//.exec(request.text)?.[0] ?? null) : null;
  };
  await expect.poll(linkOf, { timeout: 15_000, message: `the request reaches ${SUPPLIER_PHONE} with a link to answer on` }).not.toBeNull();
  const link = await linkOf();
  if (link === null) throw new Error('The request on the phone has no link');
  return link;
}

test.describe('bookings', () => {
  test('ops books the accepted Munnar trip, requests the Munnar hotel, which confirms on its link without an account; ops sees it on the service and the timeline, and mentions Asha, who follows the bell to the comment', async ({ page, context, browser }) => {
    test.setTimeout(150_000);
    await signIn(page, 'ops@ua.test');
    await openAcceptedTrip(page);

    // The accepted trip's page offers the booking; the form opens on that trip.
    await page.getByRole('region', { name: 'Trip details' }).getByRole('link', { name: 'Book this trip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/new\?trip=\d+$/);
    const tripSection = page.getByRole('region', { name: 'Trip', exact: true });
    await expect(tripSection.getByRole('combobox', { name: 'Trip' })).toHaveValue(`${REFERENCE} · ${TITLE} · ${CUSTOMER}`);
    const facts = page.getByLabel('The trip booked');
    await expect(facts.getByText(CUSTOMER, { exact: true })).toBeVisible();
    await expect(facts.getByText('v1', { exact: true })).toBeVisible();
    // The travellers start as the trip's customer, leading.
    await expect(page.getByRole('group', { name: 'Traveller 1' }).getByRole('textbox', { name: 'Name' })).toHaveValue(CUSTOMER);

    await choose(page, page.getByRole('region', { name: 'Who runs it' }).getByRole('combobox', { name: 'Assigned to' }), 'Ravi', 'Ravi Kumar (ops@ua.test)');
    await page.getByRole('button', { name: 'Make booking' }).click();
    await expect(page.getByText('Booking made')).toBeVisible();

    // The booking's page: its reference heads it, made from version 1 of the trip, run by Ravi.
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    const bookingUrl = page.url();
    const bookingId = Number(/\/bookings\/(\d+)$/.exec(new URL(bookingUrl).pathname)?.[1]);
    const details = page.getByRole('region', { name: 'Booking details' });
    const heading = details.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^UA-\d{4}-\d{6}$/);
    const bookingReference = (await heading.innerText()).trim();
    await expect(details.getByText('Confirming', { exact: true })).toBeVisible();
    await expect(details.getByText(`${REFERENCE} · version 1`)).toBeVisible();
    await expect(details.getByText('Runs it: Ravi Kumar')).toBeVisible();

    // The hotel is asked by its usual channel, WhatsApp.
    const stay = page.getByRole('article', { name: STAY });
    await expect(stay.getByText('Pending', { exact: true })).toBeVisible();
    await expect(stay.getByText(SUPPLIER, { exact: true })).toBeVisible();
    await stay.getByRole('button', { name: 'Request', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Request: ${STAY}` });
    await expect(drawer.getByRole('radio', { name: 'Their usual (WhatsApp)' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByText('Request sent')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(stay.getByText('Requested', { exact: true })).toBeVisible();
    await expect(stay.getByText(/^Requested by WhatsApp .+ · the supplier's link expires /)).toBeVisible();

    const answerUrl = await answerLinkOnPhone(page, context, bookingReference);
    expect(answerUrl).toMatch(/^http:\/\/localhost:\d+\/confirm\/[^/]+\/$/);

    // The hotel's desk opens the link with no session, sees the one stay asked about, and confirms it.
    const supplierContext = await browser.newContext();
    let voucherNumber: string;
    try {
      expect(await accessCookie(supplierContext)).toBeUndefined();
      const desk = await supplierContext.newPage();
      await desk.goto(answerUrl);
      await expect(desk.getByRole('heading', { level: 1, name: `${SUPPLIER}: please confirm or decline` })).toBeVisible();
      await expect(desk.getByText(bookingReference, { exact: true })).toBeVisible();
      await expect(desk.getByText(STAY, { exact: true })).toBeVisible();
      await expect(desk.getByText('Check-in', { exact: true })).toBeVisible();
      await desk.getByRole('textbox', { name: 'Your confirmation number' }).fill(CONFIRMATION);
      await desk.getByRole('button', { name: 'Confirm the booking' }).click();
      await expect(desk.getByRole('heading', { level: 1, name: 'Thank you: confirmed' })).toBeVisible();
      const thanks = desk.getByText(`We have recorded your confirmation number ${CONFIRMATION} for booking ${bookingReference}.`);
      await expect(thanks).toBeVisible();
      voucherNumber = /Our voucher number is (\S+)\.$/.exec((await thanks.innerText()).trim())?.[1] ?? '';
      expect(voucherNumber).toMatch(new RegExp(`^${bookingReference}-\\d+$`));
      // One answer per link: opened again, it says what was answered and offers no form.
      await desk.goto(answerUrl);
      await expect(desk.getByRole('heading', { level: 1, name: 'This request was answered' })).toBeVisible();
      await expect(desk.getByRole('textbox', { name: 'Your confirmation number' })).toHaveCount(0);
    } finally {
      await supplierContext.close();
    }

    // Back on the booking: the stay is confirmed with both numbers, and the timeline tells how, newest first.
    await page.reload();
    await expect(stay.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(stay.getByText(`Confirmation: ${CONFIRMATION}`)).toBeVisible();
    await expect(stay.getByText(`Voucher: ${voucherNumber}`)).toBeVisible();
    await expect(stay.getByRole('button', { name: 'Request', exact: true })).toHaveCount(0);

    const confirmed = timelineEntry(page, `Confirmed by ${SUPPLIER}: ${CONFIRMATION}`);
    const message = timelineEntry(page, `WhatsApp to ${SUPPLIER}`);
    const requested = timelineEntry(page, `Requested from ${SUPPLIER} by WhatsApp`);
    const booked = timelineEntry(page, `Booked from version 1 of ${REFERENCE}`);
    await expect(confirmed).toHaveCount(1);
    await expect(confirmed).toContainText(`${SUPPLIER} (supplier)`);
    await expect(confirmed).toContainText(`${STAY}: voucher ${voucherNumber}.`);
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(`Hello ${SUPPLIER}, please confirm`);
    await expect(message).toContainText(/WhatsApp out, (sent|delivered|read)/);
    await expect(requested).toHaveCount(1);
    await expect(requested).toContainText('Ravi Kumar');
    await expect(booked).toHaveCount(1);
    const titles = await page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').allInnerTexts();
    const at = (title: string) => titles.findIndex((text) => text.includes(title));
    expect(at(`Confirmed by ${SUPPLIER}`)).toBeLessThan(at(`Requested from ${SUPPLIER}`));
    expect(at(`Requested from ${SUPPLIER}`)).toBeLessThan(at('Booked from version 1'));

    // A comment for Asha, picked with "@".
    const composer = page.getByRole('form', { name: 'New comment' });
    const box = composer.getByRole('textbox', { name: 'New comment' });
    await box.fill('@Asha');
    await page.getByRole('option', { name: /Asha Rao/ }).click();
    await expect(box).toHaveValue('@Asha Rao ');
    await expect(composer.getByRole('list', { name: 'Mentioned' }).getByRole('listitem')).toHaveText(['Asha Rao']);
    await box.press('End');
    await box.pressSequentially(COMMENT);
    await composer.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Asha Rao is notified.')).toBeVisible();
    await expect(box).toHaveValue('');
    const posted = page.getByRole('list', { name: 'Comments' }).getByRole('article', { name: 'Comment by Ravi Kumar' }).filter({ hasText: COMMENT });
    await expect(posted).toHaveCount(1);
    await expect(posted.getByText('@Asha Rao', { exact: true })).toBeVisible();
    const commentId = Number((await posted.getAttribute('id'))?.replace(/^comment-/, ''));
    expect(commentId).toBeGreaterThan(0);

    // Asha, signed in elsewhere, finds the mention in the bell and follows it to the comment.
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin@ua.test');
      await admin.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await admin.getByRole('radiogroup', { name: 'Filter by type' }).getByRole('radio', { name: /^comment \d+$/ }).click();
      const mention = admin.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem').filter({ hasText: `Ravi Kumar mentioned you on ${bookingReference}` });
      await expect(mention).toHaveCount(1);
      await expect(mention).toContainText('can you check the houseboat?');
      const link = mention.getByRole('link', { name: /View details/ });
      await expect(link).toHaveAttribute('href', new RegExp(`/bookings/${bookingId}\\?comment=${commentId}#comment-${commentId}$`));
      const opening = adminContext.waitForEvent('page');
      await link.click();
      const opened = await opening;
      await expect(opened).toHaveURL(new RegExp(`/bookings/${bookingId}\\?comment=${commentId}#comment-${commentId}$`));
      await expect(opened.getByRole('region', { name: 'Booking details' }).getByRole('heading', { level: 1, name: bookingReference })).toBeVisible();
      const linked = opened.locator(`#comment-${commentId}`);
      await expect(linked).toHaveAccessibleName('Comment by Ravi Kumar');
      await expect(linked).toContainText(COMMENT);
      await expect(linked).toBeInViewport();
    } finally {
      await adminContext.close();
    }
  });
});
