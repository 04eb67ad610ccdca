import { describe, expect, it } from 'vitest';
import { errorFor, issuesToFieldErrors, withoutField } from './field-errors';

describe('field errors', () => {
  it('keep the first message of each field, keyed by its dotted path', () => {
    const errors = issuesToFieldErrors([
      { path: ['email'], message: 'Enter a valid email address' },
      { path: ['email'], message: 'second' },
      { path: ['recipients', 'user_ids', 0], message: 'Too small' },
      { path: [], message: 'Whole form' },
    ]);
    expect(errors).toEqual({ email: 'Enter a valid email address', 'recipients.user_ids.0': 'Too small', '': 'Whole form' });
  });

  it('find and clear a field together with what is inside it', () => {
    const errors = { recipients: 'Choose at least one recipient', 'recipients.user_ids': 'No staff member with id 9', message: 'Write a message' };
    expect(errorFor(errors, 'recipients')).toBe('Choose at least one recipient');
    expect(errorFor({ 'recipients.user_ids': 'No staff member with id 9' }, 'recipients')).toBe('No staff member with id 9');
    expect(withoutField(errors, 'recipients')).toEqual({ message: 'Write a message' });
  });
});
