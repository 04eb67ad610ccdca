import type { ItinerarySchedule } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { staffNames } from '../admin/index.ts';
import { locationNames } from '../catalogue/index.ts';
import { agentCommissionOf, basesOfSchedule } from './agent-commission.ts';
import { todayInIndia } from './plain-dates.ts';
import { priceTrip } from './pricing.ts';
import { pricingRulesOf, toDays, toTransportCharge, toTripHeading } from './schedule.mappers.ts';
import { tripRows, type TripRows } from './schedule.repository.ts';
import { scheduleWarnings } from './schedule-warnings.ts';
import { agentOfTrip, toTripAgent } from './trip-agent.ts';

/** The trip's price from its rows, without the names: what every write keeps as the quoted total. */
export function pricingOf(rows: TripRows, pricedOn: string = todayInIndia()) {
  const rules = pricingRulesOf(rows.trip);
  const lines = [...rows.items, ...rows.transport].map((row) => ({ cost_paise: row.lineCostPaise, sell_paise: row.lineSellPaise, price_source: row.priceSource }));
  return priceTrip({ currency: rows.trip.currency, rules, lines, pricedOn });
}

/** The schedule of rows already read (a write's transaction holds them). */
export async function scheduleOf(db: Db, rows: TripRows, pricedOn: string = todayInIndia()): Promise<ItinerarySchedule> {
  const { trip } = rows;
  const placeIds = [trip.startingCityId, ...rows.placeIds, ...rows.days.map((day) => day.placeId), ...rows.transport.flatMap((charge) => [charge.fromPlaceId, charge.toPlaceId])].filter((id): id is number => id !== null);
  const rules = pricingRulesOf(trip);
  const [places, owners, warnings, agent] = await inParallel(db, [
    () => locationNames(db, placeIds),
    () => staffNames(db, [trip.ownerId]),
    () => scheduleWarnings(db, rows, rules),
    () => agentOfTrip(db, trip.agentId),
  ]);
  const names = { places, owner: owners.get(trip.ownerId) ?? '', agent: agent && toTripAgent(agent) };
  const days = toDays(trip, rows.days, rows.items, places);
  const transport = rows.transport.map((charge) => toTransportCharge(charge, places, rules));
  const price = pricingOf(rows, pricedOn);
  // The commission at the agent's rates of today; a version freezes it with the rest, for the record.
  const agentCommission = agent && agentCommissionOf(agent, basesOfSchedule({ days, transport, pricing: price }));
  return {
    heading: toTripHeading(trip, rows.placeIds, names),
    days,
    transport,
    pricing: { ...price, agent_commission: agentCommission },
    warnings,
  };
}

/**
 * The whole trip as the editor shows it and a version freezes it: heading, days (dated from the
 * start date) with their items and continuing stays, transport, pricing with the tax rules of
 * `pricedOn` (today in India by default), and warnings. Null for no such trip. Takes a transaction
 * handle as well as the database.
 */
export async function loadSchedule(db: Db, itineraryId: number, pricedOn?: string): Promise<ItinerarySchedule | null> {
  const rows = await tripRows(db, itineraryId);
  if (!rows) return null;
  return scheduleOf(db, rows, pricedOn ?? todayInIndia());
}
