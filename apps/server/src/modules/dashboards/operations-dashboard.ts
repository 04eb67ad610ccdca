import { DASHBOARD_DEPARTURE_DAYS, DASHBOARD_LIST_MAX, type OperationsDashboard } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { staffNames } from '../admin/index.ts';
import { departureWindow, operationsFigures, type OperationsFigures } from '../bookings/index.ts';
import { addDays } from '../itineraries/index.ts';

type Unconfirmed = OperationsFigures['departures']['results'][number]['unconfirmed'][number];

function serviceView(service: Unconfirmed) {
  return {
    id: service.id,
    label: service.label,
    status: service.status,
    supplier: service.supplierId === null ? null : { id: service.supplierId, name: service.supplierName ?? '' },
    first_date: service.firstDate,
    requested_at: service.requestedAt?.toISOString() ?? null,
  };
}

/**
 * The operations desk's dashboard: the departures of today and the next days (`DASHBOARD_DEPARTURE_DAYS`
 * in all), day by day, with the services their suppliers have yet to confirm; and the requests
 * suppliers have not answered, the oldest first.
 */
export async function operationsDashboard(db: Db, now: Date = new Date()): Promise<OperationsDashboard> {
  const window = departureWindow(DASHBOARD_DEPARTURE_DAYS, now);
  const figures = await operationsFigures(db, window, DASHBOARD_LIST_MAX);
  const names = await staffNames(
    db,
    figures.departures.results.map((row) => row.assignedToId),
  );
  const days = figures.departures.byDay;
  const dayOf = new Map(days.map((day) => [day.date, day]));
  return {
    today: window.from,
    days: DASHBOARD_DEPARTURE_DAYS,
    from: window.from,
    to: window.to,
    departures: {
      count: days.reduce((sum, day) => sum + day.bookings, 0),
      with_unconfirmed: days.reduce((sum, day) => sum + day.withUnconfirmed, 0),
      unconfirmed_services: days.reduce((sum, day) => sum + day.unconfirmedServices, 0),
      by_day: Array.from({ length: DASHBOARD_DEPARTURE_DAYS }, (_, index) => {
        const date = addDays(window.from, index);
        const day = dayOf.get(date);
        return { date, bookings: day?.bookings ?? 0, unconfirmed_services: day?.unconfirmedServices ?? 0 };
      }),
      results: figures.departures.results.map((row) => ({
        id: row.id,
        reference: row.reference,
        customer_name: row.customerName,
        trip_title: row.tripTitle,
        status: row.status,
        start_date: row.startDate,
        assigned_to: row.assignedToId === null ? null : { id: row.assignedToId, name: names.get(row.assignedToId) ?? '' },
        services_total: row.servicesTotal,
        unconfirmed: row.unconfirmed.map(serviceView),
      })),
    },
    awaiting_supplier: {
      services: figures.awaitingSupplier.services,
      bookings: figures.awaitingSupplier.bookings,
      oldest: figures.awaitingSupplier.oldest.map((service) => ({
        ...serviceView(service),
        requested_at: service.requestedAt.toISOString(),
        booking: { id: service.bookingId, reference: service.bookingReference },
      })),
    },
  };
}
