import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, rowCounts, type TestContext } from '../../../test/harness.ts';
import { devWhatsappMessages } from '../../db/schema/messaging.ts';
import { cloudSendAnswerSchema, graphErrorSchema, STAND_IN_GRAPH_PREFIX } from './whatsapp-client.ts';

/**
 * The stand-in answers as the Cloud API does for what we send: the same checks, codes and shapes,
 * so the app's handling of them is the one production runs.
 */

let ctx: TestContext;
let url: string;
let bearer: { authorization: string };

beforeAll(async () => {
  ctx = await createTestContext({ data: 'empty' });
  url = `${STAND_IN_GRAPH_PREFIX}/${ctx.config.whatsapp.graphVersion}/${ctx.config.whatsapp.phoneNumberId}/messages`;
  bearer = { authorization: `Bearer ${ctx.config.whatsapp.token}` };
});
afterAll(async () => ctx.close());
beforeEach(async () => ctx.reset());

const addressed = { messaging_product: 'whatsapp', recipient_type: 'individual', to: '919812345678' };
const followup = (values: string[]) => ({
  ...addressed,
  type: 'template',
  template: { name: 'itinerary_followup', language: { code: 'en' }, components: [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }] },
});
const post = (payload: object, headers: Record<string, string> = bearer, path = url) => ctx.app.inject({ method: 'POST', url: path, headers, payload });

async function refusal(payload: object, headers?: Record<string, string>, path?: string) {
  const before = await rowCounts(ctx.database);
  const res = await post(payload, headers, path);
  expect(await rowCounts(ctx.database)).toEqual(before);
  return { status: res.statusCode, error: graphErrorSchema.parse(res.json()).error };
}

describe('the WhatsApp stand-in', () => {
  it('accepts a template message as Meta does, answering its wamid, and keeps what the phone received', async () => {
    const res = await post(followup(['Rahul', 'Munnar tea hills', 'Ravi']));
    expect(res.statusCode).toBe(200);
    const answer = cloudSendAnswerSchema.parse(res.json());
    expect(answer).toEqual({ messaging_product: 'whatsapp', contacts: [{ input: '919812345678', wa_id: '919812345678' }], messages: [{ id: expect.stringMatching(/^wamid\./) }] });
    const [phone] = await ctx.database.db.select().from(devWhatsappMessages);
    expect(phone).toMatchObject({ phone: '+919812345678', direction: 'out', wamid: answer.messages[0]?.id, text: 'Namaste Rahul, did you get a chance to look at your Munnar tea hills itinerary? Reply here with any changes you would like, and Ravi will update it for you.' });
  });

  it('answers 401 with code 190 to a missing or wrong token', async () => {
    for (const headers of [{}, { authorization: 'Bearer someone-else' }] as Record<string, string>[]) {
      expect(await refusal(followup(['R', 'M', 'S']), headers)).toMatchObject({ status: 401, error: { code: 190, type: 'OAuthException' } });
    }
  });

  it('answers 400 with code 100 for another phone number id or a malformed body', async () => {
    expect(await refusal(followup(['R', 'M', 'S']), bearer, `${STAND_IN_GRAPH_PREFIX}/v21.0/999/messages`)).toMatchObject({ status: 400, error: { code: 100, error_subcode: 33 } });
    expect(await refusal({ ...addressed, to: '+919812345678', type: 'text', text: { body: 'hi' } })).toMatchObject({ status: 400, error: { code: 100, error_data: { details: expect.stringMatching(/^to:/) } } });
  });

  it('answers 132001 for a template it does not know, and 132000 when the parameters do not match it', async () => {
    expect(await refusal({ ...followup(['R']), template: { name: 'balance_due', language: { code: 'en' } } })).toMatchObject({ status: 404, error: { code: 132001 } });
    expect(await refusal({ ...followup(['R']), template: { name: 'itinerary_followup', language: { code: 'hi' } } })).toMatchObject({ error: { code: 132001 } });
    expect(await refusal(followup(['R', 'M']))).toMatchObject({ status: 400, error: { code: 132000, error_data: { details: 'body: number of localizable_params (2) does not match the expected number of params (3)' } } });
    const withoutButton = { ...addressed, type: 'template', template: { name: 'itinerary_link', language: { code: 'en' }, components: followup(['R', 'M', 'https://x.example/trip/t/']).template.components } };
    expect(await refusal(withoutButton)).toMatchObject({ error: { code: 132000, error_data: { details: expect.stringMatching(/^buttons/) } } });
  });

  it('answers 131047 to free text when the phone has not written within 24 hours', async () => {
    expect(await refusal({ ...addressed, type: 'text', text: { body: 'Shall I book?' } })).toMatchObject({ status: 400, error: { code: 131047, message: '(#131047) Re-engagement message' } });
    await ctx.database.db.insert(devWhatsappMessages).values({ phone: '+919812345678', direction: 'in', wamid: 'wamid.IN', payload: {}, text: 'Hello' });
    expect((await post({ ...addressed, type: 'text', text: { body: 'Shall I book?' } })).statusCode).toBe(200);
  });
});
