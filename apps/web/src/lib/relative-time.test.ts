import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [10, 'now'],
    [50, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [59 * 60, '59 minutes ago'],
    [2 * 3600, '2 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(ago(-3 * 3600), now)).toBe('in 3 hours');
  });
});
