import { describe, expect, it } from 'vitest';
import { readLinkToken, signLinkToken } from './link-tokens.ts';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const EXPIRES = new Date('2027-02-17T10:00:00.000Z');

describe('booking link tokens', () => {
  it('read back what they were signed with', () => {
    const token = signLinkToken(SECRET, 'supplier_answer', 42, EXPIRES);
    expect(token).toMatch(/^42-\d{10}-[A-Za-z0-9_-]{43}$/);
    expect(readLinkToken(SECRET, 'supplier_answer', token)).toEqual({ linkId: 42, expiresAtSeconds: EXPIRES.getTime() / 1000 });
  });

  it('refuse another purpose, another secret, and any altered part', () => {
    const token = signLinkToken(SECRET, 'supplier_answer', 42, EXPIRES);
    const [id, expiry, mac] = token.split('-') as [string, string, string];
    expect(readLinkToken(SECRET, 'voucher', token)).toBeNull();
    expect(readLinkToken(`${SECRET}x`, 'supplier_answer', token)).toBeNull();
    expect(readLinkToken(SECRET, 'supplier_answer', `43-${expiry}-${mac}`)).toBeNull();
    expect(readLinkToken(SECRET, 'supplier_answer', `${id}-${Number(expiry) + 86_400}-${mac}`)).toBeNull();
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    expect(readLinkToken(SECRET, 'supplier_answer', `${id}-${expiry}-${flipped}`)).toBeNull();
    for (const junk of ['', '42', `${token}x`, `0-${expiry}-${mac}`, `99999999999-${expiry}-${mac}`, "42-1790000000-' or 1=1 --"]) {
      expect(readLinkToken(SECRET, 'supplier_answer', junk), junk).toBeNull();
    }
  });
});
