import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api-error';

const answered = (status: number, data: unknown) =>
  new AxiosError('x', undefined, undefined, undefined, { status, data, statusText: '', headers: {}, config: { headers: {} } as never });

describe('apiErrorOf', () => {
  it('reads the detail, the code and the first message of each field', () => {
    const error = apiErrorOf(answered(409, { detail: 'kiran@ua.test already has an account.', code: 'staff.email_taken', errors: { email: ['This email already has an account', 'second'] } }));
    expect(error).toEqual({ detail: 'kiran@ua.test already has an account.', code: 'staff.email_taken', fieldErrors: { email: 'This email already has an account' } });
  });

  it('keeps no code the contracts do not know', () => {
    expect(apiErrorOf(answered(409, { detail: 'Taken.', code: 'conflict' })).code).toBeUndefined();
  });

  it('says the status when the body has no detail', () => {
    expect(apiErrorOf(answered(502, '<html>')).detail).toBe('The server answered with an error (502). Please try again.');
  });

  it('speaks of the connection when nothing answered', () => {
    expect(apiErrorOf(new Error('Network Error'))).toMatchObject({ code: undefined, detail: expect.stringContaining('could not be reached') });
  });
});
