import type { z } from 'zod';
import type { ItinerarySchedule, TransportBasis, transportChargeCreateRequestSchema, transportChargeUpdateRequestSchema } from '@ua/contracts';
import type { ServiceContext } from '../../core/actor.ts';
import { variantForQuote } from '../catalogue/index.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { checkLineSize, seasonsFor } from './line-prices.ts';
import { priceByHand, priceBySeason, type LinePrice } from './season-pricing.ts';
import { deleteTransport, insertTransport, priceColumns, updateTransport } from './schedule-writes.repository.ts';
import type { TransportRow, TripRows } from './schedule.repository.ts';
import { checkPlaces } from './trip-checks.ts';
import { finishTripWrite, openTrip } from './trip-writes.ts';

type ChargeCreate = z.output<typeof transportChargeCreateRequestSchema>;
type ChargeUpdate = z.output<typeof transportChargeUpdateRequestSchema>;

/** Enough vehicles for any trip; more is a runaway client. */
const MAX_TRANSPORT_CHARGES = 60;

function chargeOf(rows: TripRows, chargeId: number): TransportRow {
  const charge = rows.transport.find((candidate) => candidate.id === chargeId);
  if (!charge) throw notFound('Transport charge not found.');
  return charge;
}

/** A charge for the whole trip is one unit; per day or per kilometre counts them. */
function checkUnits(basis: TransportBasis, units: number): void {
  if (basis === 'trip' && units !== 1) throw validationError({ units: ['A charge for the whole trip is one unit; choose per day or per kilometre to count them'] });
}

/**
 * A vehicle for the trip or a leg: a catalogue variant priced by the season covering the trip's
 * start date, or free text priced by hand; the line is the unit price times units times vehicles.
 */
export async function addTransportCharge(ctx: ServiceContext, tripId: number, input: ChargeCreate): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const { trip } = rows;
    if (rows.transport.length >= MAX_TRANSPORT_CHARGES) throw validationError({ variant_id: [`A trip holds at most ${MAX_TRANSPORT_CHARGES} transport charges`] });
    checkUnits(input.basis, input.units);
    await checkPlaces(tx, 'from_place_id', [input.from_place_id]);
    await checkPlaces(tx, 'to_place_id', [input.to_place_id]);
    const multiplier = input.units * input.vehicles;
    const common = {
      itineraryId: tripId,
      position: Math.max(0, ...rows.transport.map((charge) => charge.position)) + 1,
      fromPlaceId: input.from_place_id,
      toPlaceId: input.to_place_id,
      basis: input.basis,
      units: input.units,
      vehicles: input.vehicles,
      notes: input.notes,
    };

    let values;
    if (input.variant_id === null) {
      const price = priceByHand(input.unit_cost_paise ?? 0, input.unit_sell_paise ?? 0, multiplier);
      checkLineSize(price, 'units');
      values = { ...common, label: input.label, ...priceColumns(price) };
    } else {
      const variant = await variantForQuote(tx, input.variant_id);
      if (!variant) throw validationError({ variant_id: ['No such variant'] });
      if (!variant.active) throw validationError({ variant_id: ['The catalogue no longer sells this variant'] });
      if (variant.currency !== trip.currency) {
        throw new AppError('itinerary.currency_mismatch', `This variant is priced in ${variant.currency}, the trip in ${trip.currency}.`, { variant_id: [`Priced in ${variant.currency}, not ${trip.currency}`] });
      }
      const ref = { productId: variant.productId, variantName: variant.variantName };
      const seasons = await seasonsFor(tx, [ref]);
      let price: LinePrice = priceBySeason(seasons(ref), [trip.startDate], trip.currency, multiplier);
      if (input.unit_cost_paise !== undefined || input.unit_sell_paise !== undefined) {
        price = priceByHand(input.unit_cost_paise ?? price.unitCostPaise, input.unit_sell_paise ?? price.unitSellPaise, multiplier);
      }
      checkLineSize(price, 'units');
      values = {
        ...common,
        variantId: variant.id,
        productId: variant.productId,
        label: variant.productName,
        variantName: variant.variantName,
        supplierId: variant.supplierId,
        supplierName: variant.supplierName,
        ...priceColumns(price),
      };
    }
    await insertTransport(tx, values);
    return finishTripWrite(tx, ctx.actor, tripId, { action: 'update', before: null, after: { transport: values.label, change: 'added' } });
  });
}

/** Edits a charge; unit prices given make it priced by hand, and the line follows units and vehicles at the prices it has. */
export async function updateTransportCharge(ctx: ServiceContext, tripId: number, chargeId: number, input: ChargeUpdate): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const charge = chargeOf(rows, chargeId);
    const basis = input.basis ?? charge.basis;
    const units = input.units ?? charge.units;
    const vehicles = input.vehicles ?? charge.vehicles;
    checkUnits(basis, units);
    await checkPlaces(tx, 'from_place_id', [input.from_place_id]);
    await checkPlaces(tx, 'to_place_id', [input.to_place_id]);
    const byHand = input.unit_cost_paise !== undefined || input.unit_sell_paise !== undefined || charge.priceSource === 'manual';
    const unitCost = input.unit_cost_paise ?? charge.unitCostPaise;
    const unitSell = input.unit_sell_paise ?? charge.unitSellPaise;
    // One date (the start date): the unit prices are that date's, so the line is theirs times the new counts.
    const price: LinePrice = byHand
      ? priceByHand(unitCost, unitSell, units * vehicles)
      : charge.priceSource === 'no_season'
        ? { ...priceByHand(unitCost, unitSell, units * vehicles), priceSource: 'no_season', seasonFrom: charge.seasonFrom, seasonTo: charge.seasonTo, lineCostPaise: 0, lineSellPaise: 0 }
        : { ...priceByHand(unitCost, unitSell, units * vehicles), priceSource: 'season', seasonFrom: charge.seasonFrom, seasonTo: charge.seasonTo };
    checkLineSize(price, 'units');
    await updateTransport(tx, tripId, chargeId, {
      label: input.label,
      fromPlaceId: input.from_place_id,
      toPlaceId: input.to_place_id,
      basis,
      units,
      vehicles,
      notes: input.notes,
      ...priceColumns(price),
    });
    const fields = { label: input.label, from_place_id: input.from_place_id, to_place_id: input.to_place_id, basis: input.basis, units: input.units, vehicles: input.vehicles, notes: input.notes, unit_cost_paise: input.unit_cost_paise, unit_sell_paise: input.unit_sell_paise };
    const changed = Object.entries(fields).filter(([, value]) => value !== undefined);
    const was: Record<string, unknown> = {
      label: charge.label,
      from_place_id: charge.fromPlaceId,
      to_place_id: charge.toPlaceId,
      basis: charge.basis,
      units: charge.units,
      vehicles: charge.vehicles,
      notes: charge.notes,
      unit_cost_paise: charge.unitCostPaise,
      unit_sell_paise: charge.unitSellPaise,
    };
    return finishTripWrite(tx, ctx.actor, tripId, {
      action: 'update',
      before: Object.fromEntries(changed.map(([key]) => [key, was[key]])),
      after: { transport: charge.label, change: 'updated', ...Object.fromEntries(changed) },
    });
  });
}

export async function removeTransportCharge(ctx: ServiceContext, tripId: number, chargeId: number): Promise<ItinerarySchedule> {
  return ctx.db.transaction(async (tx) => {
    const rows = await openTrip(tx, tripId);
    const charge = chargeOf(rows, chargeId);
    await deleteTransport(tx, tripId, chargeId);
    return finishTripWrite(tx, ctx.actor, tripId, { action: 'update', before: null, after: { transport: charge.label, change: 'removed' } });
  });
}
