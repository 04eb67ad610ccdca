import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import helmet, { type HelmetOptions } from 'helmet';
import { helmetHeaders } from './security-headers.ts';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** Helmet itself, on a real Node response: what the headers worked out once must equal. */
let server: Server;
beforeAll(async () => {
  const middleware = helmet(OPTIONS);
  server = createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe('security headers worked out once', () => {
  it('are exactly the headers helmet sets on a real response with the same options', async () => {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const fromHelmet = Object.fromEntries([...res.headers].filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(name)));
    expect(helmetHeaders(OPTIONS)).toEqual(fromHelmet);
    expect(helmetHeaders(OPTIONS)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses options helmet refuses, at start', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'", 'not a source;'] } } })).toThrow();
  });
});
