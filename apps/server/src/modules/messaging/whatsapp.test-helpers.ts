import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGING_PATHS, messageSchema, type Message, type MessageStatus } from '@ua/contracts';
import type { Caller, TestContext } from '../../../test/harness.ts';
import { makeStaff } from '../../../test/fixtures/staff.ts';
import { createJobRunner, type JobRunner } from '../../core/jobs/runner.ts';
import { itineraries } from '../../db/schema/itineraries.ts';
import { messages } from '../../db/schema/messaging.ts';
import { makeTrip } from '../itineraries/final-itinerary.test-helpers.ts';
import { signatureOf, SIGNATURE_HEADER } from './whatsapp-webhook.ts';
import { whatsappJobs } from './whatsapp.jobs.ts';

/** A trip owner who sends messages, and the trip of a customer reachable on WhatsApp. */
export type WhatsappDesk = { ownerId: number; ownerEmail: string; owner: Caller; tripId: number; customer: string };

export const CUSTOMER_WHATSAPP = '+919812345678';

export async function makeWhatsappDesk(ctx: TestContext, customer = CUSTOMER_WHATSAPP): Promise<WhatsappDesk> {
  const db = ctx.database.db;
  const owner = await makeStaff(db, { firstName: 'Ravi', lastName: 'Kumar', labels: ['itineraries.view', 'itineraries.manage', 'suppliers.view', 'messaging.send'] });
  const trip = await makeTrip(db, {
    ownerId: owner.id,
    title: 'Munnar tea hills',
    customerName: 'Rahul Sharma',
    items: [{ day: 1, label: 'Tea County Munnar', category: 'accommodation', costPaise: 40_000_00, sellPaise: 50_000_00 }],
  });
  await db.update(itineraries).set({ customerWhatsapp: customer }).where(eq(itineraries.id, trip.id));
  return { ownerId: owner.id, ownerEmail: owner.email, owner: ctx.as(owner.id), tripId: trip.id, customer };
}

/** A runner of the WhatsApp send job alone, as the app's would run it; no backoff wait unless asked. */
export function whatsappRunner(ctx: TestContext, backoffMs = 0): JobRunner {
  return createJobRunner({ db: ctx.database.db, definitions: whatsappJobs(ctx.config), backoff: { baseMs: backoffMs, capMs: backoffMs } });
}

export async function sendOk(caller: Caller, body: object): Promise<Message> {
  const res = await caller.post(MESSAGING_PATHS.whatsappMessageAction, body);
  expect(res.statusCode, res.body).toBe(201);
  return messageSchema.parse(res.json());
}

/** A webhook delivery signed as Meta signs it (or with the given header). */
export function deliverWebhook(ctx: TestContext, payload: object | string, signature?: string | null): Promise<LightMyRequestResponse> {
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const header = signature === undefined ? { [SIGNATURE_HEADER]: signatureOf(ctx.config.whatsapp.appSecret, raw) } : signature === null ? {} : { [SIGNATURE_HEADER]: signature };
  return ctx.app.inject({ method: 'POST', url: MESSAGING_PATHS.whatsappWebhook, headers: { 'content-type': 'application/json', ...header }, payload: raw });
}

export async function messageRow(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw new Error(`no message ${id}`);
  return row;
}

/** Waits until the message stands at `status` (the stand-in reports on timers). */
export async function untilStatus(ctx: TestContext, id: number, status: MessageStatus): Promise<void> {
  await expect.poll(async () => (await messageRow(ctx, id)).status, { timeout: 10_000, interval: 100 }).toBe(status);
}
