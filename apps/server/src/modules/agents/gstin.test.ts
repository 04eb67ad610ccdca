import { describe, expect, it } from 'vitest';
import { agentCreateRequestSchema, gstinCheckCharacter, gstinProblem, isValidGstin, panOfGstin } from '@ua/contracts';

/** Published sample GSTINs (a Maharashtra firm and a Karnataka company), whose check characters are known. */
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];
/** Real-format GSTINs with check characters worked out by the mod-36 rule (Delhi, Gujarat, West Bengal). */
const COMPUTED = ['07AAACI1681G1ZR', '24AAACC1206D1ZM', '19AABCT3518Q1ZT'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('the GSTIN check character', () => {
  it('matches the published samples', () => {
    for (const gstin of PUBLISHED) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin.charAt(14));
  });

  it('is the mod-36 sum of the first 14 characters weighted 1 and 2 in turn, worked by hand for one', () => {
    // 2 7 A A P F U 0 9 3 9 F 1 Z = 2 7 10 10 25 15 30 0 9 3 9 15 1 35; weights 1 2 1 2 ...
    // products 2 14 10 20 25 30 30 0 9 6 9 30 1 70 -> 70 counts as 1 + 34; the sum is 2+14+10+20+25+30+30+0+9+6+9+30+1+35 = 221
    // 221 % 36 = 5, and (36 - 5) % 36 = 31, which is V.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('accepts real-format GSTINs whose check character adds up', () => {
    for (const gstin of [...PUBLISHED, ...COMPUTED]) expect(gstinProblem(gstin), gstin).toBeUndefined();
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it('refuses a wrong check character as a check-digit problem, not a format one', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check_digit');
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('check_digit');
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
  });

  it('catches every single-character typo in the first 14 characters', () => {
    const gstin = PUBLISHED[0] ?? '';
    for (let index = 0; index < 14; index += 1) {
      for (const replacement of ALPHABET) {
        if (replacement === gstin.charAt(index)) continue;
        const typo = `${gstin.slice(0, index)}${replacement}${gstin.slice(index + 1)}`;
        expect(isValidGstin(typo), typo).toBe(false);
      }
    }
  });

  it('refuses what is not the 15-character format', () => {
    for (const bad of ['27AAPFU0939F1Z', '27AAPFU0939F1ZVV', '27aapfu0939f1zv', '2XAAPFU0939F1ZV', '27AAPF10939F1ZV', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', '']) {
      expect(gstinProblem(bad), bad).toBe('format');
    }
  });

  it('answers nothing for input that is not 14 characters of 0-9A-Z', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeUndefined();
    expect(gstinCheckCharacter('27AAPFU0939F1z')).toBeUndefined();
  });

  it('holds the PAN in characters 3 to 12', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });
});

describe('the agent contract', () => {
  const base = { agency_name: 'Sunrise Holidays', city: 'Pune' };

  it('upper-cases the GSTIN and PAN and drops spaces before checking them', () => {
    const parsed = agentCreateRequestSchema.parse({ ...base, gstin: ' 27aapfu0939f1zv ', pan: 'aapfu 0939f' });
    expect(parsed).toMatchObject({ gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' });
  });

  it('refuses a wrong check character with a message that says so', () => {
    const result = agentCreateRequestSchema.safeParse({ ...base, gstin: '27AAPFU0939F1ZW' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['gstin'], message: expect.stringMatching(/last character does not match/) })]);
  });

  it('refuses a PAN that is not the one inside the GSTIN', () => {
    const result = agentCreateRequestSchema.safeParse({ ...base, gstin: '27AAPFU0939F1ZV', pan: 'AAGCB7383J' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['gstin'], message: expect.stringMatching(/must be the PAN/) })]);
    expect(agentCreateRequestSchema.safeParse({ ...base, gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' }).success).toBe(true);
  });
});
