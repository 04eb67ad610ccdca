import { describe, expect, it } from 'vitest';
import { activityAttributesSchema, productCreateRequestSchema, productUpdateRequestSchema, staffCreateRequestSchema } from '@ua/contracts';
import { errorFor, humaniseMessage, issuesToFieldErrors, withoutField } from './field-errors';

const RAW = /Invalid|expected|received|Too (?:small|big)|Unrecognized|[<>]=?/;

describe('field errors', () => {
  it('keep the first message of each field, keyed by its dotted path', () => {
    const errors = issuesToFieldErrors([
      { path: ['email'], message: 'Enter a valid email address' },
      { path: ['email'], message: 'second' },
      { path: ['recipients', 'user_ids', 0], message: 'No staff member with id 9' },
      { path: [], message: 'Whole form' },
    ]);
    expect(errors).toEqual({ email: 'Enter a valid email address', 'recipients.user_ids.0': 'No staff member with id 9', '': 'Whole form' });
  });

  it('find and clear a field together with what is inside it', () => {
    const errors = { recipients: 'Choose at least one recipient', 'recipients.user_ids': 'No staff member with id 9', message: 'Write a message' };
    expect(errorFor(errors, 'recipients')).toBe('Choose at least one recipient');
    expect(errorFor({ 'recipients.user_ids': 'No staff member with id 9' }, 'recipients')).toBe('No staff member with id 9');
    expect(withoutField(errors, 'recipients')).toEqual({ message: 'Write a message' });
  });
});

describe('a schema message', () => {
  it('is put in plain words where a contract left a rule without its own: a missing category, a negative age, a wrong type', () => {
    expect(issuesToFieldErrors(productCreateRequestSchema.safeParse({ name: 'Cab' }).error?.issues ?? [])).toEqual({ category: 'Choose a category' });
    const attributes = activityAttributesSchema.safeParse({ duration_minutes: 60, min_age: -1, difficulty: 'easy' });
    expect(issuesToFieldErrors(attributes.error?.issues ?? [])).toEqual({ min_age: 'Enter 0 or more' });
    const typed = activityAttributesSchema.safeParse({ duration_minutes: 60, min_age: Number.NaN });
    expect(issuesToFieldErrors(typed.error?.issues ?? [])).toEqual({ min_age: 'Enter a number' });
    const record = productUpdateRequestSchema.safeParse({ attributes: 'stars' });
    expect(Object.values(issuesToFieldErrors(record.error?.issues ?? []))).toEqual(['Check this value']);
  });

  it('keeps a contract’s own words', () => {
    const errors = issuesToFieldErrors(staffCreateRequestSchema.safeParse({ email: 'x', first_name: '' }).error?.issues ?? []);
    expect(errors.email).toBe('Enter a valid email address');
    expect(errors.first_name).toBe('Enter a first name');
    expect(humaniseMessage('The season ends before it starts', 'valid_to')).toBe('The season ends before it starts');
  });

  it('never reaches a person in Zod\u2019s own English', () => {
    const defaults = [
      "Invalid discriminator value. Expected 'accommodation' | 'transport'",
      'Invalid input: expected string, received undefined',
      'Invalid input: expected number, received NaN',
      'Invalid input: expected number, received string',
      'Invalid input: expected int, received number',
      'Invalid input: expected boolean, received null',
      'Invalid input: expected record, received string',
      'Invalid option: expected one of "a"|"b"',
      'Invalid input: expected "accommodation"',
      'Too small: expected string to have >=1 characters',
      'Too small: expected string to have >=3 characters',
      'Too big: expected string to have <=80 characters',
      'Too small: expected array to have >=1 items',
      'Too big: expected array to have <=5 items',
      'Too small: expected number to be >=0',
      'Too small: expected number to be >0',
      'Too big: expected number to be <=5',
      'Too big: expected number to be <100',
      'Too small: expected string to have exactly 6 characters',
      'Invalid number: must be a multiple of 0.5',
      'Invalid email address',
      'Invalid URL',
      'Invalid ISO date',
      'Invalid string: must match pattern /^[a-z]+$/',
      'Invalid input',
      'Invalid value.',
      'Unrecognized key: "extra"',
    ];
    for (const message of defaults) expect(humaniseMessage(message, 'attributes.star_rating')).not.toMatch(RAW);
    expect(humaniseMessage('Too small: expected string to have >=1 characters')).toBe('Required');
    expect(humaniseMessage('Invalid input: expected number, received undefined')).toBe('Required');
    expect(humaniseMessage("Invalid discriminator value. Expected 'a' | 'b'", 'attributes.meal_type')).toBe('Choose a meal type');
    expect(humaniseMessage("Invalid discriminator value. Expected 'a' | 'b'", 'entity_id')).toBe('Choose an entity');
  });
});
