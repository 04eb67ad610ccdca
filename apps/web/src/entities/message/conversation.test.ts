import { describe, expect, it } from 'vitest';
import { fillPreview, isOnItsWay, mergeConversation, messageTitle } from './conversation';
import { FOLLOWUP_EMAIL, ITINERARY_LINK_WHATSAPP, messageOf } from './test/message-fixtures';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('a conversation', () => {
  it('watches a queued message, and a sent or delivered one only on WhatsApp, where read is still to come', () => {
    expect(isOnItsWay(messageOf({ status: 'queued', created_at: minutesAgo(1) }), NOW)).toBe(true);
    expect(isOnItsWay(messageOf({ status: 'sent', created_at: minutesAgo(1) }), NOW)).toBe(true);
    expect(isOnItsWay(messageOf({ status: 'delivered', created_at: minutesAgo(1) }), NOW)).toBe(true);
    expect(isOnItsWay(messageOf({ channel: 'email', status: 'queued', created_at: minutesAgo(1) }), NOW)).toBe(true);
    expect(isOnItsWay(messageOf({ channel: 'email', status: 'sent', created_at: minutesAgo(1) }), NOW)).toBe(false);
    for (const status of ['read', 'failed'] as const) expect(isOnItsWay(messageOf({ status, created_at: minutesAgo(1) }), NOW)).toBe(false);
    expect(isOnItsWay(messageOf({ direction: 'in', status: 'received', created_at: minutesAgo(1) }), NOW)).toBe(false);
  });

  it('stops watching a message an hour after it was queued (a phone that stays off)', () => {
    expect(isOnItsWay(messageOf({ status: 'sent', created_at: minutesAgo(59) }), NOW)).toBe(true);
    expect(isOnItsWay(messageOf({ status: 'sent', created_at: minutesAgo(61) }), NOW)).toBe(false);
  });

  it('merges both channels oldest first, by time and then by id', () => {
    const mail = messageOf({ id: 5, channel: 'email', created_at: '2026-11-20T09:05:00.000Z' });
    const first = messageOf({ id: 3, created_at: '2026-11-20T09:00:00.000Z' });
    const sameMoment = messageOf({ id: 4, created_at: '2026-11-20T09:00:00.000Z' });
    const reply = messageOf({ id: 6, direction: 'in', created_at: '2026-11-20T09:10:00.000Z' });
    expect(mergeConversation([reply, sameMoment, first], [mail]).map((message) => message.id)).toEqual([3, 4, 5, 6]);
  });

  it('fills a preview with the values given, and names what is still empty', () => {
    expect(fillPreview(ITINERARY_LINK_WHATSAPP.preview, ITINERARY_LINK_WHATSAPP.parameters, { customer_name: 'Rahul Sharma', trip_title: '  ', link_url: 'https://ua.example/trip/k3/' })).toBe(
      'Namaste Rahul Sharma, your itinerary for [Trip] is ready. You can read it here: https://ua.example/trip/k3/',
    );
  });

  it('heads a message with its template\u2019s title on its own channel, else the name spelt out, a subject, or the kind of text', () => {
    expect(messageTitle(messageOf({ template: 'itinerary_link' }), [ITINERARY_LINK_WHATSAPP])).toBe('Itinerary link');
    expect(messageTitle(messageOf({ channel: 'email', template: 'itinerary_followup' }), [ITINERARY_LINK_WHATSAPP])).toBe('Itinerary followup');
    expect(messageTitle(messageOf({ channel: 'email', template: 'itinerary_followup' }), [FOLLOWUP_EMAIL])).toBe('Follow-up on a quote');
    expect(messageTitle(messageOf({ template: null, subject: 'Your trip' }), [])).toBe('Your trip');
    expect(messageTitle(messageOf({ template: null, direction: 'in' }), [])).toBe('Reply');
    expect(messageTitle(messageOf({ template: null }), [])).toBe('Text');
  });
});
