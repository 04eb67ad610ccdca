import { describe, expect, it } from 'vitest';
import { formatSeason, seasonState } from './seasons';

describe('seasons', () => {
  it('show calendar days as written, whatever the time zone', () => {
    expect(formatSeason('2026-10-01', '2027-03-31')).toBe('1 Oct 2026 – 31 Mar 2027');
  });

  it('say whether a season is past, current or upcoming, its last day included', () => {
    expect(seasonState('2026-10-01', '2027-03-31', '2026-09-30')).toBe('upcoming');
    expect(seasonState('2026-10-01', '2027-03-31', '2027-03-31')).toBe('current');
    expect(seasonState('2026-10-01', '2027-03-31', '2027-04-01')).toBe('past');
  });
});
