import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const ORIGIN = 'https://internal.ua.test';

describe('where a notification opens', () => {
  it('routes a path of this app in place, query and fragment kept', () => {
    expect(notificationTarget('/suppliers/12', ORIGIN)).toEqual({ kind: 'app', path: '/suppliers/12' });
    expect(notificationTarget('/products?location=4#list', ORIGIN)).toEqual({ kind: 'app', path: '/products?location=4#list' });
    expect(notificationTarget(`${ORIGIN}/destinations/3`, ORIGIN)).toEqual({ kind: 'app', path: '/destinations/3' });
  });

  it('sends another site to a new tab', () => {
    expect(notificationTarget('https://pay.example/links/abc', ORIGIN)).toEqual({ kind: 'external', href: 'https://pay.example/links/abc' });
    expect(notificationTarget('//evil.example/x', ORIGIN)).toEqual({ kind: 'external', href: 'https://evil.example/x' });
  });

  it('goes nowhere without a link or with one that could run script', () => {
    expect(notificationTarget(null, ORIGIN)).toBeUndefined();
    expect(notificationTarget('', ORIGIN)).toBeUndefined();
    expect(notificationTarget('javascript:alert(1)', ORIGIN)).toBeUndefined();
  });
});
