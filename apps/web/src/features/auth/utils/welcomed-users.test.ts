import { describe, expect, it } from 'vitest';
import { markWelcomed } from './welcomed-users';

describe('markWelcomed', () => {
  it('is true the first time for a user and false after', () => {
    expect(markWelcomed(7)).toBe(true);
    expect(markWelcomed(7)).toBe(false);
    expect(markWelcomed(8)).toBe(true);
  });

  it('survives a damaged stored list', () => {
    localStorage.setItem('ua-internal-welcomed-users', '{not json');
    expect(markWelcomed(7)).toBe(true);
    expect(markWelcomed(7)).toBe(false);
  });
});
