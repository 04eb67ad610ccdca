import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { UnreadSummaryCard } from './unread-summary-card';

describe('UnreadSummaryCard', () => {
  it.each([
    ['something is unread', { unread_count: 3, by_type: { booking: 2, payment: 1 } }],
    // The bell is gone then: the card is the way back to read notifications.
    ['nothing is unread', { unread_count: 0, by_type: {} }],
  ])('links to the notifications page when %s', async (_case, count) => {
    mockApi({ 'GET /user/notifications/unread-count/': { status: 200, data: count } });
    renderWithProviders(<UnreadSummaryCard />);
    expect(await screen.findByText(String(count.unread_count))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  });
});
