import { describe, expect, it } from 'vitest';
import { formatMoney, marginPercent, parseRupees, rupeesText } from './money';

describe('formatMoney', () => {
  it('groups digits the Indian way, in lakhs and crores, from integer paise', () => {
    expect(formatMoney(12_500_000)).toBe('₹1,25,000');
    expect(formatMoney(1_234_567_800)).toBe('₹1,23,45,678');
    expect(formatMoney(450_050)).toBe('₹4,500.50');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('shows a loss with its sign, and other currencies by their code', () => {
    expect(formatMoney(-50_000)).toBe('-₹500');
    expect(formatMoney(-123_405)).toBe('-₹1,234.05');
    expect(formatMoney(150_000, 'THB')).toMatch(/^THB\s?1,500$/);
    expect(formatMoney(150_000, 'ZZZ')).toMatch(/^ZZZ\s1,500$/);
    // A code Intl refuses outright still shows the amount, after the code.
    expect(formatMoney(150_000, 'rs')).toBe('rs 1,500');
  });

  it('always shows the paise when asked, as a record of exact amounts does', () => {
    expect(formatMoney(12_345_600, 'INR', { alwaysPaise: true })).toBe('₹1,23,456.00');
    expect(formatMoney(5, 'INR', { alwaysPaise: true })).toBe('₹0.05');
    expect(formatMoney(150_000, 'THB', { alwaysPaise: true })).toMatch(/^THB\s?1,500.00$/);
  });

  it('shows every paisa of amounts past the float-safe range of rupees', () => {
    // 9,007,199,254,740,991 paise ÷ 100 as a float is …409.90: the amount goes to Intl as decimal text instead.
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('₹9,00,71,99,25,47,409.91');
    expect(formatMoney(100_000_000_000_001)).toBe('₹10,00,00,00,00,000.01');
  });
});

describe('parseRupees', () => {
  it('reads rupees typed by staff into whole paise, without floating point', () => {
    expect(parseRupees('4500')).toBe(450_000);
    expect(parseRupees('4,500.5')).toBe(450_050);
    expect(parseRupees('₹ 1,25,000.99')).toBe(12_500_099);
    // 1.005 * 100 is 100.49999… in floating point; read as text it is not an amount with two decimals.
    expect(parseRupees('1.005')).toBeNull();
    expect(parseRupees('0.1')).toBe(10);
    expect(Number.isInteger(parseRupees('19.99'))).toBe(true);
    expect(parseRupees('19.99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '-5', 'abc', '12.', '1e5', '4500 rupees']) expect(parseRupees(text)).toBeNull();
  });
});

describe('rupeesText', () => {
  it('writes paise back as the rupees a box starts from', () => {
    expect(rupeesText(450_000)).toBe('4500');
    expect(rupeesText(450_050)).toBe('4500.50');
    expect(rupeesText(5)).toBe('0.05');
    expect(parseRupees(rupeesText(123_456_789))).toBe(123_456_789);
  });
});

describe('marginPercent', () => {
  it('is the margin over the sell price, one decimal', () => {
    expect(marginPercent(100_000, 550_000)).toBe('18.2%');
    expect(marginPercent(-50_000, 450_000)).toBe('-11.1%');
    expect(marginPercent(0, 0)).toBeUndefined();
  });
});
