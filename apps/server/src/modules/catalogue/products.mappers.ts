import type { ProductSummary, Variant } from '@ua/contracts';
import type { ProductSummaryRow } from './products.repository.ts';
import type { VariantRow } from './variants.repository.ts';

export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    product_id: row.productId,
    name: row.name,
    cost_price_paise: row.costPricePaise,
    sell_price_paise: row.sellPricePaise,
    margin_paise: row.sellPricePaise - row.costPricePaise,
    currency: row.currency,
    max_travellers: row.maxTravellers,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toProductSummary(row: ProductSummaryRow, score: number | null = null): ProductSummary {
  const stars = row.attributes.star_rating;
  return {
    id: row.id,
    name: row.name,
    category: { id: row.category.id, type_name: row.category.typeName, label: row.category.label },
    supplier: { id: row.supplier.id, display_name: row.supplier.displayName },
    location: { id: row.location.id, name: row.location.name, slug: row.location.slug, level: row.location.level },
    location_trail: row.locationTrail,
    attributes: row.attributes,
    star_rating: typeof stars === 'number' ? stars : null,
    price_from_paise: row.priceFromPaise,
    price_to_paise: row.priceToPaise,
    currency: 'INR',
    variant_count: row.activeVariantCount,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    score: score === null ? null : Math.round(score * 1000) / 1000,
  };
}
