import type { Message, MessageTemplate } from '@ua/contracts';
import type { MessagePage } from '../list-record-messages';

/** A message of trip 42, as the server answers it; a WhatsApp template message to the customer unless told. */
export function messageOf(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    channel: 'whatsapp',
    direction: 'out',
    status: 'queued',
    record_type: 'itinerary',
    record_id: 42,
    party: 'customer',
    to_address: '+919812345678',
    from_address: '+15550001111',
    subject: null,
    template: 'itinerary_link',
    parameters: {},
    body_text: 'Namaste Rahul Sharma, your itinerary for Kerala family trip is ready.',
    sent_by: { id: 1, name: 'Ravi Kumar' },
    error_code: null,
    error_message: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    history: [],
    ...overrides,
  };
}

export function pageOf(results: Message[]): MessagePage {
  return { count: results.length, next: null, previous: null, results };
}

export const ITINERARY_LINK_WHATSAPP: MessageTemplate = {
  channel: 'whatsapp',
  name: 'itinerary_link',
  language: 'en',
  category: 'utility',
  title: 'Itinerary link',
  parameters: [
    { name: 'customer_name', label: 'Customer name', example: 'Rahul Sharma' },
    { name: 'trip_title', label: 'Trip', example: 'Kerala backwaters, 4 nights' },
    { name: 'link_url', label: 'Customer link', example: 'https://trips.example.in/trip/abc/' },
  ],
  preview: 'Namaste {{customer_name}}, your itinerary for {{trip_title}} is ready. You can read it here: {{link_url}}',
  document: false,
  record_types: ['itinerary'],
};

export const ITINERARY_DOCUMENT_WHATSAPP: MessageTemplate = {
  ...ITINERARY_LINK_WHATSAPP,
  name: 'itinerary_document',
  title: 'Itinerary PDF',
  parameters: ITINERARY_LINK_WHATSAPP.parameters.slice(0, 2),
  preview: 'Namaste {{customer_name}}, please find your itinerary for {{trip_title}} attached.',
  document: true,
};

export const SUPPLIER_REQUEST_WHATSAPP: MessageTemplate = {
  ...ITINERARY_LINK_WHATSAPP,
  name: 'supplier_request',
  title: 'Request to a supplier',
  parameters: [{ name: 'dates', label: 'Dates', example: '18 to 22 December 2026' }],
  preview: 'Hello, we would like to request rooms for {{dates}}.',
  record_types: ['supplier'],
};

export const FOLLOWUP_EMAIL: MessageTemplate = {
  channel: 'email',
  name: 'itinerary_followup',
  language: 'en',
  category: 'utility',
  title: 'Follow-up on a quote',
  parameters: [
    { name: 'customer_name', label: "Customer's name", example: 'Anita Menon' },
    { name: 'staff_name', label: 'Your name', example: 'Ravi Kumar' },
  ],
  preview: 'Dear {{customer_name}}, did you get a chance to look at the itinerary? Warm regards, {{staff_name}}',
  document: false,
  record_types: ['itinerary'],
};

export const TEMPLATES: MessageTemplate[] = [ITINERARY_LINK_WHATSAPP, ITINERARY_DOCUMENT_WHATSAPP, SUPPLIER_REQUEST_WHATSAPP, FOLLOWUP_EMAIL];
