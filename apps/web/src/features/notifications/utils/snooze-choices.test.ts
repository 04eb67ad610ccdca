import { describe, expect, it } from 'vitest';
import { pickedMomentProblem, snoozeChoices, snoozedUntil } from './snooze-choices';

// Wednesday 25 November 2026, 16:30 in India.
const NOW = new Date('2026-11-25T11:00:00Z');

describe('snoozeChoices', () => {
  it('offers an hour, tomorrow at 09:00 in India and the next Monday at 09:00 in India', () => {
    const [hour, tomorrow, nextWeek, ...rest] = snoozeChoices({ snooze_dates: [] }, NOW);
    expect(rest).toEqual([]);
    expect(hour).toMatchObject({ label: '1 hour', request: { until: '2026-11-25T12:00:00.000Z' } });
    expect(tomorrow).toMatchObject({ label: 'Tomorrow morning', request: { until: '2026-11-26T03:30:00.000Z' } });
    expect(nextWeek).toMatchObject({ label: 'Next week', request: { until: '2026-11-30T03:30:00.000Z' } });
  });

  it('counts days in India: late evening in UTC is already the next day there', () => {
    // Sunday 29 November 2026, 23:30 UTC is Monday 30 November, 05:00 in India.
    const lateSunday = new Date('2026-11-29T23:30:00Z');
    const [, tomorrow, nextWeek] = snoozeChoices({}, lateSunday);
    expect(tomorrow?.until).toBe('2026-12-01T03:30:00.000Z');
    // A Monday's "next week" is the Monday after it, not the same day.
    expect(nextWeek?.until).toBe('2026-12-07T03:30:00.000Z');
  });

  it('adds each of the record’s dates still to come, by its key', () => {
    const choices = snoozeChoices(
      {
        snooze_dates: [
          { key: 'due_date', label: 'the balance due date', at: '2026-12-01T03:30:00Z' },
          { key: 'link_expiry', label: 'the link’s expiry', at: '2026-11-24T03:30:00Z' },
          { key: 'before_expiry', label: 'A day before the request expires', at: '2026-11-30T02:57:00Z' },
        ],
      },
      NOW,
    );
    expect(choices.slice(3)).toEqual([
      { key: 'date:due_date', label: 'Until the balance due date, 1 Dec', hint: expect.any(String), request: { until_date: 'due_date' }, until: '2026-12-01T03:30:00.000Z' },
      // A label written to stand alone reads on inside the sentence.
      { key: 'date:before_expiry', label: 'Until a day before the request expires, 30 Nov', hint: expect.any(String), request: { until_date: 'before_expiry' }, until: '2026-11-30T02:57:00.000Z' },
    ]);
  });
});

describe('snoozedUntil', () => {
  it('answers the moment a snoozed notification comes back, and null once it has', () => {
    expect(snoozedUntil({ snoozed_until: '2026-11-26T03:30:00Z' }, NOW)).toEqual(new Date('2026-11-26T03:30:00Z'));
    expect(snoozedUntil({ snoozed_until: '2026-11-25T10:00:00Z' }, NOW)).toBeNull();
    expect(snoozedUntil({ snoozed_until: null }, NOW)).toBeNull();
    expect(snoozedUntil({}, NOW)).toBeNull();
  });
});

describe('pickedMomentProblem', () => {
  it('wants a moment ahead and within 90 days', () => {
    expect(pickedMomentProblem(new Date('2026-11-25T10:00:00Z'), NOW)).toBe('Choose a time in the future.');
    expect(pickedMomentProblem(new Date('2027-03-01T00:00:00Z'), NOW)).toBe('Snooze for at most 90 days.');
    expect(pickedMomentProblem(new Date('invalid'), NOW)).toBe('Choose a date and a time.');
    expect(pickedMomentProblem(new Date('2026-12-24T10:00:00Z'), NOW)).toBeNull();
  });
});
