import type { ProductCategoryType } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { productIsWithin, variantForQuote } from '../catalogue/index.ts';
import { seasonsFor } from './line-prices.ts';
import { priceBySeason } from './season-pricing.ts';

/**
 * A catalogue variant priced for given dates by the same season rules as a quote's line: what the
 * bookings area reads when a rejected stay moves to another hotel.
 */
export type VariantQuote = {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  category: ProductCategoryType;
  supplierId: number;
  supplierName: string;
  currency: string;
  active: boolean;
  /** Sold at the place asked about (or inside it); true when no place was asked about. */
  withinPlace: boolean;
  costPaise: number;
  sellPaise: number;
  /** Dates no season of the trip's currency covers: the quote is then not whole. */
  uncovered: string[];
};

/** The variant priced for each of `dates` times `multiplier`, in `currency`; undefined for no such variant. */
export async function quoteVariantForDates(db: Db, variantId: number, options: { dates: readonly string[]; currency: string; multiplier: number; placeId: number | null }): Promise<VariantQuote | undefined> {
  const variant = await variantForQuote(db, variantId);
  if (!variant) return undefined;
  const line = { productId: variant.productId, variantName: variant.variantName };
  const seasons = await seasonsFor(db, [line]);
  const price = priceBySeason(seasons(line), options.dates, options.currency, options.multiplier);
  const withinPlace = options.placeId === null ? true : await productIsWithin(db, variant.productId, options.placeId);
  return {
    variantId: variant.id,
    productId: variant.productId,
    productName: variant.productName,
    variantName: variant.variantName,
    category: variant.category,
    supplierId: variant.supplierId,
    supplierName: variant.supplierName,
    currency: variant.currency,
    active: variant.active,
    withinPlace,
    costPaise: price.lineCostPaise,
    sellPaise: price.lineSellPaise,
    uncovered: price.uncovered,
  };
}
