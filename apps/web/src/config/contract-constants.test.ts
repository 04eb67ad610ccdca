import * as contracts from '@ua/contracts';
import { describe, expect, it } from 'vitest';
import * as mirror from './contract-constants';

describe('the contract constants mirrored for the web bundle', () => {
  it('equal the contracts, value for value', () => {
    expect(mirror.ACCESS_TOKEN_COOKIE).toBe(contracts.ACCESS_TOKEN_COOKIE);
    expect(mirror.ACCESS_TOKEN_DAYS).toBe(contracts.ACCESS_TOKEN_DAYS);
    expect(mirror.INVALID_CREDENTIALS).toBe(contracts.INVALID_CREDENTIALS);
    expect(mirror.UNREAD_COUNT_POLL_MS).toBe(contracts.UNREAD_COUNT_POLL_MS);
    expect(mirror.TOAST_AUTO_CLOSE_MS).toBe(contracts.TOAST_AUTO_CLOSE_MS);
    expect(mirror.NOTIFICATION_POPOVER_WIDTH).toBe(contracts.NOTIFICATION_POPOVER_WIDTH);
  });

  it('name the same paths as the contracts', () => {
    for (const [name, path] of Object.entries(mirror.AUTH_PATHS)) {
      expect(path, name).toBe(contracts.AUTH_PATHS[name as keyof typeof contracts.AUTH_PATHS]);
    }
    const { notificationAction, ...fixed } = mirror.SHELL_PATHS;
    for (const [name, path] of Object.entries(fixed)) {
      expect(path, name).toBe(contracts.SHELL_PATHS[name as keyof typeof fixed]);
    }
    expect(notificationAction(42)).toBe(contracts.SHELL_PATHS.notificationAction(42));
  });

  it('hold the spec values themselves', () => {
    expect(mirror.ACCESS_TOKEN_COOKIE).toBe('ua-internal-access-token');
    expect(mirror.UNREAD_COUNT_POLL_MS).toBe(120000);
    expect(mirror.TOAST_AUTO_CLOSE_MS).toBe(3000);
    expect(mirror.NOTIFICATION_POPOVER_WIDTH).toBe(400);
  });
});
