import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_PATHS, type BookingMoney, type PaymentDue, type PaymentMail } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { bookingEvents } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/messaging.ts';
import { paymentDues, paymentLinks } from '../../db/schema/payments.ts';
import { auditOf, bookTrip, makeAcceptedTrip } from '../bookings/bookings.test-helpers.ts';
import { addDays, formatMoney, formatTripDate, todayInIndia } from '../itineraries/index.ts';
import { makePaymentDesk, ok, recordPayment, setPlanOf, type PaymentDesk } from './payments.test-helpers.ts';

let ctx: TestContext;
let desk: PaymentDesk;
let plan: BookingMoney;
let advance: PaymentDue;
let balance: PaymentDue;

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  desk = await makePaymentDesk(ctx);
  plan = await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 });
  [advance, balance] = plan.dues as [PaymentDue, PaymentDue];
});

const PAY_URL = 'https://rzp.example.test/i/Ab12Cd34';

/** A live gateway link for a due, as the links' work leaves one once the gateway made it. */
async function liveLinkOf(due: PaymentDue, amountPaise = due.open_paise, shortUrl = PAY_URL): Promise<void> {
  await ctx.database.db.insert(paymentLinks).values({
    bookingId: desk.booking.id,
    dueId: due.id,
    amountPaise,
    currency: 'INR',
    status: 'created',
    gatewayLinkId: `plink_${randomUUID().slice(0, 8)}`,
    referenceId: randomUUID(),
    shortUrl,
    expireBy: new Date(Date.now() + 7 * 86_400_000),
    idempotencyKey: randomUUID(),
  });
}

const send = (body: Record<string, unknown>, caller = desk.accounts) => caller.post(PAYMENT_PATHS.paymentMail, { booking_id: desk.booking.id, ...body });
const history = (caller = desk.accounts) => caller.get(`${PAYMENT_PATHS.paymentMail}?booking=${desk.booking.id}`);
const messagesOfBooking = () => ctx.database.db.select().from(messages).where(and(eq(messages.recordType, 'booking'), eq(messages.recordId, desk.booking.id))).orderBy(asc(messages.id));

describe('sending a payment mail', () => {
  it('sends a payment request with the due’s live link to the customer’s email, audited and on the timeline', async () => {
    await liveLinkOf(advance);
    const sent = await ok<PaymentMail>(send({ kind: 'request', channel: 'email', due_id: advance.id }), 201);
    expect(sent).toMatchObject({ kind: 'request', channel: 'email', to_address: 'rahul@example.com', status: 'queued', sent_by: { id: desk.accountsId, name: 'Priya Nair' } });
    expect(sent.subject).toBe(`Payment request ${desk.booking.reference}: Advance of ${formatMoney(advance.amount_paise, 'INR')}`);

    const [message] = await messagesOfBooking();
    expect(message).toMatchObject({ id: sent.id, template: 'payment_request', party: 'customer', toAddress: 'rahul@example.com', sentBy: desk.accountsId });
    expect(message?.parameters).toMatchObject({ pay_url: PAY_URL, due_label: 'Advance', amount: formatMoney(advance.amount_paise, 'INR'), due_date: formatTripDate(advance.due_date) });
    expect(message?.bodyText).toContain(PAY_URL);

    expect((await auditOf(ctx, 'payment_due', advance.id)).filter((entry) => entry.action === 'send')).toEqual([
      expect.objectContaining({ actorId: desk.accountsId, after: expect.objectContaining({ kind: 'request', channel: 'email', message_id: sent.id }) }),
    ]);
    const events = await ctx.database.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, desk.booking.id), eq(bookingEvents.kind, 'payment_mail')));
    expect(events).toEqual([expect.objectContaining({ messageId: sent.id, title: 'Payment request for Advance sent to the customer by mail' })]);
  });

  it('asks for the amount the link asks, a part of the due when the link is for a part', async () => {
    await liveLinkOf(advance, 10_000);
    await ok(send({ kind: 'request', channel: 'email', due_id: advance.id }), 201);
    expect((await messagesOfBooking())[0]?.parameters).toMatchObject({ amount: formatMoney(10_000, 'INR') });
  });

  it('refuses a request (409 payment.link_state) when the due has no live link, and queues nothing', async () => {
    await liveLinkOf(balance);
    // An expired link of the due does not count; nor does the other due's live one.
    await ctx.database.db.insert(paymentLinks).values({
      bookingId: desk.booking.id,
      dueId: advance.id,
      amountPaise: advance.amount_paise,
      currency: 'INR',
      status: 'expired',
      referenceId: randomUUID(),
      shortUrl: 'https://rzp.example.test/i/old',
      expireBy: new Date(Date.now() - 86_400_000),
      idempotencyKey: randomUUID(),
    });
    const res = await send({ kind: 'request', channel: 'email', due_id: advance.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'payment.link_state', detail: expect.stringContaining('make one first') });
    expect(await messagesOfBooking()).toEqual([]);
  });

  it('sends a reminder by WhatsApp to the customer’s number, saying when the due falls and how to pay without a link', async () => {
    const sent = await ok<PaymentMail>(send({ kind: 'reminder', channel: 'whatsapp', due_id: advance.id }), 201);
    expect(sent).toMatchObject({ kind: 'reminder', channel: 'whatsapp', to_address: '+919876543210' });
    const [message] = await messagesOfBooking();
    expect(message).toMatchObject({ template: 'payment_reminder', channel: 'whatsapp' });
    expect(message?.parameters).toMatchObject({ due_when: 'is due today', how_to_pay: expect.stringContaining('reply to this message for a payment link') });
    expect(message?.bodyText).toContain(`the Advance of ${formatMoney(advance.amount_paise, 'INR')} is due today`);

    const ahead = await ok<PaymentMail>(send({ kind: 'reminder', channel: 'email', due_id: balance.id }), 201);
    const days = Math.round((Date.parse(balance.due_date) - Date.parse(todayInIndia(new Date()))) / 86_400_000);
    expect((await messagesOfBooking()).find((row) => row.id === ahead.id)?.parameters).toMatchObject({ due_when: `is due in ${days} days` });
  });

  it('sends an overdue notice only for an overdue due, with its days late and the live link', async () => {
    const early = await send({ kind: 'overdue', channel: 'email', due_id: advance.id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payment.link_state', detail: expect.stringContaining('not overdue') });

    const fiveDaysAgo = addDays(todayInIndia(new Date()), -5);
    await ctx.database.db.update(paymentDues).set({ dueDate: fiveDaysAgo }).where(eq(paymentDues.id, advance.id));
    await liveLinkOf(advance);
    const sent = await ok<PaymentMail>(send({ kind: 'overdue', channel: 'email', due_id: advance.id }), 201);
    expect(sent.subject).toBe(`Overdue: Advance of ${formatMoney(advance.amount_paise, 'INR')} for ${desk.booking.reference}`);
    const [message] = await messagesOfBooking();
    expect(message).toMatchObject({ template: 'payment_overdue' });
    expect(message?.parameters).toMatchObject({ days_overdue: '5 days', due_date: formatTripDate(fiveDaysAgo), how_to_pay: expect.stringContaining(PAY_URL) });
  });

  it('refuses a reminder for a due paid in full', async () => {
    await recordPayment(desk.accounts, desk.booking.id, { amount_paise: advance.amount_paise });
    const res = await send({ kind: 'reminder', channel: 'email', due_id: advance.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'payment.link_state', detail: 'Advance is paid: nothing is owed on it.' });
  });

  it('sends a receipt with the link to its public page, which opens without signing in', async () => {
    const paid = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 25_000 });
    const sent = await ok<PaymentMail>(send({ kind: 'receipt', channel: 'email', payment_id: paid.payment.id }), 201);
    expect(sent).toMatchObject({ kind: 'receipt', to_address: 'rahul@example.com' });
    expect(sent.subject).toBe(`Receipt ${paid.payment.receipt_number}: ${formatMoney(25_000, 'INR')} received for ${desk.booking.reference}`);
    const [message] = await messagesOfBooking();
    const url = String(message?.parameters.receipt_url);
    expect(url).toMatch(/^http.*\/receipt\/[^/]+\/$/);
    const page = await ctx.anonymous.get(new URL(url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(paid.payment.receipt_number);
    expect((await auditOf(ctx, 'payment', paid.payment.id)).filter((entry) => entry.action === 'send')).toHaveLength(1);
  });

  it('refuses a receipt of another booking’s payment or of a reversed one', async () => {
    const paid = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 25_000 });
    const other = await bookTrip(desk.ops, (await makeAcceptedTrip(desk, { title: 'Another trip' })).id);
    const elsewhere = await desk.accounts.post(PAYMENT_PATHS.paymentMail, { booking_id: other.id, kind: 'receipt', payment_id: paid.payment.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'validation', errors: { payment_id: [expect.stringContaining('not one of this booking')] } });
    await ok(desk.accounts.post(PAYMENT_PATHS.reversePayment(paid.payment.id), { reason: 'Entered twice' }));
    const reversed = await send({ kind: 'receipt', payment_id: paid.payment.id });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json()).toMatchObject({ code: 'payment.already_reversed' });
  });

  it('refuses (400 messaging.no_address) a customer with no address on the channel', async () => {
    await ctx.reset();
    desk = await makePaymentDesk(ctx, { email: '', title: 'No mail' });
    const [due] = (await setPlanOf(desk.accounts, desk.booking.id, { kind: 'advance_balance', advance_bp: 2500, balance_days_before: 30 })).dues;
    const res = await send({ kind: 'reminder', channel: 'email', due_id: due?.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'messaging.no_address', errors: { channel: [expect.stringContaining('no email address')] } });
    expect(await messagesOfBooking()).toEqual([]);
  });

  it('needs payments.record to send and payments.view to read the history', async () => {
    expect((await send({ kind: 'reminder', channel: 'email', due_id: advance.id }, desk.auditor)).statusCode).toBe(403);
    expect((await send({ kind: 'reminder', channel: 'email', due_id: advance.id }, desk.reader)).statusCode).toBe(403);
    expect((await history(desk.reader)).statusCode).toBe(403);
    expect((await history(desk.auditor)).statusCode).toBe(200);
    expect(await messagesOfBooking()).toEqual([]);
  });
});

describe('the payment mail history', () => {
  it('lists the booking’s payment mails of every kind and channel, newest first, and nothing else of its messages', async () => {
    await liveLinkOf(advance);
    const request = await ok<PaymentMail>(send({ kind: 'request', channel: 'email', due_id: advance.id }), 201);
    const reminder = await ok<PaymentMail>(send({ kind: 'reminder', channel: 'whatsapp', due_id: balance.id }), 201);
    const paid = await recordPayment(desk.accounts, desk.booking.id, { amount_paise: 1_000 });
    const receipt = await ok<PaymentMail>(send({ kind: 'receipt', channel: 'whatsapp', payment_id: paid.payment.id }), 201);
    // A note from operations is the booking's message too, not a payment mail.
    const note = { record_type: 'booking', record_id: desk.booking.id, template: 'booking_note', idempotency_key: randomUUID() };
    await ok(desk.ops.post('/api/mail/message-action/', { ...note, parameters: { customer_name: 'Rahul', booking_reference: desk.booking.reference, message: 'See you soon', staff_name: 'Omar' } }), 201);
    expect(await messagesOfBooking()).toHaveLength(4);

    const list = await ok<{ results: PaymentMail[] }>(history(desk.auditor));
    expect(list.results.map((mail) => [mail.id, mail.kind, mail.channel])).toEqual([
      [receipt.id, 'receipt', 'whatsapp'],
      [reminder.id, 'reminder', 'whatsapp'],
      [request.id, 'request', 'email'],
    ]);
    expect(list.results[2]).toEqual(request);
    expect((await desk.accounts.get(`${PAYMENT_PATHS.paymentMail}?booking=999999`)).statusCode).toBe(404);
  });
});
