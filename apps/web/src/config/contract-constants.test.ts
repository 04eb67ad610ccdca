import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import * as constants from './contract-constants';

describe('the contract constants the web app loads first', () => {
  it('hold the spec values themselves', () => {
    expect(constants.ACCESS_TOKEN_COOKIE).toBe('ua-internal-access-token');
    expect(constants.ACCESS_TOKEN_DAYS).toBe(7);
    expect(constants.INVALID_CREDENTIALS).toBe('Invalid Credentials');
    expect(constants.UNREAD_COUNT_POLL_MS).toBe(120000);
    expect(constants.TOAST_AUTO_CLOSE_MS).toBe(3000);
    expect(constants.NOTIFICATION_POPOVER_WIDTH).toBe(400);
    expect(constants.SHELL_PATHS.notificationAction(42)).toBe('/user/user-notification-action/42/');
  });

  it('are the very values the server validates with', () => {
    expect(constants.SHELL_PATHS).toBe(contracts.SHELL_PATHS);
    expect(constants.AUTH_PATHS).toBe(contracts.AUTH_PATHS);
  });

  it('come from modules that import nothing, so Zod stays out of the first load', () => {
    // `@ua/contracts/errors` too: the API error reader takes `isErrorCode` from it.
    for (const file of ['constants.ts', 'errors.ts']) {
      const source = readFileSync(path.resolve(import.meta.dirname, '../../../../packages/contracts/src', file), 'utf8');
      expect(source, file).not.toMatch(/^\s*(import|export .* from)\b/m);
    }
  });
});
