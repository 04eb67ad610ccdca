import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIST_PAGES } from '@ua/contracts';
import { APP_PATHS } from '../config/paths';
import { agentPaths } from '../features/agents/utils/agent-paths';
import { bookingPaths } from '../features/bookings/utils/booking-paths';
import { tripPaths } from '../features/itineraries/utils/trip-paths';
import { paymentPaths } from '../features/payments/utils/payment-paths';
import { areaAt } from './areas';

// The contracts name the list pages the dashboards' figures open (the server's tests count the same
// lists); here they are held to the app's own routes, so a moved page breaks this and not a link.
describe('the lists behind the dashboards’ figures', () => {
  it('are the app’s own list pages', () => {
    expect(DASHBOARD_LIST_PAGES).toEqual({
      trips: tripPaths.list,
      bookings: bookingPaths.list,
      dues: APP_PATHS.payments,
      payments: paymentPaths.received,
      links: paymentPaths.links,
      topUps: agentPaths.topUps,
    });
    for (const page of Object.values(DASHBOARD_LIST_PAGES)) expect(areaAt(page), page).toBeDefined();
  });
});
