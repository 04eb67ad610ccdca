import type { MessageRecordType, MessageTemplate } from '@ua/contracts';
import { AppError } from '../../lib/errors.ts';

/**
 * The WhatsApp templates as they are approved at Meta: the same name, language, category, body (its
 * `{{1}}`, `{{2}}` placeholders) and buttons, or the Cloud API refuses the message (132000, 132001).
 * A template changed at Meta is changed here in the same release. Staff fill parameters by name;
 * `bodyParameters` says which name fills which number.
 */
export type WhatsappTemplate = MessageTemplate & {
  channel: 'whatsapp';
  /** The body as approved, with `{{1}}` ... where the parameters go. */
  body: string;
  /** The parameter behind each numbered placeholder: the first fills `{{1}}` (the parameters, in order). */
  bodyParameters: readonly string[];
  /** A URL button whose approved address ends in `{{1}}`; the suffix comes from a parameter. */
  button: UrlButton | null;
  /** False for the messages only the app sends (a booking's request to its supplier): not offered to staff, refused from them. */
  staffSends: boolean;
};

/** A URL button: approved at Meta as `<PUBLIC_SITE_URL>/trip/{{1}}/`, the message gives the `{{1}}`. */
export type UrlButton = {
  text: string;
  /** The parameter the suffix is taken from. */
  from: string;
  /** The suffix in that parameter's value; null when the value does not fit the button. */
  suffix(value: string): string | null;
  /** Why a value does not fit, for the 400. */
  misfit: string;
};

type TemplateSpec = Omit<WhatsappTemplate, 'channel' | 'language' | 'category' | 'preview' | 'bodyParameters' | 'staffSends'> & { staffSends?: boolean };

/** The customer page's token in a customer link (`…/trip/<43 characters>/`): what the "View itinerary" button appends. */
const CUSTOMER_LINK_TOKEN = /\/trip\/([A-Za-z0-9_-]{43})\/?$/;

function whatsappTemplate(spec: TemplateSpec): WhatsappTemplate {
  // Every parameter is a body parameter, in its order; a button takes its suffix from one of them.
  const bodyParameters = spec.parameters.map((parameter) => parameter.name);
  const preview = bodyParameters.reduce((text, name, index) => text.replaceAll(`{{${index + 1}}}`, `{{${name}}}`), spec.body);
  return { ...spec, channel: 'whatsapp', language: 'en', category: 'utility', preview, bodyParameters, staffSends: spec.staffSends ?? true };
}

export const WHATSAPP_TEMPLATES: readonly WhatsappTemplate[] = [
  whatsappTemplate({
    name: 'itinerary_link',
    title: 'Itinerary link',
    // Meta refuses a body that ends on a variable: the link sits inside the sentence.
    body: 'Namaste {{1}}, your itinerary for {{2}} is ready. You can read it here: {{3}} and reply to this message with any changes.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 4 nights' },
      { name: 'link_url', label: 'Customer link', example: 'https://trips.example.in/trip/k3Jd9fQ2mZr8xYv1LpT6wBn0cHs4aEu7GiOq5Ne2bXy/' },
    ],
    document: false,
    record_types: ['itinerary'],
    button: {
      text: 'View itinerary',
      from: 'link_url',
      // Approved as <site>/trip/{{1}} (a URL button's variable ends the URL): the suffix brings the page's own slash.
      suffix: (value) => {
        const token = CUSTOMER_LINK_TOKEN.exec(value.trim())?.[1];
        return token ? `${token}/` : null;
      },
      misfit: 'Give a customer link of this trip (…/trip/<token>/)',
    },
  }),
  whatsappTemplate({
    name: 'itinerary_document',
    title: 'Itinerary PDF',
    body: 'Namaste {{1}}, please find your itinerary for {{2}} attached. Reply here with any questions.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 4 nights' },
    ],
    document: true,
    record_types: ['itinerary'],
    button: null,
  }),
  whatsappTemplate({
    name: 'itinerary_followup',
    title: 'Follow-up on a quote',
    body: 'Namaste {{1}}, did you get a chance to look at your {{2}} itinerary? Reply here with any changes you would like, and {{3}} will update it for you.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 4 nights' },
      { name: 'staff_name', label: 'Your name', example: 'Asha' },
    ],
    document: false,
    record_types: ['itinerary'],
    button: null,
  }),
  whatsappTemplate({
    name: 'supplier_request',
    title: 'Request to a supplier',
    body: 'Hello {{1}}, we would like to request {{2}} for {{3}}. Please confirm availability and rates. Thank you, {{4}}.',
    parameters: [
      { name: 'supplier_name', label: 'Supplier name', example: 'Tea County Munnar' },
      { name: 'request', label: 'What we ask for', example: '2 deluxe rooms with breakfast, for 4 adults and a child of 8' },
      { name: 'dates', label: 'Dates', example: '12 to 14 December 2026' },
      { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
    ],
    document: false,
    record_types: ['supplier'],
    button: null,
  }),
  whatsappTemplate({
    name: 'booking_update',
    title: 'Update on a booking',
    body: 'Namaste {{1}}, an update on your booking {{2}}: {{3}}. Reply here with any questions. {{4}}, UA Internal.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'message', label: 'Your message', example: 'your houseboat is confirmed and check-in is at noon at the Punnamada jetty' },
      { name: 'staff_name', label: 'Your name', example: 'Ravi' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
  }),
  // Sent by a booking's actions only: the request with the page to answer on, the cancellation, the voucher.
  whatsappTemplate({
    name: 'booking_request',
    title: 'Booking request to a supplier',
    body: 'Hello {{1}}, please confirm {{2}} for {{3}}, {{4}}, our booking {{5}}. Confirm with your confirmation number or decline here: {{6}} by {{7}}. Thank you, {{8}}.',
    parameters: [
      { name: 'supplier_name', label: 'Supplier name', example: 'Lake Palace Resort' },
      { name: 'service', label: 'What we book', example: '2 × Deluxe Lake View · CP' },
      { name: 'dates', label: 'Dates', example: '10 Feb 2027 to 12 Feb 2027 (2 nights)' },
      { name: 'travellers', label: 'Travellers', example: '2 adults, 1 child (8); lead: Rahul Sharma' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'answer_url', label: 'Page to answer on', example: 'https://trips.example.in/confirm/12-1790000000-abc/' },
      { name: 'expires_on', label: 'Answer by', example: '17 February 2027' },
      { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  whatsappTemplate({
    name: 'booking_cancellation',
    title: 'Cancellation to a supplier',
    body: 'Hello {{1}}, please cancel {{2}} of our booking {{3}}. Reason: {{4}}. Please reply to confirm. Thank you, {{5}}.',
    parameters: [
      { name: 'supplier_name', label: 'Supplier name', example: 'Lake Palace Resort' },
      { name: 'services', label: 'What is cancelled', example: '2 × Deluxe Lake View · CP, 10 Feb 2027 to 12 Feb 2027 (your confirmation LP-4471)' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'reason', label: 'Why', example: 'The customer postponed the trip' },
      { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  whatsappTemplate({
    name: 'booking_voucher',
    title: 'Voucher for the traveller',
    body: 'Namaste {{1}}, your voucher {{2}} for {{3}} ({{4}}) is ready: {{5}} Please show it on arrival.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'voucher_number', label: 'Voucher', example: 'UA-2026-000123-01' },
      { name: 'service', label: 'Service', example: 'Lake Palace Resort, Deluxe Lake View · CP' },
      { name: 'dates', label: 'Dates', example: '10 Feb 2027 to 12 Feb 2027' },
      { name: 'voucher_url', label: 'Link to the voucher', example: 'https://trips.example.in/voucher/12-1790000000-abc/' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  // Sent from payments only (by staff there, or by the reminder schedule): the same parameters as the mails of the same names.
  whatsappTemplate({
    name: 'payment_request',
    title: 'Payment request',
    body: 'Namaste {{1}}, for your booking {{2}} ({{3}}), the {{4}} of {{5}} is due by {{6}}. You can pay it securely here: {{7}} Reply to this message with any questions.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 3 nights' },
      { name: 'due_label', label: 'What is due', example: 'Advance' },
      { name: 'amount', label: 'Amount', example: '₹12,500.00' },
      { name: 'due_date', label: 'Due by', example: 'Mon, 11 Jan 2027' },
      { name: 'pay_url', label: 'Link to pay', example: 'https://rzp.io/i/Ab12Cd34' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  whatsappTemplate({
    name: 'payment_reminder',
    title: 'Payment reminder',
    body: 'Namaste {{1}}, a reminder about your booking {{2}} ({{3}}): the {{4}} of {{5}} {{6}}, on {{7}}. {{8}} If you have paid it already, thank you.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 3 nights' },
      { name: 'due_label', label: 'What is due', example: 'Balance' },
      { name: 'amount', label: 'Amount', example: '₹37,500.00' },
      { name: 'due_when', label: 'When it is due', example: 'is due in 7 days' },
      { name: 'due_date', label: 'Due date', example: 'Mon, 11 Jan 2027' },
      { name: 'how_to_pay', label: 'How to pay', example: 'You can pay online at https://rzp.io/i/Ab12Cd34 or reply for other ways to pay.' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  whatsappTemplate({
    name: 'payment_receipt',
    title: 'Payment receipt',
    body: 'Namaste {{1}}, thank you: we have received {{2}} for your booking {{3}} on {{4}}. Your receipt {{5}} is here: {{6}} Please keep it for your records.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'amount', label: 'Amount received', example: '₹12,500.00' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'received_on', label: 'Received on', example: 'Fri, 20 Nov 2026' },
      { name: 'receipt_number', label: 'Receipt', example: 'RC/2026-27/000123' },
      { name: 'receipt_url', label: 'Link to the receipt', example: 'https://trips.example.in/receipt/12-1790000000-abc/' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  whatsappTemplate({
    name: 'payment_overdue',
    title: 'Overdue payment notice',
    body: 'Namaste {{1}}, the {{2}} of {{3}} for your booking {{4}} ({{5}}) was due on {{6}} and is now {{7}} overdue. {{8}} If you have paid it already, thank you.',
    parameters: [
      { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
      { name: 'due_label', label: 'What is overdue', example: 'Balance' },
      { name: 'amount', label: 'Amount overdue', example: '₹37,500.00' },
      { name: 'booking_reference', label: 'Booking', example: 'UA-2026-000123' },
      { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 3 nights' },
      { name: 'due_date', label: 'Was due on', example: 'Mon, 11 Jan 2027' },
      { name: 'days_overdue', label: 'Overdue by', example: '5 days' },
      { name: 'how_to_pay', label: 'How to pay', example: 'Please reply to this message for a payment link, or pay by bank transfer quoting your booking reference.' },
    ],
    document: false,
    record_types: ['booking'],
    button: null,
    staffSends: false,
  }),
  whatsappTemplate({
    name: 'staff_alert',
    title: 'Notification to a staff member',
    // One value carries the notification and its link; the body ends on text, as Meta requires.
    body: 'UA Internal: {{1}} (You chose to get these on WhatsApp; change that in your notification settings.)',
    parameters: [{ name: 'alert', label: 'Notification, with its link', example: 'UA-2026-000123 (Mehta): the balance of ₹18,400.00 is due on Tue, 1 Dec 2026. https://internal.example.in/bookings/123' }],
    document: false,
    record_types: ['staff'],
    button: null,
    staffSends: false,
  }),
];

export function findWhatsappTemplate(name: string): WhatsappTemplate | undefined {
  return WHATSAPP_TEMPLATES.find((template) => template.name === name);
}

/** A template message as checked: what the body reads, and the URL button's suffix. */
export type CheckedTemplate = { template: WhatsappTemplate; bodyText: string; buttonSuffix: string | null };

const mismatch = (detail: string, fields: Record<string, string[]>) => new AppError('messaging.template_mismatch', detail, fields);

/**
 * Checks a message against its template before it is queued, as Meta would after: the template
 * exists for this kind of record, every parameter it takes is given (and no other), values carry no
 * line breaks (Meta refuses them in template values), and the document header gets its document.
 */
export function checkTemplateMessage(
  name: string,
  recordType: MessageRecordType,
  parameters: Readonly<Record<string, string>>,
  withDocument: boolean,
  { bySystem = false }: { bySystem?: boolean } = {},
): CheckedTemplate {
  const found = findWhatsappTemplate(name);
  const template = found && (bySystem || found.staffSends) ? found : undefined;
  if (!template) throw mismatch(`There is no WhatsApp template “${name}”.`, { template: ['Choose one of the WhatsApp templates'] });
  if (!template.record_types.includes(recordType)) {
    throw mismatch(`The template “${name}” is not for a ${recordType}.`, { template: [`This template is for a ${template.record_types.join(' or ')}`] });
  }
  const fields: Record<string, string[]> = {};
  const expected = new Set(template.parameters.map((parameter) => parameter.name));
  for (const parameter of template.parameters) {
    const value = parameters[parameter.name];
    if (value === undefined || value.trim() === '') fields[`parameters.${parameter.name}`] = [`Fill in “${parameter.label}”`];
    else if (/[\n\t]/.test(value)) fields[`parameters.${parameter.name}`] = ['WhatsApp takes no line breaks or tabs in a template value'];
  }
  for (const given of Object.keys(parameters)) {
    if (!expected.has(given)) fields[`parameters.${given}`] = [`The template “${name}” takes no parameter “${given}”`];
  }
  let buttonSuffix: string | null = null;
  const button = template.button;
  if (button && fields[`parameters.${button.from}`] === undefined) {
    buttonSuffix = button.suffix(parameters[button.from] ?? '');
    if (buttonSuffix === null) fields[`parameters.${button.from}`] = [button.misfit];
  }
  if (template.document && !withDocument) fields.attach_version = ['This template sends the itinerary PDF: choose its version'];
  if (!template.document && withDocument) fields.attach_version = ['This template sends no document'];
  const names = Object.keys(fields);
  if (names.length > 0) throw mismatch(`The message does not match the template “${name}”: ${names.join(', ')}.`, fields);
  return { template, bodyText: renderTemplateBody(template, parameters), buttonSuffix };
}

/** The body as the customer reads it: each `{{n}}` replaced by its parameter's value. */
export function renderTemplateBody(template: WhatsappTemplate, parameters: Readonly<Record<string, string>>): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (placeholder, number: string) => {
    const name = template.bodyParameters[Number(number) - 1];
    return name === undefined ? placeholder : (parameters[name] ?? '');
  });
}
