import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff.ts';
import { dailySchedule, intervalSchedule, onceSchedule, slotKey, upcomingSlot } from './schedules.ts';
import { instantOf, nextDailyInstant } from './zoned-time.ts';

const at = (iso: string) => new Date(iso);

describe('next daily slot', () => {
  it('finds 08:00 Asia/Kolkata (UTC+5:30, no DST) today, tomorrow, and across a month and a year end', () => {
    expect(nextDailyInstant(at('2026-11-24T01:00:00Z'), '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-24T02:30:00.000Z');
    // Exactly at the slot: the next one, a day later.
    expect(nextDailyInstant(at('2026-11-24T02:30:00Z'), '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(nextDailyInstant(at('2026-11-24T02:30:01Z'), '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T02:30:00.000Z');
    // 23:00 UTC on the 30th is already 04:30 on 1 December in Kolkata.
    expect(nextDailyInstant(at('2026-11-30T23:00:00Z'), '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(nextDailyInstant(at('2026-12-31T21:00:00Z'), '08:00', 'Asia/Kolkata').toISOString()).toBe('2027-01-01T02:30:00.000Z');
  });

  it('gives the same wall-clock time every day of a zone with daylight saving, on both sides of a change', () => {
    // Europe/London: GMT until 29 March 2026 01:00 UTC, BST (UTC+1) after.
    expect(nextDailyInstant(at('2026-03-28T12:00:00Z'), '08:00', 'Europe/London').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(nextDailyInstant(at('2026-03-27T12:00:00Z'), '08:00', 'Europe/London').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    // America/New_York falls back on 1 November 2026.
    expect(nextDailyInstant(at('2026-10-31T20:00:00Z'), '09:15', 'America/New_York').toISOString()).toBe('2026-11-01T14:15:00.000Z');
    expect(nextDailyInstant(at('2026-10-30T20:00:00Z'), '09:15', 'America/New_York').toISOString()).toBe('2026-10-31T13:15:00.000Z');
  });

  it('moves a time the clocks skip past the gap, and takes the first of a time that happens twice', () => {
    // 01:30 does not exist in London on 29 March 2026 (01:00 GMT -> 02:00 BST): it becomes 02:30 BST.
    expect(new Date(instantOf({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, 'Europe/London')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 happens twice in London on 25 October 2026: the first is 01:30 BST.
    expect(new Date(instantOf({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // A slot of the skipped hour still comes once that day.
    expect(nextDailyInstant(at('2026-03-28T23:00:00Z'), '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses a zone the platform does not know and a time that is not HH:MM', () => {
    expect(() => dailySchedule('sweep', 'job', '08:00', 'Asia/Nowhere')).toThrow(RangeError);
    expect(() => dailySchedule('sweep', 'job', '8am', 'Asia/Kolkata')).toThrow(/HH:MM/);
    expect(() => dailySchedule('sweep', 'job', '24:00', 'Asia/Kolkata')).toThrow(/HH:MM/);
    expect(() => dailySchedule('Bad Name', 'job', '08:00', 'Asia/Kolkata')).toThrow(/Schedule name/);
  });
});

describe('slots and their keys', () => {
  it('keys a slot by schedule name and UTC minute, the same on every instance', () => {
    expect(slotKey('overdue-sweep', at('2026-11-24T02:30:00Z'))).toBe('schedule:overdue-sweep:2026-11-24T02:30Z');
  });

  it('has a one-off slot until a day after its time, then none', () => {
    const once = onceSchedule('launch-mail', 'job', at('2026-11-24T10:00:00Z')).timing;
    expect(upcomingSlot(once, at('2026-11-23T00:00:00Z'))?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(upcomingSlot(once, at('2026-11-25T09:59:00Z'))?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(upcomingSlot(once, at('2026-11-25T10:01:00Z'))).toBeNull();
  });
});

describe('interval slots', () => {
  it('is the start of the quarter-hour under way, the same for every instant in it, and the next from its first minute', () => {
    const every = intervalSchedule('deadlines', 'job', 15).timing;
    expect(upcomingSlot(every, at('2026-11-24T04:00:00Z'))?.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(upcomingSlot(every, at('2026-11-24T04:14:59Z'))?.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(upcomingSlot(every, at('2026-11-24T04:15:00Z'))?.toISOString()).toBe('2026-11-24T04:15:00.000Z');
    // 04:15 UTC is 09:45 in India: quarter-hours fall on India's quarter-hours too.
    expect(slotKey('deadlines', upcomingSlot(every, at('2026-11-24T04:29:00Z')) ?? at('1970-01-01T00:00:00Z'))).toBe('schedule:deadlines:2026-11-24T04:15Z');
  });

  it('refuses a period that does not divide a day into whole periods', () => {
    expect(() => intervalSchedule('deadlines', 'job', 7)).toThrow(RangeError);
    expect(() => intervalSchedule('deadlines', 'job', 0)).toThrow(RangeError);
    expect(() => intervalSchedule('deadlines', 'job', 2.5)).toThrow(RangeError);
    expect(intervalSchedule('deadlines', 'job', 60).timing).toEqual({ kind: 'every', minutes: 60 });
  });
});

describe('backoff', () => {
  const policy = { baseMs: 1000, capMs: 60_000 };

  it('doubles per failed attempt up to the cap, less up to half at random', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, policy, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelayMs(3, policy, () => 1)).toBe(2000);
    expect(backoffDelayMs(10, policy, () => 0)).toBe(60_000);
    expect(backoffDelayMs(1000, policy, () => 0)).toBe(60_000);
  });
});
