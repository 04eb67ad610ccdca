import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGING_PATHS } from '@ua/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { messages } from '../../db/schema/messaging.ts';
import { makeWhatsappDesk, messageRow, sendOk, whatsappRunner, type WhatsappDesk } from './whatsapp.test-helpers.ts';

/**
 * The send job against a configured Cloud API (WHATSAPP_API_URL): a small HTTP server here answers as
 * Meta would, or fails as Meta sometimes does. Retries with backoff on what may pass, `failed` with a
 * readable reason on what will not, and never a message sent twice.
 */

type Answer = { status: number; body: unknown } | 'hang-up';
type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: unknown };

const PHONE_NUMBER_ID = '109876543210987';
const TOKEN = 'EAAG-real-looking-token';
const accepted = (wamid: string): Answer => ({ status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: '919812345678', wa_id: '919812345678' }], messages: [{ id: wamid, message_status: 'accepted' }] } });
const graphError = (status: number, code: number, message: string, details?: string): Answer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'AbCdEf' } },
});

let api: Server;
let answers: Answer[];
let received: Received[];
let ctx: TestContext;
let desk: WhatsappDesk;

beforeAll(async () => {
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
      const answer = answers.shift() ?? accepted('wamid.DEFAULT');
      if (answer === 'hang-up') return request.socket.destroy();
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  ctx = await createTestContext({ data: 'empty', env: { WHATSAPP_API_URL: `http://127.0.0.1:${port}/`, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_TOKEN: TOKEN, WHATSAPP_GRAPH_VERSION: 'v23.0' } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(async () => {
  await ctx.reset();
  desk = await makeWhatsappDesk(ctx);
  answers = [];
  received = [];
});

const followup = (extra: object = {}) => ({ record_type: 'itinerary', record_id: desk.tripId, template: 'itinerary_followup', parameters: { customer_name: 'Rahul Sharma', trip_title: 'Munnar tea hills', staff_name: 'Ravi' }, ...extra });

async function sendJob() {
  const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.name, 'messaging.send-whatsapp'));
  if (!job) throw new Error('no send job');
  return job;
}

describe('the send job', () => {
  it('posts to {WHATSAPP_API_URL}/{version}/{phone number id}/messages with the bearer token, and serves no stand-in', async () => {
    const message = await sendOk(desk.owner, followup());
    answers = [accepted('wamid.ONE')];
    await whatsappRunner(ctx).drain();
    expect(received).toEqual([
      {
        method: 'POST',
        url: `/v23.0/${PHONE_NUMBER_ID}/messages`,
        headers: expect.objectContaining({ authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }),
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919812345678',
          type: 'template',
          template: {
            name: 'itinerary_followup',
            language: { code: 'en' },
            components: [{ type: 'body', parameters: [{ type: 'text', text: 'Rahul Sharma' }, { type: 'text', text: 'Munnar tea hills' }, { type: 'text', text: 'Ravi' }] }],
          },
        },
      },
    ]);
    expect(await messageRow(ctx, message.id)).toMatchObject({ status: 'queued', providerId: 'wamid.ONE' });
    expect((await desk.owner.get(MESSAGING_PATHS.devWhatsappPhones)).statusCode).toBe(404);
  });

  it('tries again with backoff after a 500, a 429 or a dropped connection, then records the id once accepted', async () => {
    const message = await sendOk(desk.owner, followup());
    answers = [graphError(500, 2, 'Service temporarily unavailable'), graphError(429, 130429, 'Rate limit hit'), 'hang-up', accepted('wamid.FOURTH')];
    const runner = whatsappRunner(ctx);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await runner.runOnce()).toBe(1);
      expect(await sendJob()).toMatchObject({ state: 'queued', attempts: attempt, lastError: expect.stringMatching(/CloudApiUnavailableError/) });
      expect((await messageRow(ctx, message.id)).status).toBe('queued');
    }
    expect(await runner.runOnce()).toBe(1);
    expect(await sendJob()).toMatchObject({ state: 'succeeded', attempts: 4 });
    expect(await messageRow(ctx, message.id)).toMatchObject({ status: 'queued', providerId: 'wamid.FOURTH', errorCode: null });
    // The same request each time.
    expect(new Set(received.map((request) => JSON.stringify(request.body))).size).toBe(1);
    expect(received).toHaveLength(4);
  });

  it('waits the backoff before trying again', async () => {
    await sendOk(desk.owner, followup());
    answers = [graphError(503, 1, 'An unknown error occurred')];
    const runner = whatsappRunner(ctx, 60_000);
    await runner.runOnce();
    expect(await runner.drain()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('marks the message failed with a readable reason when the last attempt fails too', async () => {
    const message = await sendOk(desk.owner, followup());
    answers = Array.from({ length: 5 }, () => graphError(502, 2, 'Bad gateway'));
    await whatsappRunner(ctx).drain();
    expect(await sendJob()).toMatchObject({ state: 'dead', attempts: 5 });
    expect(await messageRow(ctx, message.id)).toMatchObject({ status: 'failed', errorCode: 'unavailable', errorMessage: expect.stringMatching(/^Gave up after 5 attempts: .*502/) });
  });

  it.each([
    [graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', 'body: number of localizable_params (3) does not match the expected number of params (2)'), '132000', /parameters do not match/],
    [graphError(400, 131047, '(#131047) Re-engagement message'), '131047', /24 hours/],
    [graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token'), '190', /access token/],
    [graphError(400, 131009, '(#131009) Parameter value is not valid', 'The phone number is not valid.'), '131009', /^\(#131009\) Parameter value is not valid: The phone number is not valid\.$/],
  ])('fails the message at once on a refusal (%#), with Meta’s code and a readable reason', async (answer, code, reason) => {
    const message = await sendOk(desk.owner, followup());
    answers = [answer];
    await whatsappRunner(ctx).drain();
    expect(received).toHaveLength(1);
    expect(await sendJob()).toMatchObject({ state: 'succeeded', attempts: 1 });
    expect(await messageRow(ctx, message.id)).toMatchObject({ status: 'failed', errorCode: code, errorMessage: expect.stringMatching(reason) });
    const res = await desk.owner.get(`${MESSAGING_PATHS.whatsappMessageAction}?record_type=itinerary&record_id=${desk.tripId}`);
    expect(res.json().results[0].history).toEqual([expect.objectContaining({ status: 'queued' }), expect.objectContaining({ status: 'failed', error_code: code })]);
  });
});

describe('never twice', () => {
  it('sends one request for one idempotency key', async () => {
    await sendOk(desk.owner, followup({ idempotency_key: 'compose-0d1e2f3a' }));
    await sendOk(desk.owner, followup({ idempotency_key: 'compose-0d1e2f3a' }));
    await whatsappRunner(ctx).drain();
    expect(await ctx.database.db.select().from(messages)).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  it('does not send again when its job runs again after Meta took the message', async () => {
    await sendOk(desk.owner, followup());
    await whatsappRunner(ctx).drain();
    // As if the runner's claim had lapsed after the send and another runner took the job over.
    await ctx.database.db.update(jobs).set({ state: 'queued', runAt: new Date(0), finishedAt: null });
    expect(await whatsappRunner(ctx).drain()).toBe(1);
    expect(received).toHaveLength(1);
  });
});
