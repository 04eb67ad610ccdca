import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent, percentText } from './percent';

describe('commission in percent and basis points', () => {
  it('reads a typed percentage as whole basis points, digit by digit', () => {
    expect(parsePercent('8.5')).toBe(850);
    expect(parsePercent('8.25')).toBe(825);
    expect(parsePercent(' 12 % ')).toBe(1200);
    expect(parsePercent('0.01')).toBe(1);
    expect(parsePercent('100')).toBe(10_000);
    // 0.29 * 100 and 0.57 * 100 are 28.999… and 56.999… as floats: the digits are read as digits.
    expect(parsePercent('0.29')).toBe(29);
    expect(parsePercent('4.57')).toBe(457);
  });

  it('refuses what is not a percentage', () => {
    for (const text of ['', '-1', '8.255', 'eight', '1,5', '.5', '1000']) expect(parsePercent(text), text).toBeNull();
  });

  it('writes basis points back as the shortest percentage, so a form opens with what was typed', () => {
    expect(percentText(850)).toBe('8.5');
    expect(percentText(800)).toBe('8');
    expect(percentText(825)).toBe('8.25');
    expect(percentText(5)).toBe('0.05');
    expect(percentText(0)).toBe('0');
    expect(formatPercent(1_050)).toBe('10.5%');
    for (let basisPoints = 0; basisPoints <= 10_000; basisPoints += 1) expect(parsePercent(percentText(basisPoints))).toBe(basisPoints);
  });
});
