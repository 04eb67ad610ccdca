import type { CaughtMail } from '@ua/contracts';
import type { CaughtMailPage, CaughtMailSummary } from '../api/list-caught-mails';
import type { StandInPhone } from '../api/list-whatsapp-phones';

export const LINK_MAIL: CaughtMail = {
  id: 7,
  message_id: '<message-42@ua-internal.local>',
  from: 'UA Internal <trips@ua.example>',
  to: ['rahul@example.in'],
  subject: 'Your Kerala family trip itinerary',
  text: 'Namaste श्री राहुल शर्मा,\nyour itinerary is ready: https://ua.example/trip/k3/',
  html: '<p>Namaste <b>श्री राहुल शर्मा</b></p><script>parent.alert(1)</script>',
  received_at: '2026-11-20T09:05:00.000Z',
};

export function summaryOf({ html: _html, text, ...mail }: CaughtMail): CaughtMailSummary {
  return { ...mail, preview: text.slice(0, 140) };
}

export const FOLLOWUP_MAIL: CaughtMail = {
  ...LINK_MAIL,
  id: 8,
  message_id: '<message-43@ua-internal.local>',
  subject: 'Any changes to your trip?',
  text: 'Did you get a chance to look at the itinerary?',
  html: null,
  received_at: '2026-11-20T10:00:00.000Z',
};

export function mailPage(mails: CaughtMail[], count = mails.length): CaughtMailPage {
  return { count, next: null, previous: null, results: mails.map(summaryOf) };
}

export const RAHUL_PHONE: StandInPhone = {
  phone: '+919812345678',
  messages: [
    { id: 1, direction: 'out', wamid: 'wamid.a1', text: 'Namaste Rahul Sharma, your itinerary for Kerala family trip is ready.', at: '2026-11-20T09:00:00.000Z' },
    { id: 2, direction: 'in', wamid: 'wamid.b2', text: 'Looks lovely, thank you!', at: '2026-11-20T09:10:00.000Z' },
  ],
};
