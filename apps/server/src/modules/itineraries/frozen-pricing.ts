import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ItineraryPricing } from '@ua/contracts';
import { finalItineraries } from '../../db/schema/itineraries.ts';

/** A snapshot's pricing as stored: those frozen before trips had agents lack the agent's commission. */
export type FrozenPricing = Omit<ItineraryPricing, 'agent_commission'> & Partial<Pick<ItineraryPricing, 'agent_commission'>>;

/** The pricing as frozen, read as today's shape: a version frozen before trips had agents had no agent's commission. */
export function pricingAsFrozen(frozen: FrozenPricing): ItineraryPricing {
  return { ...frozen, agent_commission: frozen.agent_commission ?? null };
}

/**
 * The pricing part of a version's snapshot (by the version's row id), as a scalar subquery for a
 * statement that reads something else beside it: PostgreSQL hands back the few hundred bytes of the
 * pricing, not the whole ~24 KB schedule, and the app parses only those. Null for no such version.
 */
export function frozenPricingOf(finalItineraryId: SQL | AnyPgColumn): SQL<FrozenPricing | null> {
  // Nested, so a single-table select keeps the columns qualified (it strips the table off those at the top of a field).
  return sql<FrozenPricing | null>`(${sql`select ${finalItineraries.snapshot} -> 'pricing' from ${finalItineraries} where ${finalItineraries.id} = ${finalItineraryId}`})`;
}
