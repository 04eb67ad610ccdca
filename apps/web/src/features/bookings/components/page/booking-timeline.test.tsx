import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { BOOKING_PATHS } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../../test/mock-api';
import { currentLocation } from '../../../../test/location-probe';
import { BOOKING_ID, timelineEntryOf } from './test/booking-fixtures';
import { renderBookingPage, setupBookingApi } from './test/render-booking';

const userEvent = userEventLib.setup({ delay: null });

const CURSOR = '1763629200000.event.3';
const FIRST_PAGE = [
  timelineEntryOf({ id: 'comment:2', kind: 'comment', at: '2026-11-21T10:00:00.000Z', title: 'Comment', detail: 'Hotel wants flight times', comment_id: 2 }),
  timelineEntryOf({
    id: 'message:40',
    kind: 'message',
    at: '2026-11-21T09:00:00.000Z',
    actor: null,
    actor_label: 'Hill Jeeps (supplier)',
    title: 'WhatsApp from Hill Jeeps',
    detail: 'Booked, see you at 5',
    message: { id: 40, channel: 'whatsapp', direction: 'in', status: 'received' },
    service_id: 52,
  }),
  timelineEntryOf({ id: 'event:3', kind: 'service', at: '2026-11-20T09:00:00.000Z', title: 'Kolukkumalai jeep safari requested', service_id: 52 }),
];
const SECOND_PAGE = [timelineEntryOf({ id: 'event:1', at: '2026-11-19T09:00:00.000Z', title: 'Booked from version 2' })];

function timelineRoute(call: RecordedCall) {
  const before = (call.params as { before?: string }).before;
  return before === CURSOR
    ? { status: 200, data: { count: 4, next: null, previous: null, results: SECOND_PAGE } }
    : { status: 200, data: { count: 4, next: `http://localhost${BOOKING_PATHS.timeline(BOOKING_ID)}?before=${encodeURIComponent(CURSOR)}&page_size=3`, previous: null, results: FIRST_PAGE } };
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('the booking’s timeline', () => {
  it('shows entries newest first and appends the page before the last one on "Load more", never fetching from the top again', async () => {
    const api = setupBookingApi({ [`GET ${BOOKING_PATHS.timeline(BOOKING_ID)}`]: timelineRoute });
    renderBookingPage();
    await waitFor(async () => expect(await entries()).toEqual(['Comment', 'WhatsApp from Hill Jeeps', 'Kolukkumalai jeep safari requested']));
    const message = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')[1]!;
    expect(message).toHaveTextContent('Hill Jeeps (supplier)');
    expect(message).toHaveTextContent('WhatsApp in, received');
    expect(screen.getByText('3 of 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toEqual(['Comment', 'WhatsApp from Hill Jeeps', 'Kolukkumalai jeep safari requested', 'Booked from version 2']));
    expect(api.callsTo('GET', BOOKING_PATHS.timeline(BOOKING_ID)).map((call) => call.params)).toEqual([{}, { before: CURSOR }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('brings a service into view from its entry, and opens a comment as its link does', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    setupBookingApi({ [`GET ${BOOKING_PATHS.timeline(BOOKING_ID)}`]: timelineRoute });
    renderBookingPage();
    await userEvent.click(await screen.findByRole('button', { name: /Kolukkumalai jeep safari requested.*Show it$/ }));
    expect(scrolled.mock.contexts).toContain(document.getElementById('service-52'));

    await userEvent.click(screen.getByRole('button', { name: /Comment .*Show it$/ }));
    await waitFor(() => expect(currentLocation().searchParams.get('comment')).toBe('2'));
  });
});
