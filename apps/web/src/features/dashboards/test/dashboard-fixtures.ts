import type { AccountsDashboard, OperationsDashboard, SalesDashboard } from '@ua/contracts';

const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const empty = { quoted: 0, won: 0, quoted_paise: 0, won_paise: 0 };
const statuses = (counts: [number, number, number, number, number], paise: number) =>
  (['draft', 'sent', 'accepted', 'booked', 'lost'] as const).map((status, index) => ({ status, count: counts[index] ?? 0, total_paise: (counts[index] ?? 0) * paise }));

export function salesOf(): SalesDashboard {
  return {
    today: '2026-11-25',
    from_month: '2025-12',
    to_month: '2026-11',
    statuses: statuses([2, 1, 2, 5, 1], 5_000_000),
    by_month: months.map((month) => (month === '2026-11' ? { month, quoted: 4, won: 3, quoted_paise: 20_000_000, won_paise: 15_000_000 } : month === '2026-10' ? { month, quoted: 2, won: 1, quoted_paise: 9_000_000, won_paise: 4_500_000 } : { month, ...empty })),
    owners: [
      { owner: { id: 3, name: 'Asha Rao' }, statuses: statuses([1, 1, 1, 2, 0], 5_000_000), quoted: 4, won: 3, quoted_paise: 20_000_000, won_paise: 15_000_000 },
      { owner: { id: 7, name: 'Ravi Kumar' }, statuses: statuses([1, 0, 1, 3, 1], 5_000_000), quoted: 2, won: 1, quoted_paise: 9_000_000, won_paise: 4_500_000 },
    ],
    totals: { quoted: 6, won: 4, quoted_paise: 29_000_000, won_paise: 19_500_000 },
  };
}

export function operationsOf(): OperationsDashboard {
  return {
    today: '2026-11-25',
    days: 14,
    from: '2026-11-25',
    to: '2026-12-08',
    departures: {
      count: 2,
      with_unconfirmed: 1,
      unconfirmed_services: 3,
      by_day: Array.from({ length: 14 }, (_, index) => {
        const date = `2026-${index < 6 ? '11' : '12'}-${String(index < 6 ? 25 + index : index - 5).padStart(2, '0')}`;
        return { date, bookings: index === 10 ? 1 : index === 12 ? 1 : 0, unconfirmed_services: index === 10 ? 3 : 0 };
      }),
      results: [
        {
          id: 1,
          reference: 'UA-2026-000001',
          customer_name: 'Sneha Iyer',
          trip_title: 'Munnar honeymoon',
          status: 'confirming',
          start_date: '2026-12-05',
          assigned_to: { id: 7, name: 'Ravi Kumar' },
          services_total: 4,
          unconfirmed: [
            { id: 11, label: 'Grand Tea Palace', status: 'requested', supplier: { id: 4, name: 'Grand Tea Palace' }, first_date: '2026-12-05', requested_at: '2026-11-24T04:00:00.000Z' },
            { id: 12, label: 'Munnar tea gardens tour', status: 'rejected', supplier: { id: 5, name: 'Tea Trails' }, first_date: '2026-12-06', requested_at: '2026-11-24T04:00:00.000Z' },
            { id: 13, label: 'Munnar trekking guide', status: 'pending', supplier: null, first_date: '2026-12-07', requested_at: null },
          ],
        },
        { id: 2, reference: 'UA-2026-000002', customer_name: 'Kabir Singh', trip_title: 'Jaipur', status: 'confirmed', start_date: '2026-12-07', assigned_to: null, services_total: 3, unconfirmed: [] },
      ],
    },
    awaiting_supplier: {
      services: 2,
      bookings: 2,
      oldest: [
        { id: 21, label: 'Lake Palace Resort', status: 'requested', supplier: { id: 8, name: 'Lake Palace Resort' }, first_date: '2027-01-04', requested_at: '2026-11-20T04:00:00.000Z', booking: { id: 5, reference: 'UA-2026-000005' } },
        { id: 11, label: 'Grand Tea Palace', status: 'requested', supplier: { id: 4, name: 'Grand Tea Palace' }, first_date: '2026-12-05', requested_at: '2026-11-24T04:00:00.000Z', booking: { id: 1, reference: 'UA-2026-000001' } },
      ],
    },
  };
}

export function accountsOf(overrides: Partial<AccountsDashboard> = {}): AccountsDashboard {
  const weeks = Array.from({ length: 12 }, (_, index) => {
    const start = new Date(Date.UTC(2026, 8, 7 + index * 7));
    const end = new Date(start.getTime() + 6 * 86_400_000);
    return { week_start: start.toISOString().slice(0, 10), week_end: end.toISOString().slice(0, 10), count: index === 11 ? 2 : index === 9 ? 1 : 0, amount_paise: index === 11 ? 7_500_000 : index === 9 ? 1_000_000 : 0 };
  });
  return {
    today: '2026-11-25',
    receivables: [
      { age: 'not_due', count: 2, open_paise: 9_576_320 },
      { age: '0-7', count: 1, open_paise: 1_920_200 },
      { age: '8-30', count: 1, open_paise: 2_361_790 },
      { age: '31+', count: 0, open_paise: 0 },
    ],
    collections: weeks,
    links_open: { count: 1, unpaid_paise: 3_000_000 },
    top_ups_waiting: { count: 1, amount_paise: 5_000_000 },
    ...overrides,
  };
}
