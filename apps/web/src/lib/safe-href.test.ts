import { describe, expect, it } from 'vitest';
import { toSafeHref } from './safe-href';

describe('toSafeHref', () => {
  it('keeps http(s) links', () => {
    expect(toSafeHref('https://example.com/bookings/12')).toBe('https://example.com/bookings/12');
  });

  it('resolves a path on our own origin', () => {
    expect(toSafeHref('/bookings/12', 'https://internal.ua.test')).toBe('https://internal.ua.test/bookings/12');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])('refuses %s', (link) => {
    expect(toSafeHref(link)).toBeUndefined();
  });

  it('gives nothing for no link', () => {
    expect(toSafeHref(null)).toBeUndefined();
    expect(toSafeHref('')).toBeUndefined();
  });
});
