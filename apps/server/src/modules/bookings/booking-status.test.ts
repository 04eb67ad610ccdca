import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVICE_STATUSES, type ServiceStatus } from '@ua/contracts';
import { addDays } from '../itineraries/index.ts';
import { bookingIsActive, bookingStatusOf, countServices, SERVICE_ACTION_FROM, serviceActionAllowed, type ServiceCounts, type StaffServiceAction } from './booking-status.ts';

const serviceStatus = fc.constantFrom(...SERVICE_STATUSES);
const counts = (statuses: ServiceStatus[]): ServiceCounts => countServices(statuses);
/** A date within a few years of 2026, as YYYY-MM-DD. */
const date = fc.integer({ min: -1500, max: 1500 }).map((offset) => addDays('2026-06-15', offset));

describe('counting services', () => {
  it('counts each service once: confirmed, cancelled, or open (rejected among the open)', () => {
    expect(countServices([])).toEqual({ total: 0, confirmed: 0, open: 0, rejected: 0, cancelled: 0 });
    expect(countServices(['pending', 'requested', 'rejected', 'confirmed', 'cancelled', 'rejected'])).toEqual({ total: 6, confirmed: 1, open: 4, rejected: 2, cancelled: 1 });
  });

  it('always adds up to the total, with the rejected within the open (property; the table checks the same)', () => {
    fc.assert(
      fc.property(fc.array(serviceStatus, { maxLength: 40 }), (statuses) => {
        const result = countServices(statuses);
        expect(result.total).toBe(statuses.length);
        expect(result.confirmed + result.open + result.cancelled).toBe(result.total);
        expect(result.rejected).toBeLessThanOrEqual(result.open);
        expect(result.open).toBe(statuses.filter((status) => status === 'pending' || status === 'requested' || status === 'rejected').length);
      }),
    );
  });
});

describe('the booking status', () => {
  const trip = { startDate: '2027-02-10', endDate: '2027-02-13' };
  const allConfirmed = counts(['confirmed', 'confirmed', 'cancelled']);
  const oneOpen = counts(['confirmed', 'requested']);

  it('is confirming while a service is open, confirmed once every service still wanted is', () => {
    expect(bookingStatusOf({ cancelled: false, counts: oneOpen, ...trip, today: '2027-01-01' })).toBe('confirming');
    expect(bookingStatusOf({ cancelled: false, counts: counts(['rejected', 'confirmed']), ...trip, today: '2027-01-01' })).toBe('confirming');
    expect(bookingStatusOf({ cancelled: false, counts: allConfirmed, ...trip, today: '2027-02-09' })).toBe('confirmed');
  });

  it('is confirming, not confirmed, with nothing confirmed (no services, or every one cancelled)', () => {
    expect(bookingStatusOf({ cancelled: false, counts: counts([]), ...trip, today: '2027-01-01' })).toBe('confirming');
    expect(bookingStatusOf({ cancelled: false, counts: counts(['cancelled', 'cancelled']), ...trip, today: '2027-01-01' })).toBe('confirming');
  });

  it('is travelling from the first day to the last, inclusive, and completed the day after, whatever the services', () => {
    for (const serviceCounts of [oneOpen, allConfirmed]) {
      expect(bookingStatusOf({ cancelled: false, counts: serviceCounts, ...trip, today: '2027-02-10' })).toBe('travelling');
      expect(bookingStatusOf({ cancelled: false, counts: serviceCounts, ...trip, today: '2027-02-13' })).toBe('travelling');
      expect(bookingStatusOf({ cancelled: false, counts: serviceCounts, ...trip, today: '2027-02-14' })).toBe('completed');
    }
  });

  it('is cancelled once cancelled, even on or after the travel dates', () => {
    expect(bookingStatusOf({ cancelled: true, counts: allConfirmed, ...trip, today: '2027-01-01' })).toBe('cancelled');
    expect(bookingStatusOf({ cancelled: true, counts: oneOpen, ...trip, today: '2027-02-11' })).toBe('cancelled');
    expect(bookingStatusOf({ cancelled: true, counts: oneOpen, ...trip, today: '2028-01-01' })).toBe('cancelled');
  });

  it('follows the calendar first and the services before the trip (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(serviceStatus, { maxLength: 12 }), date, fc.integer({ min: 0, max: 30 }), date, (cancelled, statuses, startDate, nights, today) => {
        const endDate = addDays(startDate, nights);
        const serviceCounts = countServices(statuses);
        const status = bookingStatusOf({ cancelled, counts: serviceCounts, startDate, endDate, today });
        if (cancelled) expect(status).toBe('cancelled');
        else if (today > endDate) expect(status).toBe('completed');
        else if (today >= startDate) expect(status).toBe('travelling');
        else expect(status).toBe(serviceCounts.open === 0 && serviceCounts.confirmed > 0 ? 'confirmed' : 'confirming');
        // A cancelled or finished booking takes no more service actions.
        expect(bookingIsActive(status)).toBe(status !== 'cancelled' && status !== 'completed');
      }),
    );
  });
});

describe('service actions', () => {
  it('allows each action only from the statuses it starts from', () => {
    const allowed = (action: StaffServiceAction) => SERVICE_STATUSES.filter((status) => serviceActionAllowed(action, status));
    expect(allowed('request')).toEqual(['pending', 'requested', 'rejected']);
    expect(allowed('confirm')).toEqual(['pending', 'requested', 'rejected']);
    expect(allowed('reject')).toEqual(['pending', 'requested']);
    expect(allowed('cancel')).toEqual(['pending', 'requested', 'confirmed', 'rejected']);
    expect(allowed('change_supplier')).toEqual(['pending', 'rejected']);
    expect(allowed('send_voucher')).toEqual(['confirmed']);
  });

  it('takes nothing further from a cancelled service', () => {
    for (const action of Object.keys(SERVICE_ACTION_FROM) as StaffServiceAction[]) expect(serviceActionAllowed(action, 'cancelled')).toBe(false);
  });
});
