import { COLLECTION_WEEKS, type AccountsDashboard } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { topUpsWaiting } from '../agents/index.ts';
import { addDays, todayInIndia } from '../itineraries/index.ts';
import { accountsFigures } from '../payments/index.ts';

/** The Monday of the week (Monday to Sunday) a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The accounts desk's dashboard, on today in India: what customers owe by age, the payments received
 * in each of the last `COLLECTION_WEEKS` weeks (this one last), the links open, and, for a holder of
 * wallet.view, the agents' top-ups waiting for approval.
 */
export async function accountsDashboard(db: Db, options: { withTopUps: boolean }, now: Date = new Date()): Promise<AccountsDashboard> {
  const today = todayInIndia(now);
  const weeks = Array.from({ length: COLLECTION_WEEKS }, (_, index) => {
    const start = addDays(mondayOf(today), (index - COLLECTION_WEEKS + 1) * 7);
    return { week_start: start, week_end: addDays(start, 6) };
  });
  const first = weeks[0]?.week_start ?? today;
  const last = weeks[weeks.length - 1]?.week_end ?? today;
  const figures = await accountsFigures(db, today, { from: first, to: last });
  return {
    today,
    receivables: figures.receivables.map((row) => ({ age: row.age, count: row.count, open_paise: row.openPaise })),
    collections: weeks.map((week) => {
      const days = figures.collections.filter((row) => row.day >= week.week_start && row.day <= week.week_end);
      return { ...week, count: days.reduce((sum, row) => sum + row.count, 0), amount_paise: days.reduce((sum, row) => sum + row.amountPaise, 0) };
    }),
    links_open: { count: figures.linksOpen.count, unpaid_paise: figures.linksOpen.unpaidPaise },
    top_ups_waiting: options.withTopUps ? await topUpsWaiting(db, now).then((waiting) => ({ count: waiting.count, amount_paise: waiting.amountPaise })) : null,
  };
}
