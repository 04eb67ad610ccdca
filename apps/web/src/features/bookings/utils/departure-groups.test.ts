import { describe, expect, it } from 'vitest';
import { departure, openService } from '../test/booking-fixtures';
import { departureDayTitle, departureDays } from './departure-groups';

describe('departures by day', () => {
  it('groups departures by start date in the server’s order, and keeps the fully confirmed ones apart', () => {
    const first = departure({ id: 1, start_date: '2026-12-11', open_services: [openService({ id: 11 }), openService({ id: 12, status: 'rejected' })] });
    const confirmed = departure({ id: 2, start_date: '2026-12-11', open_services: [] });
    const later = departure({ id: 3, start_date: '2026-12-14', open_services: [openService({ id: 31, status: 'requested' })] });
    const sameDayAfter = departure({ id: 4, start_date: '2026-12-11', open_services: [openService({ id: 41 })] });

    const days = departureDays([first, confirmed, sameDayAfter, later]);

    expect(days.map((day) => day.date)).toEqual(['2026-12-11', '2026-12-14']);
    expect(days[0]?.open.map((booking) => booking.id)).toEqual([1, 4]);
    expect(days[0]?.confirmed.map((booking) => booking.id)).toEqual([2]);
    expect(days[0]?.openServices).toBe(3);
    expect(days[1]).toMatchObject({ confirmed: [], openServices: 1 });
  });

  it('has no day for no departure', () => {
    expect(departureDays([])).toEqual([]);
  });

  it('names today and tomorrow by the server’s today, across a month’s end', () => {
    expect(departureDayTitle('2026-12-31', '2026-12-31')).toBe('Today · Thu 31 Dec 2026');
    expect(departureDayTitle('2027-01-01', '2026-12-31')).toBe('Tomorrow · Fri 1 Jan 2027');
    expect(departureDayTitle('2027-01-02', '2026-12-31')).toBe('Sat 2 Jan 2027');
  });
});
