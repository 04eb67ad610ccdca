import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestDatabase, testConfig } from '../harness.ts';

/**
 * A keep-alive socket busy when the server starts closing must not hold `close()` for the 72 s
 * keep-alive timeout (past the 20 s grace, `server.ts` then exits 1 and the deploy sees a crash).
 */
describe('closing with keep-alive connections in use', () => {
  let app: FastifyInstance | undefined;
  let agent: http.Agent | undefined;
  afterEach(async () => {
    agent?.destroy();
    await app?.close();
  });

  async function start(route: (app: FastifyInstance) => void): Promise<string> {
    const database = await createTestDatabase();
    app = await buildApp(testConfig(), { database, logger: false });
    app.addHook('onClose', async () => database.close());
    route(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  function get(url: string): Promise<{ status: number; connection: string | undefined; body: string; socketClosed: Promise<void> }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const socketClosed = new Promise<void>((done) => res.socket.once('close', () => done()));
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socketClosed }));
        })
        .on('error', reject);
    });
  }

  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise.then(() => 'done' as const), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref())]);

  it('answers a request that was in flight, with Connection: close, and closes at once', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const url = await start((app) =>
      app.get('/slow', { config: { access: 'public' } }, async () => {
        arrived();
        await released;
        return { finished: true };
      }),
    );

    const answer = get(`${url}/slow`);
    await inFlight;
    const closed = app!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const response = await answer;

    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ finished: true });
    expect(response.connection).toBe('close');
    expect(await within(closed, 5_000)).toBe('done');
    app = undefined;
  });

  it('closes a socket whose answer was already under way when closing began, once it turns idle', async () => {
    const stream = new PassThrough();
    let started!: () => void;
    const headersSent = new Promise<void>((resolve) => (started = resolve));
    const url = await start((app) =>
      app.get('/stream', { config: { access: 'public' } }, async (_request, reply) => {
        setImmediate(started);
        return reply.type('text/plain').send(stream);
      }),
    );

    const answer = get(`${url}/stream`);
    stream.write('first ');
    await headersSent;
    const closed = app!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    stream.end('last');
    const response = await answer;

    expect(response.body).toBe('first last');
    expect(response.connection).toBe('keep-alive');
    expect(await within(response.socketClosed, 5_000)).toBe('done');
    expect(await within(closed, 5_000)).toBe('done');
    app = undefined;
  });
});
