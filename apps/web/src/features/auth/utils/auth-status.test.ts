import { describe, expect, it } from 'vitest';
import { authStatusOf } from './auth-status';

describe('authStatusOf', () => {
  it('is loading while the profile loads', () => {
    expect(authStatusOf({ hasToken: true, isPending: true, isError: false })).toBe('loading');
  });

  it('is authorized once the profile has loaded', () => {
    expect(authStatusOf({ hasToken: true, isPending: false, isError: false })).toBe('authorized');
  });

  it('is unathorized, spelt so, when the profile fails', () => {
    expect(authStatusOf({ hasToken: true, isPending: false, isError: true })).toBe('unathorized');
  });

  it('is unathorized at once without a token, though the disabled query still reads as pending', () => {
    expect(authStatusOf({ hasToken: false, isPending: true, isError: false })).toBe('unathorized');
  });
});
