import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAuthenticator } from './index.ts';
import { ACCESS_TOKEN_TTL_SECONDS, secretKey, signAccessToken } from './tokens.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../core/events/event-bus.ts';

/** The instance keeps the tokens it has verified; the database is never asked here (verify alone). */
const SECRET = 'verified-tokens-secret-verified-tokens-secret-0123';
const noDatabase = {} as Db;
/** A bus that never listens: nothing is kept, and nothing here asks for an account anyway. */
const deafBus: EventBus = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  subscribeNow: () => () => undefined,
  sync: () => Promise.reject(new Error('not listening')),
  start: async () => undefined,
  close: async () => undefined,
  status: () => ({ transport: 'pglite', listening: false, listenerPid: null, reconnects: 0, syncRounds: 0 }),
};

afterEach(() => vi.useRealTimers());

describe('verified tokens kept by the instance', () => {
  it('answers a kept token the same claims, and a token past its expiry nothing, kept or not', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    const { verify } = accessTokenAuthenticator(noDatabase, SECRET, deafBus);
    const token = await signAccessToken(secretKey(SECRET), 7, 3);
    const first = await verify(token);
    expect(first).toMatchObject({ userId: 7, tokenVersion: 3 });
    expect(await verify(token)).toEqual(first);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await verify(token)).toBeNull();
  });

  it('keeps nothing of a token signed with another key, and never answers it for a kept one', async () => {
    const { verify } = accessTokenAuthenticator(noDatabase, SECRET, deafBus);
    const good = await signAccessToken(secretKey(SECRET), 7, 3);
    const forged = await signAccessToken(secretKey('another-secret-another-secret-another-secret-01'), 7, 3);
    expect(await verify(good)).not.toBeNull();
    expect(await verify(forged)).toBeNull();
    const [header, payload] = good.split('.');
    expect(await verify(`${header}.${payload}.${forged.split('.')[2]}`)).toBeNull();
  });
});
