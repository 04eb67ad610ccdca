import { describe, expect, it } from 'vitest';
import { addDays, datesFrom } from './plain-dates.ts';

/** The date as `toISOString` moves it: what `addDays` must answer, however it gets there. */
const reference = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * 86_400_000).toISOString().slice(0, 10);
};

describe('moving a calendar date', () => {
  it('answers what toISOString does, across months, leap days and years, forwards and back', () => {
    for (const start of ['2026-01-12', '2024-02-28', '2024-02-29', '2025-12-31', '2000-03-01', '1999-12-31', '9999-12-01', '1000-01-05']) {
      for (let days = -800; days <= 800; days += 1) expect(addDays(start, days), `${start} ${days}`).toBe(reference(start, days));
    }
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(datesFrom('2026-03-30', 4)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });

  it('takes the long way past four-digit years, and refuses what is not a date', () => {
    expect(addDays('9999-12-31', 1)).toBe(reference('9999-12-31', 1));
    expect(addDays('2026-1-5', 1)).toBe('2026-01-06');
    expect(() => addDays('2026-ab-cd', 1)).toThrow(RangeError);
    expect(() => addDays('nonsense', 1)).toThrow(RangeError);
  });
});
