import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessCookie, openFromNav, signIn } from './support.ts';

// Ravi (ops) talks to the Kerala demo trip's customer through the app's local stand-ins: the WhatsApp
// stand-in answers as the Cloud API would and sends signed status webhooks back; the SMTP catcher
// keeps the mails. /mail shows both, and answers as the customer's phone.

const REFERENCE = 'UA-IT-00001';
const TITLE = 'Kerala backwaters and hills, 5 nights';
const CUSTOMER = 'Rahul Sharma';
const PHONE = '+919812345678';
const REPLY = 'Can we add a cooking class?';
const ANSWER = 'Yes: a Kerala cooking class in Kochi on the last afternoon. I will send version 3 today.';

/** Opens the Kerala demo trip (accepted version 2, with a customer link) from the trip list. */
async function openKeralaTrip(page: Page): Promise<void> {
  await openFromNav(page, 'Sales', 'Itineraries');
  await expect(page.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeVisible();
  await page.getByRole('link', { name: REFERENCE, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Trip details' }).getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** A searchable select: opened, then its option picked by its exact name. */
async function chooseOption(page: Page, box: Locator, option: string) {
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A segmented control's choice: its radio is hidden under the label a person clicks. */
async function pick(form: Locator, choice: string) {
  await form.getByText(choice, { exact: true }).click();
  await expect(form.getByRole('radio', { name: choice })).toBeChecked();
}

/** The bubbles of the trip's conversation holding `text`. */
function bubbles(panel: Locator, text: string): Locator {
  return panel.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
}

test.describe('messaging', () => {
  test('ops sends the trip\u2019s customer link by WhatsApp, sees it delivered and read, the customer answers from the stand-in, and ops writes back freely', async ({ page, context }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'ops@ua.test');
    await openKeralaTrip(page);
    const tripUrl = page.url();
    const tripId = Number(/\/itineraries\/(\d+)$/.exec(new URL(tripUrl).pathname)?.[1]);
    expect(tripId).toBeGreaterThan(0);

    // The customer link of the accepted version, copied from the links drawer.
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByRole('button', { name: 'Customer links of version 2' }).click();
    const links = page.getByRole('dialog', { name: 'Customer links of version 2' });
    await links.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const customerUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(customerUrl).toMatch(/^http:\/\/localhost:\d+\/trip\/[A-Za-z0-9_-]{43}\/$/);
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();

    // The "Itinerary link" template: the customer and the trip come from the record, the link is pasted.
    const panel = page.getByRole('region', { name: 'Messages' });
    const form = panel.getByRole('form', { name: 'Write a message' });
    await expect(form.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Template' })).toBeChecked();
    await chooseOption(page, form.getByRole('combobox', { name: 'Template' }), 'Itinerary link');
    await expect(form.getByRole('textbox', { name: 'Customer name' })).toHaveValue(CUSTOMER);
    await expect(form.getByRole('textbox', { name: 'Trip' })).toHaveValue(TITLE);
    const linkBox = form.getByRole('textbox', { name: 'Customer link' });
    await expect(linkBox).toHaveValue('');
    await linkBox.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(linkBox).toHaveValue(customerUrl);
    const body = `Namaste ${CUSTOMER}, your itinerary for ${TITLE} is ready. You can read it here: ${customerUrl}`;
    await expect(form.getByRole('region', { name: 'Preview' })).toContainText(body);
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();

    const sent = bubbles(panel, customerUrl);
    await expect(sent).toHaveCount(1);
    await expect(sent.getByText('Itinerary link', { exact: true })).toBeVisible();
    await expect(sent.getByText(`To the customer · ${PHONE}`)).toBeVisible();
    await expect(sent.getByText(body)).toBeVisible();
    // The stand-in reports sent, delivered and read ~300 ms apart; the panel asks every 3 s.
    await expect(sent.getByRole('img', { name: 'Read' })).toBeVisible({ timeout: 15_000 });
    // Between its polls the panel may skip a tick: the message's history holds each step, in order.
    const token = (await accessCookie(context))?.value;
    expect(token).toBeTruthy();
    const listed = await page.request.get('/api/whatsapp/message-action/', {
      headers: { Authorization: `Bearer ${token}` },
      params: { record_type: 'itinerary', record_id: tripId },
    });
    expect(listed.ok()).toBe(true);
    const { results } = (await listed.json()) as { results: { body_text: string; status: string; history: { status: string }[] }[] };
    const logged = results.find((message) => message.body_text.includes(customerUrl));
    expect(logged?.status).toBe('read');
    expect(logged?.history.map((event) => event.status)).toEqual(['queued', 'sent', 'delivered', 'read']);

    // The stand-in's phone holds the message, with the template's button; the customer answers from it.
    await page.goto('/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await expect(page).toHaveURL(/\/mail\?tab=whatsapp$/);
    const phone = page.getByRole('region', { name: `Phone ${PHONE}` });
    const onPhone = phone.getByRole('list', { name: `Conversation with ${PHONE}` }).getByRole('listitem');
    const received = onPhone.filter({ hasText: customerUrl });
    await expect(received).toHaveCount(1);
    await expect(received).toContainText('UA Internal');
    await expect(received).toContainText('[View itinerary]');
    await phone.getByRole('textbox', { name: `Answer as ${PHONE}` }).fill(REPLY);
    await phone.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(onPhone.filter({ hasText: REPLY })).toContainText('This phone');

    // Back on the trip, the reply sits in the conversation and has opened the 24-hour window.
    await page.goto(tripUrl);
    const reply = bubbles(panel, REPLY);
    await expect(reply).toHaveCount(1);
    await expect(reply.getByText(`From the customer · ${PHONE}`)).toBeVisible();
    await expect(reply.getByText('Reply', { exact: true })).toBeVisible();
    await expect(reply.getByRole('img', { name: /^(Queued|Sent|Delivered|Read)$/ })).toHaveCount(0);

    await pick(form, 'Free text');
    await form.getByRole('textbox', { name: 'Message' }).fill(ANSWER);
    await expect(form.getByRole('region', { name: 'Preview' })).toContainText(ANSWER);
    await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const answer = bubbles(panel, ANSWER);
    await expect(answer).toHaveCount(1);
    await expect(answer.getByText('Text', { exact: true })).toBeVisible();
    await expect(answer.getByText(`To the customer · ${PHONE}`)).toBeVisible();
    await expect(answer.getByRole('img', { name: 'Read' })).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  test('ops sends the trip a follow-up email, which the catcher holds and /mail opens in its drawer', async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, 'ops@ua.test');
    await openKeralaTrip(page);

    const panel = page.getByRole('region', { name: 'Messages' });
    const form = panel.getByRole('form', { name: 'Write a message' });
    await pick(form, 'Email');
    await expect(form.getByRole('radio', { name: 'Free text' })).toHaveCount(0);
    await chooseOption(page, form.getByRole('combobox', { name: 'Template' }), 'Follow-up on a quote');
    await expect(form.getByRole('textbox', { name: "Customer's name" })).toHaveValue(CUSTOMER);
    await expect(form.getByRole('textbox', { name: 'Trip' })).toHaveValue(TITLE);
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ravi Kumar');
    await expect(form.getByRole('region', { name: 'Preview' })).toContainText('Ravi Kumar');
    await form.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();

    const subject = `Any thoughts on ${TITLE}?`;
    // The demo's own follow-up mail names the trip without its nights.
    const sent = bubbles(panel, `itinerary for ${TITLE} a little while ago`).filter({ has: page.getByRole('img', { name: 'Email' }) });
    await expect(sent).toHaveCount(1);
    await expect(sent.getByText('To the customer · rahul.sharma@example.in')).toBeVisible();
    // SMTP has no receipts: a mail ends at one tick, once the catcher has taken it.
    await expect(sent.getByRole('img', { name: 'Sent' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/mail');
    await expect(page.getByRole('tab', { name: 'Mails' })).toHaveAttribute('aria-selected', 'true');
    const mails = page.getByRole('list', { name: 'Caught mails' });
    await mails.getByRole('button', { name: new RegExp(`^${subject.replace(/[?.,]/g, '\\$&')}`) }).click();
    const drawer = page.getByRole('dialog', { name: subject });
    await expect(drawer.getByText('rahul.sharma@example.in', { exact: true })).toBeVisible();
    const textPart = drawer.getByText(/^Dear Rahul Sharma,/);
    await expect(textPart).toContainText(`We sent you the itinerary for ${TITLE}`);
    await expect(textPart).toContainText('Warm regards,\nRavi Kumar');
    const html = drawer.frameLocator(`iframe[title="${subject}, as HTML"]`);
    await expect(html.locator('strong', { hasText: TITLE })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the mail' }).click();
    await expect(drawer).toBeHidden();
  });
});
