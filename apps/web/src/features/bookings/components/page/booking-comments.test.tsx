import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ADMIN_PATHS, BOOKING_PATHS } from '@ua/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../../test/mock-api';
import { BOOKING_ID, commentOf, commentPage } from './test/booking-fixtures';
import { renderBookingPage, setupBookingApi } from './test/render-booking';

const userEvent = userEventLib.setup({ delay: null });

const CHITRA = { id: 7, name: 'Chitra Nair', email: 'chitra@ua.test' };
const OMAR = { id: 9, name: 'Omar Ops', email: 'omar@ua.test' };

const thread = async () => within(await screen.findByRole('list', { name: 'Comments' })).getAllByRole('article');

describe('the booking’s comments', () => {
  it('mentions a reader of bookings picked after "@": a chip, "@Name" in the text, and mention_ids in the request', async () => {
    const posted = commentOf({ id: 3, body: 'Call @Chitra Nair', mentions: [{ id: 7, name: 'Chitra Nair' }] });
    const api = setupBookingApi({
      [`GET ${ADMIN_PATHS.staffLookup}`]: (call: RecordedCall) => ({ status: 200, data: { count: 2, next: null, previous: null, results: (call.params as { q?: string }).q === 'Chi' ? [CHITRA] : [CHITRA, OMAR] } }),
      [`POST ${BOOKING_PATHS.comments(BOOKING_ID)}`]: { status: 201, data: posted },
    });
    renderBookingPage();
    const box = await screen.findByRole('textbox', { name: 'New comment' });
    await userEvent.type(box, 'Call @Chi');

    const option = await screen.findByRole('option', { name: /Chitra Nair/, hidden: true });
    // Only people who may read bookings are offered.
    await waitFor(() => expect(api.callsTo('GET', ADMIN_PATHS.staffLookup).at(-1)?.params).toMatchObject({ q: 'Chi', holds: 'bookings.view', active: 'true' }));
    await userEvent.click(option);
    await waitFor(() => expect(box).toHaveValue('Call @Chitra Nair '));
    const chips = screen.getByRole('list', { name: 'Mentioned' });
    expect(within(chips).getByText('Chitra Nair')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(api.callsTo('POST', BOOKING_PATHS.comments(BOOKING_ID))).toHaveLength(1));
    expect(api.callsTo('POST', BOOKING_PATHS.comments(BOOKING_ID))[0]?.body).toEqual({ body: 'Call @Chitra Nair', mention_ids: [7] });
    // The answer joins the thread; the box and the chips are cleared for the next one.
    const [comment] = await thread();
    expect(comment).toHaveAttribute('id', 'comment-3');
    expect(within(comment!).getByText('@Chitra Nair')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Mentioned' })).not.toBeInTheDocument();
  });

  it('shows a mention the server refuses on the mentions, and posts nothing else', async () => {
    setupBookingApi({
      [`GET ${ADMIN_PATHS.staffLookup}`]: { status: 200, data: { count: 1, next: null, previous: null, results: [OMAR] } },
      [`POST ${BOOKING_PATHS.comments(BOOKING_ID)}`]: { status: 400, data: { detail: 'Check the fields.', code: 'validation', errors: { mention_ids: ['Omar Ops cannot read bookings'] } } },
    });
    renderBookingPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'New comment' }), '@Om');
    await userEvent.click(await screen.findByRole('option', { name: /Omar Ops/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Omar Ops cannot read bookings')).toBeInTheDocument();
  });

  it('opens on the latest page, loads earlier ones until the linked comment shows, and marks it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const earlier = Array.from({ length: 20 }, (_, index) => commentOf({ id: index + 1, body: `Comment ${index + 1}`, author: { id: 2, name: 'Ravi Kumar' } }));
    const latest = Array.from({ length: 5 }, (_, index) => commentOf({ id: index + 21, body: `Comment ${index + 21}`, author: { id: 2, name: 'Ravi Kumar' } }));
    const api = setupBookingApi({
      [`GET ${BOOKING_PATHS.comments(BOOKING_ID)}`]: (call: RecordedCall) => ({ status: 200, data: commentPage((call.params as { page: number }).page === 2 ? latest : earlier, 25) }),
    });
    renderBookingPage({ path: `/bookings/${BOOKING_ID}?comment=3` });

    await waitFor(async () => expect(await thread()).toHaveLength(25));
    const linked = document.getElementById('comment-3');
    expect(linked).toHaveTextContent('Comment 3');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(linked));
    // Page 1 to learn the count, page 2 (the latest), then page 1 again as the earlier page.
    expect(api.callsTo('GET', BOOKING_PATHS.comments(BOOKING_ID)).map((call) => (call.params as { page: number }).page)).toEqual([1, 2, 1]);
    expect(screen.queryByRole('button', { name: 'Show earlier comments' })).not.toBeInTheDocument();
  });

  it('lets the author edit within the window, sending the text and the mentions, and shows the earlier text on demand', async () => {
    const mine = commentOf({ id: 4, body: 'Hotel wants flight times', mentions: [{ id: 7, name: 'Chitra Nair' }] });
    const theirs = commentOf({ id: 5, author: { id: 2, name: 'Ravi Kumar' }, body: 'Sent them' });
    const edited = { ...mine, body: 'Hotel wants flight times now', edited_at: new Date().toISOString(), revisions: [{ body: 'Hotel wants flight times', replaced_at: new Date().toISOString() }] };
    const api = setupBookingApi({
      [`GET ${BOOKING_PATHS.comments(BOOKING_ID)}`]: { status: 200, data: commentPage([mine, theirs]) },
      [`PATCH ${BOOKING_PATHS.comment(BOOKING_ID, 4)}`]: { status: 200, data: edited },
    });
    renderBookingPage({ userId: 1 });
    const [first, second] = await thread();
    expect(within(second!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(first!).getByRole('textbox', { name: 'Comment' }), ' now');
    await userEvent.click(within(first!).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH', BOOKING_PATHS.comment(BOOKING_ID, 4))).toHaveLength(1));
    expect(api.callsTo('PATCH', BOOKING_PATHS.comment(BOOKING_ID, 4))[0]?.body).toEqual({ body: 'Hotel wants flight times now', mention_ids: [7] });
    const updated = document.getElementById('comment-4')!;
    await waitFor(() => expect(updated).toHaveTextContent('Hotel wants flight times now'));
    await userEvent.click(within(updated).getByRole('button', { name: 'edited' }));
    expect(within(within(updated).getByRole('list', { name: 'Earlier texts' })).getByText('Hotel wants flight times')).toBeInTheDocument();
  });

  it('offers no edit once the window has closed', async () => {
    setupBookingApi({ [`GET ${BOOKING_PATHS.comments(BOOKING_ID)}`]: { status: 200, data: commentPage([commentOf({ editable_until: new Date(Date.now() - 1000).toISOString() })]) } });
    renderBookingPage({ userId: 1 });
    const [comment] = await thread();
    expect(within(comment!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
