import { describe, expect, it } from 'vitest';
import { dayText, endOfDayIso, formatDate, formatDateTime, formatDay, formatLongDate, formatWeekday, todayIso, parseDayText, startOfDayIso } from './dates';

describe('the date formatter', () => {
  it('writes moments in the viewer\u2019s time zone, day first', () => {
    const moment = new Date(2024, 2, 1, 9, 30);
    expect(formatDate(moment)).toBe('1 Mar 2024');
    expect(formatDate(moment.toISOString())).toBe('1 Mar 2024');
    expect(formatDateTime(moment.toISOString())).toBe('1 Mar 2024, 09:30');
    expect(formatLongDate(moment)).toBe('1 March 2024');
    expect(formatWeekday(moment)).toBe('Friday 1 March');
  });

  it('gives back a text that is no date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });

  it('shows calendar days as written, whatever the time zone', () => {
    expect(formatDay('2026-10-01')).toBe('1 Oct 2026');
    expect(formatDay('2026-02-31')).toBe('2026-02-31');
  });

  it('takes a calendar day and its bounds from the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(startOfDayIso('2026-11-01')).toBe(new Date(2026, 10, 1).toISOString());
    expect(endOfDayIso('2026-11-22')).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).toISOString());
  });
});

describe('days typed as dd/mm/yyyy', () => {
  it('show a calendar day as day, month, year', () => {
    expect(dayText('2026-11-01')).toBe('01/11/2026');
    expect(dayText('')).toBe('');
  });

  it('read day first, with slashes, dashes or dots, and an ISO day as written', () => {
    expect(parseDayText('01/11/2026')).toBe('2026-11-01');
    expect(parseDayText(' 1/2/2027 ')).toBe('2027-02-01');
    expect(parseDayText('31-12-2026')).toBe('2026-12-31');
    expect(parseDayText('05.06.2026')).toBe('2026-06-05');
    expect(parseDayText('2026-11-01')).toBe('2026-11-01');
  });

  it('refuse what is not a day that exists', () => {
    for (const text of ['', '01/11', '31/02/2026', '13/13/2026', '2026/11/01', '1/11/26', 'tomorrow']) expect(parseDayText(text), text).toBeUndefined();
  });
});
