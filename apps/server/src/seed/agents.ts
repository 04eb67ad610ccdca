import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { agentCreateRequestSchema, topUpRequestSchema, walletAdjustmentRequestSchema, walletReversalRequestSchema, type AgentCreateRequest } from '@ua/contracts';
import { systemActor, type ServiceContext } from '../core/actor.ts';
import type { Db } from '../db/client.ts';
import { auditLog, bookings, itineraries, notifications } from '../db/schema/index.ts';
import { SEED_REQUEST_ID } from './itineraries.ts';
import { adjustWallet, approveTopUp, changeAgentStatus, createAgent, creditCommissions, recordTopUp, reverseEntry } from '../modules/agents/index.ts';
import { addDays, todayInIndia } from '../modules/itineraries/index.ts';

/**
 * The demo's B2B agents and their wallets, laid through the agents module as staff would:
 * - Wanderlust Holidays (Mumbai, Priya looks after it): brought the Munnar honeymoon, whose advance is
 *   still open. Its wallet: a transfer approved, bank charges taken, a goodwill credit typed twice and
 *   reversed, and a second transfer recorded by Asha that awaits Priya's approval (the browser test
 *   approves it, then pays the honeymoon's advance from the wallet).
 * - Coastal Trails (Panaji, Ravi looks after it, its customers' pages carry its name): brought the Goa
 *   weekend (completed, so the daily run credited its commission) and the Alleppey houseboat; its
 *   wallet shows a transfer and that commission, and a second transfer Asha recorded yesterday that
 *   still awaits approval (so Priya is reminded of it).
 * - Northern Peaks Tours (New Delhi): spent into its credit, then put on hold.
 */

type People = { asha: ServiceContext; priya: ServiceContext };

const key = () => `demo-${randomUUID()}`;

const AGENTS: Record<'wanderlust' | 'coastal' | 'northern', Omit<AgentCreateRequest, 'account_manager_id'>> = {
  wanderlust: {
    agency_name: 'Wanderlust Holidays',
    city: 'Mumbai',
    contacts: [
      { name: 'Neha Kapoor', phone: '+919820011223', email: 'neha@wanderlust.example', whatsapp: '+919820011223' },
      { name: 'Accounts desk', phone: null, email: 'accounts@wanderlust.example', whatsapp: null },
    ],
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
    commission_bp: 800,
    commission_overrides: [{ category: 'accommodation', commission_bp: 1000 }],
    credit_limit_paise: 10_000_000,
    low_balance_alert_paise: 2_500_000,
    notes: 'Honeymoons and family trips from Mumbai; pays by NEFT, usually on Mondays.',
  },
  coastal: {
    agency_name: 'Coastal Trails',
    city: 'Panaji',
    contacts: [{ name: 'Joel Fernandes', phone: '+919822334455', email: 'joel@coastaltrails.example', whatsapp: '+919822334455' }],
    gstin: '29AAGCB7383J1Z4',
    pan: 'AAGCB7383J',
    commission_bp: 700,
    commission_overrides: [{ category: 'transport', commission_bp: 500 }],
    credit_limit_paise: 5_000_000,
    low_balance_alert_paise: 0,
    notes: 'Beach and backwater packages; white-label: their customers see their name.',
  },
  northern: {
    agency_name: 'Northern Peaks Tours',
    city: 'New Delhi',
    contacts: [{ name: 'Harpreet Singh', phone: '+919811556677', email: 'harpreet@northernpeaks.example', whatsapp: null }],
    gstin: '07AAACI1681G1ZR',
    pan: 'AAACI1681G',
    commission_bp: 600,
    commission_overrides: [],
    credit_limit_paise: 2_000_000,
    low_balance_alert_paise: 0,
    notes: 'Hill stations in winter.',
  },
};

/** The agents, their trips, and their wallets' history as transfers and corrections came in. */
export async function seedAgents(tx: Db, people: People & { priyaId: number; raviId: number }, trips: { honeymoon: number }): Promise<{ agents: number }> {
  const { asha, priya } = people;
  const today = todayInIndia(new Date());
  const [last] = await tx.select({ id: max(notifications.id) }).from(notifications);
  const lastNotificationBefore = last?.id ?? 0;
  const agent = (name: keyof typeof AGENTS, managerId: number) => createAgent(asha, agentCreateRequestSchema.parse({ ...AGENTS[name], account_manager_id: managerId }));
  const wanderlust = await agent('wanderlust', people.priyaId);
  const coastal = await agent('coastal', people.raviId);
  const northern = await agent('northern', people.raviId);

  // The trips they brought: the agent is on each trip's heading (set here as the heading would).
  const coastalTrips = await tx
    .select({ itineraryId: bookings.itineraryId })
    .from(bookings)
    .where(inArray(bookings.tripTitle, ['Goa beach weekend, 2 nights', 'Alleppey houseboat escape, 2 nights']));
  if (coastalTrips.length !== 2) throw new Error('The demo bookings of Goa and Alleppey are missing');
  await tx.update(itineraries).set({ agentId: wanderlust.id }).where(eq(itineraries.id, trips.honeymoon));
  await tx
    .update(itineraries)
    .set({ agentId: coastal.id, agencyBranding: true })
    .where(inArray(itineraries.id, coastalTrips.map((row) => row.itineraryId)));

  // Wanderlust: a transfer recorded by Asha and approved by Priya, bank charges, a goodwill credit typed twice and reversed.
  const first = await recordTopUp(asha, wanderlust.id, topUpRequestSchema.parse({ amount_paise: 15_000_000, bank_reference: 'NEFT HDFC UTR 5521098', received_on: addDays(today, -12), notes: 'Advance for the winter season', idempotency_key: key() }));
  await approveTopUp(priya, first.top_up.id);
  await adjustWallet(priya, wanderlust.id, walletAdjustmentRequestSchema.parse({ amount_paise: -35_400, reason: 'Bank charges on the NEFT transfer', reference: 'HDFC charge slip 2291', idempotency_key: key() }));
  const twice = await adjustWallet(asha, wanderlust.id, walletAdjustmentRequestSchema.parse({ amount_paise: 500_000, reason: 'Goodwill credit for the delayed Munnar transfer', reference: '', idempotency_key: key() }));
  await adjustWallet(asha, wanderlust.id, walletAdjustmentRequestSchema.parse({ amount_paise: 500_000, reason: 'Goodwill credit for the delayed Munnar transfer (again)', reference: '', idempotency_key: key() }));
  await reverseEntry(priya, wanderlust.id, twice.entry.id, walletReversalRequestSchema.parse({ reason: 'Entered twice: one goodwill credit only', idempotency_key: key() }));

  // Coastal Trails: a transfer, and the Goa weekend's commission (completed) from the daily run.
  const coastalTopUp = await recordTopUp(asha, coastal.id, topUpRequestSchema.parse({ amount_paise: 8_000_000, bank_reference: 'IMPS 8812004', received_on: addDays(today, -20), notes: '', idempotency_key: key() }));
  await approveTopUp(priya, coastalTopUp.top_up.id);
  await creditCommissions(tx, systemActor(SEED_REQUEST_ID));
  const yesterday = new Date(Date.now() - 26 * 3_600_000);
  await recordTopUp(
    asha,
    coastal.id,
    topUpRequestSchema.parse({ amount_paise: 3_000_000, bank_reference: 'IMPS 8812377', received_on: todayInIndia(yesterday), notes: 'For the Goa family in January', idempotency_key: key() }),
    yesterday,
  );

  // Northern Peaks: spent into its credit, then put on hold.
  await adjustWallet(priya, northern.id, walletAdjustmentRequestSchema.parse({ amount_paise: -1_250_000, reason: 'Cancellation charges on the Shimla group (booked offline)', reference: 'INV NP-2026-014', idempotency_key: key() }));
  await changeAgentStatus(asha, northern.id, { status: 'on_hold', reason: 'Cancellation charges unpaid for 45 days' });

  // The past's wallet news is old news: the bells keep only today's (the transfer below).
  await tx.delete(notifications).where(and(eq(notifications.notificationType, 'wallet'), gt(notifications.id, lastNotificationBefore)));

  // Today's news: a transfer Asha recorded awaits approval by another holder of wallet.adjust (Priya).
  await recordTopUp(asha, wanderlust.id, topUpRequestSchema.parse({ amount_paise: 5_000_000, bank_reference: 'NEFT ICICI UTR 7730144', received_on: today, notes: 'For the honeymoon booking', idempotency_key: key() }));
  // The audit trail is the demo's making, not anyone's act: it starts empty, as the bookings' does.
  await tx.delete(auditLog).where(eq(auditLog.requestId, SEED_REQUEST_ID));
  return { agents: 3 };
}
