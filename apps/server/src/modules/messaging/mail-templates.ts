import type { MessageRecordType, MessageTemplate } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * Every mail the app sends, as code: each template declares its parameters (with the examples the
 * template list shows) and renders a subject, an HTML part and a plain-text part from them. Every
 * value is HTML-escaped in the HTML part; the text part carries values as they are.
 */

/** `url` values must be web addresses (they become links); `multiline` keeps its line breaks. */
type ParameterKind = 'line' | 'multiline' | 'url';

type ParameterSpec<N extends string> = { name: N; label: string; example: string; kind?: ParameterKind };

export type RenderedMail = { subject: string; html: string; text: string };

/** A template whose parameters are typed by name, so its renderer cannot read one it does not declare. */
type MailTemplateSpec<N extends string> = {
  name: string;
  title: string;
  recordTypes: readonly MessageRecordType[];
  parameters: readonly ParameterSpec<N>[];
  /** False for the mails only the app sends (a booking's request to its supplier): not offered to staff, refused from them. */
  staffSends?: boolean;
  /** `html` receives every value escaped already; `text` receives them as they are. */
  render(values: { html: Record<N, string>; text: Record<N, string> }): { subject: string; htmlBody: string; text: string };
};

export type MailTemplate = {
  name: string;
  title: string;
  recordTypes: readonly MessageRecordType[];
  parameters: readonly ParameterSpec<string>[];
  staffSends: boolean;
  render(parameters: Readonly<Record<string, string>>): RenderedMail;
  /** The text part with `{{name}}` where each parameter goes. */
  preview(): string;
};

/** Escaped, with line breaks kept for a multi-line value. */
function htmlValue(value: string, kind: ParameterKind): string {
  const escaped = escapeHtml(value);
  return kind === 'multiline' ? escaped.replace(/\r?\n/g, '<br>') : escaped;
}

/** The one layout of every mail: readable without images or styles sheets (mail clients drop them). */
function layout(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:'Noto Sans','Noto Sans Devanagari',Arial,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
<p style="margin-top:32px;font-size:13px;color:#616e7c">UA Internal</p>
</div>
</body>
</html>
`;
}

const button = (href: string, label: string) =>
  `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none">${label}</a></p>`;

function defineMailTemplate<N extends string>(spec: MailTemplateSpec<N>): MailTemplate {
  const valuesOf = (parameters: Readonly<Record<string, string>>, escape: boolean) =>
    Object.fromEntries(spec.parameters.map((p) => [p.name, escape ? htmlValue(parameters[p.name] ?? '', p.kind ?? 'line') : (parameters[p.name] ?? '')])) as Record<N, string>;
  return {
    name: spec.name,
    title: spec.title,
    recordTypes: spec.recordTypes,
    parameters: spec.parameters,
    staffSends: spec.staffSends ?? true,
    render(parameters) {
      const rendered = spec.render({ html: valuesOf(parameters, true), text: valuesOf(parameters, false) });
      return { subject: rendered.subject, html: layout(rendered.subject, rendered.htmlBody), text: rendered.text };
    },
    preview() {
      const placeholders = Object.fromEntries(spec.parameters.map((p) => [p.name, `{{${p.name}}}`])) as Record<N, string>;
      return spec.render({ html: placeholders, text: placeholders }).text;
    },
  };
}

const itineraryLink = defineMailTemplate({
  name: 'itinerary_link',
  title: 'Itinerary link',
  recordTypes: ['itinerary'],
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'श्री राहुल शर्मा' },
    { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 5 days' },
    { name: 'link_url', label: 'Link to the itinerary', example: 'https://trips.example.in/trip/abc/', kind: 'url' },
    { name: 'expires_on', label: 'Link works until', example: '30 June 2026' },
  ],
  render: ({ html, text }) => ({
    subject: `Your itinerary: ${text.trip_title}`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>Your itinerary for <strong>${html.trip_title}</strong> is ready. Open it to see every day, the stays and the total price.</p>
${button(html.link_url, 'Open your itinerary')}
<p style="font-size:13px;color:#616e7c">Or paste this address into your browser: ${html.link_url}<br>The link works until ${html.expires_on}.</p>`,
    text: `Dear ${text.customer_name},

Your itinerary for ${text.trip_title} is ready. Open it to see every day, the stays and the total price:
${text.link_url}

The link works until ${text.expires_on}.

UA Internal`,
  }),
});

const itineraryFollowup = defineMailTemplate({
  name: 'itinerary_followup',
  title: 'Follow-up on a quote',
  recordTypes: ['itinerary'],
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Anita Menon' },
    { name: 'trip_title', label: 'Trip', example: 'Manali in the snow' },
    { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
  ],
  render: ({ html, text }) => ({
    subject: `Any thoughts on ${text.trip_title}?`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>We sent you the itinerary for <strong>${html.trip_title}</strong> a little while ago. Would you like to change anything, or shall we go ahead and hold the hotels?</p>
<p>Just reply to this mail and I will take it from there.</p>
<p>Warm regards,<br>${html.staff_name}</p>`,
    text: `Dear ${text.customer_name},

We sent you the itinerary for ${text.trip_title} a little while ago. Would you like to change anything, or shall we go ahead and hold the hotels?

Just reply to this mail and I will take it from there.

Warm regards,
${text.staff_name}`,
  }),
});

const supplierRequest = defineMailTemplate({
  name: 'supplier_request',
  title: 'Request to a supplier',
  recordTypes: ['supplier'],
  parameters: [
    { name: 'supplier_name', label: "Supplier's name", example: 'Tea County Munnar' },
    { name: 'dates', label: 'Dates', example: '12 to 14 December 2026' },
    { name: 'request', label: 'What we ask for', example: '2 deluxe rooms with breakfast, for 4 adults and a child of 8', kind: 'multiline' },
    { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
  ],
  render: ({ html, text }) => ({
    subject: `Request for ${text.dates}`,
    htmlBody: `<p>Dear ${html.supplier_name},</p>
<p>Please let us know your availability and best rate for <strong>${html.dates}</strong>:</p>
<p style="padding:12px;background:#f4f5f7;border-radius:6px">${html.request}</p>
<p>Thank you,<br>${html.staff_name}</p>`,
    text: `Dear ${text.supplier_name},

Please let us know your availability and best rate for ${text.dates}:

${text.request}

Thank you,
${text.staff_name}`,
  }),
});

/** Staff's own note to a booking's customer: what changed, what to bring, what happens next. */
const bookingNote = defineMailTemplate({
  name: 'booking_note',
  title: 'Note about a booking',
  recordTypes: ['booking'],
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Rahul Sharma' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'message', label: 'Your message', example: 'Your houseboat is confirmed; check-in is at noon at the Punnamada jetty.', kind: 'multiline' },
    { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
  ],
  render: ({ html, text }) => ({
    subject: `About your booking ${text.booking_reference}`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>About your booking <strong>${html.booking_reference}</strong>:</p>
<p>${html.message}</p>
<p>Just reply to this mail with any questions.</p>
<p>Warm regards,<br>${html.staff_name}</p>`,
    text: `Dear ${text.customer_name},

About your booking ${text.booking_reference}:

${text.message}

Just reply to this mail with any questions.

Warm regards,
${text.staff_name}`,
  }),
});

/** A booking's request to the supplier of one service: what, when, for whom, and the page to answer on. Sent by the booking's request action only. */
const bookingRequest = defineMailTemplate({
  name: 'booking_request',
  title: 'Booking request to a supplier',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'supplier_name', label: "Supplier's name", example: 'Lake Palace Resort' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'service', label: 'What we book', example: '2 × Deluxe Lake View · CP' },
    { name: 'dates', label: 'Dates', example: '10 Feb 2027 to 12 Feb 2027 (2 nights)' },
    { name: 'travellers', label: 'Travellers', example: '2 adults, 1 child (8); lead: Rahul Sharma' },
    { name: 'answer_url', label: 'Page to confirm or decline', example: 'https://trips.example.in/confirm/12-1790000000-abc/', kind: 'url' },
    { name: 'expires_on', label: 'Answer by', example: '17 February 2027' },
    { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
  ],
  render: ({ html, text }) => ({
    subject: `Booking request ${text.booking_reference}: ${text.dates}`,
    htmlBody: `<p>Dear ${html.supplier_name},</p>
<p>Please confirm the following for our booking <strong>${html.booking_reference}</strong>:</p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">Service</td><td style="padding:4px 0"><strong>${html.service}</strong></td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">Dates</td><td style="padding:4px 0">${html.dates}</td></tr>
<tr><td style="padding:4px 12px 4px 0;color:#616e7c">Travellers</td><td style="padding:4px 0">${html.travellers}</td></tr>
</table>
<p>Confirm it with your confirmation number, or decline it with a reason, on this page:</p>
${button(html.answer_url, 'Confirm or decline')}
<p style="font-size:13px;color:#616e7c">Or paste this address into your browser: ${html.answer_url}<br>The page works until ${html.expires_on}.</p>
<p>Thank you,<br>${html.staff_name}</p>`,
    text: `Dear ${text.supplier_name},

Please confirm the following for our booking ${text.booking_reference}:

Service: ${text.service}
Dates: ${text.dates}
Travellers: ${text.travellers}

Confirm it with your confirmation number, or decline it with a reason, on this page:
${text.answer_url}

The page works until ${text.expires_on}.

Thank you,
${text.staff_name}`,
  }),
});

/** A booking's cancellation of one or more services, to their supplier. Sent by the cancel actions only. */
const bookingCancellation = defineMailTemplate({
  name: 'booking_cancellation',
  title: 'Cancellation to a supplier',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'supplier_name', label: "Supplier's name", example: 'Lake Palace Resort' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'services', label: 'What is cancelled', example: '2 × Deluxe Lake View · CP, 10 Feb 2027 to 12 Feb 2027 (your confirmation LP-4471)', kind: 'multiline' },
    { name: 'reason', label: 'Why', example: 'The customer postponed the trip' },
    { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
  ],
  render: ({ html, text }) => ({
    subject: `Cancellation ${text.booking_reference}`,
    htmlBody: `<p>Dear ${html.supplier_name},</p>
<p>Please cancel the following for our booking <strong>${html.booking_reference}</strong>:</p>
<p style="padding:12px;background:#f4f5f7;border-radius:6px">${html.services}</p>
<p>Reason: ${html.reason}</p>
<p>Please reply to confirm the cancellation. Thank you,<br>${html.staff_name}</p>`,
    text: `Dear ${text.supplier_name},

Please cancel the following for our booking ${text.booking_reference}:

${text.services}

Reason: ${text.reason}

Please reply to confirm the cancellation. Thank you,
${text.staff_name}`,
  }),
});

/** A traveller's voucher for one confirmed service: the link to its page and PDF. Sent by the voucher action. */
const bookingVoucher = defineMailTemplate({
  name: 'booking_voucher',
  title: 'Voucher for the traveller',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Rahul Sharma' },
    { name: 'voucher_number', label: 'Voucher', example: 'UA-2026-000123-01' },
    { name: 'service', label: 'Service', example: 'Lake Palace Resort, Deluxe Lake View · CP' },
    { name: 'dates', label: 'Dates', example: '10 Feb 2027 to 12 Feb 2027' },
    { name: 'voucher_url', label: 'Link to the voucher', example: 'https://trips.example.in/voucher/12-1790000000-abc/', kind: 'url' },
  ],
  render: ({ html, text }) => ({
    subject: `Your voucher ${text.voucher_number}: ${text.service}`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>Your voucher <strong>${html.voucher_number}</strong> for <strong>${html.service}</strong> (${html.dates}) is ready. Please show it on arrival, on your phone or printed.</p>
${button(html.voucher_url, 'Open your voucher')}
<p style="font-size:13px;color:#616e7c">Or paste this address into your browser: ${html.voucher_url}</p>`,
    text: `Dear ${text.customer_name},

Your voucher ${text.voucher_number} for ${text.service} (${text.dates}) is ready. Please show it on arrival, on your phone or printed:
${text.voucher_url}

UA Internal`,
  }),
});

/** The words under a payment mail: who to ask. */
const paymentSignOff = 'Just reply to this mail with any questions.';

/** A booking's payment request: the due, its amount and date, and the gateway's page to pay on. Sent from payments only. */
const paymentRequest = defineMailTemplate({
  name: 'payment_request',
  title: 'Payment request',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Rahul Sharma' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 3 nights' },
    { name: 'due_label', label: 'What is due', example: 'Advance' },
    { name: 'amount', label: 'Amount', example: '₹12,500.00' },
    { name: 'due_date', label: 'Due by', example: 'Mon, 11 Jan 2027' },
    { name: 'pay_url', label: 'Link to pay', example: 'https://rzp.io/i/Ab12Cd34', kind: 'url' },
  ],
  render: ({ html, text }) => ({
    subject: `Payment request ${text.booking_reference}: ${text.due_label} of ${text.amount}`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>For your booking <strong>${html.booking_reference}</strong> (${html.trip_title}), the <strong>${html.due_label}</strong> of <strong>${html.amount}</strong> is due by ${html.due_date}.</p>
<p>You can pay it securely online, by UPI, card or net banking:</p>
${button(html.pay_url, `Pay ${html.amount}`)}
<p style="font-size:13px;color:#616e7c">Or paste this address into your browser: ${html.pay_url}</p>
<p>${paymentSignOff}</p>`,
    text: `Dear ${text.customer_name},

For your booking ${text.booking_reference} (${text.trip_title}), the ${text.due_label} of ${text.amount} is due by ${text.due_date}.

You can pay it securely online, by UPI, card or net banking:
${text.pay_url}

${paymentSignOff}

UA Internal`,
  }),
});

/** A reminder of a due, before, on or after its date ("is due in 7 days", "is due today", "was due 3 days ago"). Sent by the reminder schedule and from payments. */
const paymentReminder = defineMailTemplate({
  name: 'payment_reminder',
  title: 'Payment reminder',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Rahul Sharma' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 3 nights' },
    { name: 'due_label', label: 'What is due', example: 'Balance' },
    { name: 'amount', label: 'Amount', example: '₹37,500.00' },
    { name: 'due_when', label: 'When it is due', example: 'is due in 7 days' },
    { name: 'due_date', label: 'Due date', example: 'Mon, 11 Jan 2027' },
    { name: 'how_to_pay', label: 'How to pay', example: 'You can pay online at https://rzp.io/i/Ab12Cd34 or reply for other ways to pay.' },
  ],
  render: ({ html, text }) => ({
    subject: `Reminder: ${text.due_label} of ${text.amount} ${text.due_when} (${text.booking_reference})`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>A friendly reminder about your booking <strong>${html.booking_reference}</strong> (${html.trip_title}): the <strong>${html.due_label}</strong> of <strong>${html.amount}</strong> ${html.due_when}, on ${html.due_date}.</p>
<p>${html.how_to_pay}</p>
<p>If you have paid it already, thank you, and please ignore this mail. ${paymentSignOff}</p>`,
    text: `Dear ${text.customer_name},

A friendly reminder about your booking ${text.booking_reference} (${text.trip_title}): the ${text.due_label} of ${text.amount} ${text.due_when}, on ${text.due_date}.

${text.how_to_pay}

If you have paid it already, thank you, and please ignore this mail. ${paymentSignOff}

UA Internal`,
  }),
});

/** A payment's receipt: its number, amount and date, and the link to the receipt's page and PDF. Sent from payments only. */
const paymentReceipt = defineMailTemplate({
  name: 'payment_receipt',
  title: 'Payment receipt',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Rahul Sharma' },
    { name: 'amount', label: 'Amount received', example: '₹12,500.00' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'received_on', label: 'Received on', example: 'Fri, 20 Nov 2026' },
    { name: 'receipt_number', label: 'Receipt', example: 'RC/2026-27/000123' },
    { name: 'receipt_url', label: 'Link to the receipt', example: 'https://trips.example.in/receipt/12-1790000000-abc/', kind: 'url' },
  ],
  render: ({ html, text }) => ({
    subject: `Receipt ${text.receipt_number}: ${text.amount} received for ${text.booking_reference}`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>Thank you: we have received <strong>${html.amount}</strong> for your booking <strong>${html.booking_reference}</strong> on ${html.received_on}.</p>
<p>Your receipt <strong>${html.receipt_number}</strong> is ready to view and download:</p>
${button(html.receipt_url, 'Open your receipt')}
<p style="font-size:13px;color:#616e7c">Or paste this address into your browser: ${html.receipt_url}</p>`,
    text: `Dear ${text.customer_name},

Thank you: we have received ${text.amount} for your booking ${text.booking_reference} on ${text.received_on}.

Your receipt ${text.receipt_number} is ready to view and download:
${text.receipt_url}

UA Internal`,
  }),
});

/** A due past its date and still unpaid: how much, since when, and how to pay. Sent from payments only. */
const paymentOverdue = defineMailTemplate({
  name: 'payment_overdue',
  title: 'Overdue payment notice',
  recordTypes: ['booking'],
  staffSends: false,
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Rahul Sharma' },
    { name: 'due_label', label: 'What is overdue', example: 'Balance' },
    { name: 'amount', label: 'Amount overdue', example: '₹37,500.00' },
    { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
    { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 3 nights' },
    { name: 'due_date', label: 'Was due on', example: 'Mon, 11 Jan 2027' },
    { name: 'days_overdue', label: 'Overdue by', example: '5 days' },
    { name: 'how_to_pay', label: 'How to pay', example: 'Please reply to this message for a payment link, or pay by bank transfer quoting your booking reference.' },
  ],
  render: ({ html, text }) => ({
    subject: `Overdue: ${text.due_label} of ${text.amount} for ${text.booking_reference}`,
    htmlBody: `<p>Dear ${html.customer_name},</p>
<p>The <strong>${html.due_label}</strong> of <strong>${html.amount}</strong> for your booking <strong>${html.booking_reference}</strong> (${html.trip_title}) was due on ${html.due_date} and is now ${html.days_overdue} overdue.</p>
<p>Please pay it soon, so that we can keep your services confirmed. ${html.how_to_pay}</p>
<p>If you have paid it already, thank you, and please ignore this mail. ${paymentSignOff}</p>`,
    text: `Dear ${text.customer_name},

The ${text.due_label} of ${text.amount} for your booking ${text.booking_reference} (${text.trip_title}) was due on ${text.due_date} and is now ${text.days_overdue} overdue.

Please pay it soon, so that we can keep your services confirmed. ${text.how_to_pay}

If you have paid it already, thank you, and please ignore this mail. ${paymentSignOff}

UA Internal`,
  }),
});

/**
 * An agent's wallet statement for a period: the closing balance, and a signed link to the statement's
 * PDF (mails carry no attachments). Sent from the agent's wallet only.
 */
const walletStatement = defineMailTemplate({
  name: 'wallet_statement',
  title: 'Wallet statement',
  recordTypes: ['agent'],
  staffSends: false,
  parameters: [
    { name: 'recipient_name', label: 'Who it is for', example: 'Anil Kapoor' },
    { name: 'agency_name', label: 'Agency', example: 'Sunrise Holidays' },
    { name: 'period', label: 'Period', example: 'Wed, 1 Apr 2026 to Tue, 30 Jun 2026' },
    { name: 'closing_balance', label: 'Closing balance', example: '₹42,500.00' },
    { name: 'statement_url', label: 'Link to the statement (PDF)', example: 'https://trips.example.in/statement/12-1790000000-abc/pdf/?from=2026-04-01&to=2026-06-30', kind: 'url' },
    { name: 'expires_on', label: 'Link works until', example: 'Fri, 31 Jul 2026' },
  ],
  render: ({ html, text }) => ({
    subject: `Wallet statement of ${text.agency_name}: ${text.period}`,
    htmlBody: `<p>Dear ${html.recipient_name},</p>
<p>The wallet statement of <strong>${html.agency_name}</strong> for ${html.period} is ready. The closing balance is <strong>${html.closing_balance}</strong>.</p>
<p>It lists every entry of the period with the balance after it:</p>
${button(html.statement_url, 'Download the statement (PDF)')}
<p style="font-size:13px;color:#616e7c">Or paste this address into your browser: ${html.statement_url}<br>The link works until ${html.expires_on}.</p>
<p>${paymentSignOff}</p>`,
    text: `Dear ${text.recipient_name},

The wallet statement of ${text.agency_name} for ${text.period} is ready. The closing balance is ${text.closing_balance}.

It lists every entry of the period with the balance after it. Download the statement (PDF):
${text.statement_url}

The link works until ${text.expires_on}.

${paymentSignOff}

UA Internal`,
  }),
});

/**
 * A notification a staff member chose to get by mail as well as (or instead of) the bell: what it
 * says, a link to what it is about, and where to turn such mails off. Sent by the app only.
 */
const staffNotification = defineMailTemplate({
  name: 'staff_notification',
  title: 'Notification to a staff member',
  recordTypes: ['staff'],
  staffSends: false,
  parameters: [
    { name: 'notification_type', label: 'Kind of notification', example: 'Payments' },
    { name: 'message', label: 'Notification', example: 'UA-2026-000123 (Mehta): the balance of ₹18,400.00 is due on Tue, 1 Dec 2026.', kind: 'multiline' },
    { name: 'link_url', label: 'Link to what it is about', example: 'https://internal.example.in/bookings/123', kind: 'url' },
    { name: 'settings_url', label: 'Link to the notification settings', example: 'https://internal.example.in/notifications/settings', kind: 'url' },
  ],
  render: ({ html, text }) => ({
    subject: `UA Internal: ${text.notification_type}`,
    htmlBody: `<p style="font-size:13px;color:#616e7c;margin:0 0 8px">${html.notification_type}</p>
<p>${html.message}</p>
${button(html.link_url, 'Open in UA Internal')}
<p style="font-size:13px;color:#616e7c">You get this mail because you turned on mail for these notifications. Change that in your <a href="${html.settings_url}">notification settings</a>.</p>`,
    text: `${text.notification_type}

${text.message}

Open in UA Internal: ${text.link_url}

You get this mail because you turned on mail for these notifications. Change that in your notification settings: ${text.settings_url}`,
  }),
});

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  itineraryLink,
  itineraryFollowup,
  supplierRequest,
  bookingNote,
  bookingRequest,
  bookingCancellation,
  bookingVoucher,
  paymentRequest,
  paymentReminder,
  paymentReceipt,
  paymentOverdue,
  walletStatement,
  staffNotification,
];

export function findMailTemplate(name: string): MailTemplate | undefined {
  return MAIL_TEMPLATES.find((template) => template.name === name);
}

/** The templates as the template list shows them. */
export function mailTemplateList(): MessageTemplate[] {
  return MAIL_TEMPLATES.filter((template) => template.staffSends).map((template) => ({
    channel: 'email',
    name: template.name,
    language: 'en',
    category: 'utility',
    title: template.title,
    parameters: template.parameters.map(({ name, label, example }) => ({ name, label, example })),
    preview: template.preview(),
    document: false,
    record_types: [...template.recordTypes],
  }));
}

const WEB_ADDRESS = /^https?:\/\/[^\s<>"']+$/i;

/**
 * The mail a template makes from these parameters, for this kind of record; 400
 * `messaging.template_mismatch` naming every missing, unknown or unfit parameter, and nothing rendered.
 */
export function renderMailTemplate(
  name: string,
  recordType: MessageRecordType,
  parameters: Readonly<Record<string, string>>,
  { bySystem = false }: { bySystem?: boolean } = {},
): { template: MailTemplate; mail: RenderedMail } {
  const template = findMailTemplate(name);
  if (!template || (!bySystem && !template.staffSends)) throw new AppError('messaging.template_mismatch', `There is no mail template named ${name}.`, { template: [`There is no mail template named ${name}.`] });
  if (!template.recordTypes.includes(recordType)) {
    throw new AppError('messaging.template_mismatch', `The template ${name} is not for a ${recordType}.`, { template: [`This template is for a ${template.recordTypes.join(' or ')}, not a ${recordType}.`] });
  }
  const fields: Record<string, string[]> = {};
  const declared = new Set(template.parameters.map((p) => p.name));
  for (const p of template.parameters) {
    const value = parameters[p.name];
    if (value === undefined || value.trim() === '') fields[`parameters.${p.name}`] = [`${p.label}: the template needs it.`];
    else if (p.kind === 'url' && !WEB_ADDRESS.test(value.trim())) fields[`parameters.${p.name}`] = [`${p.label}: enter a web address (https://...).`];
  }
  for (const key of Object.keys(parameters)) {
    if (!declared.has(key)) fields[`parameters.${key}`] = [`The template ${name} takes no parameter ${key}.`];
  }
  const problems = Object.keys(fields);
  if (problems.length > 0) {
    const names = problems.map((field) => field.replace('parameters.', '')).join(', ');
    throw new AppError('messaging.template_mismatch', `The parameters do not fit the template ${name}: ${names}.`, fields);
  }
  // One-line values stay on one line: a line break in a subject would end the header.
  const cleaned = Object.fromEntries(template.parameters.map((p) => [p.name, p.kind === 'multiline' ? (parameters[p.name] ?? '').trim() : (parameters[p.name] ?? '').replace(/\s+/g, ' ').trim()]));
  return { template, mail: template.render(cleaned) };
}
