import type { z } from 'zod';
import { CATALOGUE_AUDIT_ENTITY_TYPES, variantRuleIssues, type Variant, type variantCreateRequestSchema, type variantUpdateRequestSchema } from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../core/audit.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../core/actor.ts';
import type { ActiveFilter } from './catalogue.types.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { toVariant } from './products.mappers.ts';
import { findProduct } from './products.repository.ts';
import { refreshVariantSummary } from './search-text.repository.ts';
import { findVariant, insertVariant, listVariants, overlappingSeason, updateVariant, type VariantRow, type VariantValues } from './variants.repository.ts';

type VariantCreate = z.output<typeof variantCreateRequestSchema>;
type VariantUpdate = z.output<typeof variantUpdateRequestSchema>;

const ENTITY = CATALOGUE_AUDIT_ENTITY_TYPES.variant;
const SEASON_CONSTRAINT = 'product_variants_seasons_excl';

function auditView(row: VariantRow): Record<string, unknown> {
  return {
    product_id: row.productId,
    name: row.name,
    cost_price_paise: row.costPricePaise,
    sell_price_paise: row.sellPricePaise,
    currency: row.currency,
    max_travellers: row.maxTravellers,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    active: row.active,
  };
}

function seasonOverlap(other: Pick<VariantRow, 'id' | 'name' | 'validFrom' | 'validTo'>) {
  return validationError(
    { valid_from: [`The season overlaps ${other.name}, ${other.validFrom} to ${other.validTo} (variant ${other.id}); seasons of one variant name may not share a day`] },
    'The season overlaps another season of this variant.',
  );
}

/** The variant's own rules and the season rule, on the variant as it would be after the write. */
async function checkVariant(db: Db, variant: VariantValues, allowBelowCost: boolean, exceptId?: number): Promise<void> {
  const issues = variantRuleIssues({
    cost_price_paise: variant.costPricePaise,
    sell_price_paise: variant.sellPricePaise,
    valid_from: variant.validFrom,
    valid_to: variant.validTo,
    allow_below_cost: allowBelowCost,
  });
  if (issues.length > 0) throw validationError(Object.fromEntries(issues.map((issue) => [issue.path, [issue.message]])));
  if (variant.active === false) return;
  const other = await overlappingSeason(db, { productId: variant.productId, name: variant.name, validFrom: variant.validFrom, validTo: variant.validTo, exceptId });
  if (other) throw seasonOverlap(other);
}

/** The product row is locked first: two writes to one product's seasons take turns, so the check above holds. */
async function lockProduct(db: Db, productId: number, field?: string): Promise<void> {
  const product = await findProduct(db, productId, true);
  if (!product) throw field ? validationError({ [field]: ['No such product'] }) : notFound('Product not found.');
}

async function withSeasonBackstop<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The exclusion constraint behind the check: should anything slip past it, the answer is the same.
    if (violatedConstraint(error) === SEASON_CONSTRAINT) {
      throw validationError({ valid_from: ['The season overlaps another season of this variant name'] }, 'The season overlaps another season of this variant.');
    }
    throw error;
  }
}

export async function listProductVariants(db: Db, productId: number, active: ActiveFilter, limit: number, offset: number): Promise<{ count: number; results: Variant[] }> {
  if (!(await findProduct(db, productId))) throw notFound('Product not found.');
  const { count, rows } = await listVariants(db, productId, active, limit, offset);
  return { count, results: rows.map(toVariant) };
}

export async function getVariant(db: Db, id: number): Promise<Variant> {
  const row = await findVariant(db, id);
  if (!row) throw notFound('Variant not found.');
  return toVariant(row);
}

export async function createVariant(ctx: ServiceContext, input: VariantCreate): Promise<Variant> {
  return withSeasonBackstop(() =>
    ctx.db.transaction(async (tx) => {
      await lockProduct(tx, input.product_id, 'product_id');
      const values: VariantValues = {
        productId: input.product_id,
        name: input.name,
        costPricePaise: input.cost_price_paise,
        sellPricePaise: input.sell_price_paise,
        currency: input.currency,
        maxTravellers: input.max_travellers,
        validFrom: input.valid_from,
        validTo: input.valid_to,
        active: input.active,
      };
      await checkVariant(tx, values, input.allow_below_cost);
      const id = await insertVariant(tx, values);
      await refreshVariantSummary(tx, { productId: input.product_id });
      const after = await findVariant(tx, id);
      if (!after) throw notFound('Variant not found.');
      const belowCost = after.sellPricePaise < after.costPricePaise;
      await recordAudit(tx, ctx.actor, { action: 'create', entityType: ENTITY, entityId: id, before: null, after: { ...auditView(after), ...(belowCost ? { sold_below_cost_confirmed: true } : {}) } });
      return toVariant(after);
    }),
  );
}

export async function updateVariantById(ctx: ServiceContext, id: number, input: VariantUpdate): Promise<Variant> {
  return withSeasonBackstop(() =>
    ctx.db.transaction(async (tx) => {
      const current = await findVariant(tx, id);
      if (!current) throw notFound('Variant not found.');
      await lockProduct(tx, current.productId);
      const before = await findVariant(tx, id);
      if (!before) throw notFound('Variant not found.');

      const merged: VariantValues = {
        productId: before.productId,
        name: input.name ?? before.name,
        costPricePaise: input.cost_price_paise ?? before.costPricePaise,
        sellPricePaise: input.sell_price_paise ?? before.sellPricePaise,
        currency: input.currency ?? before.currency,
        maxTravellers: input.max_travellers ?? before.maxTravellers,
        validFrom: input.valid_from ?? before.validFrom,
        validTo: input.valid_to ?? before.validTo,
        active: input.active ?? before.active,
      };
      // A below-cost price confirmed earlier stays confirmed while the edit leaves the prices alone.
      const pricesTouched = input.cost_price_paise !== undefined || input.sell_price_paise !== undefined;
      await checkVariant(tx, merged, input.allow_below_cost || !pricesTouched, id);

      await updateVariant(tx, id, merged);
      await refreshVariantSummary(tx, { productId: before.productId });
      const after = await findVariant(tx, id);
      if (!after) throw notFound('Variant not found.');
      const viewBefore = auditView(before);
      const viewAfter = auditView(after);
      if (JSON.stringify(viewBefore) !== JSON.stringify(viewAfter)) {
        const confirmed = pricesTouched && after.sellPricePaise < after.costPricePaise ? { sold_below_cost_confirmed: true } : {};
        await recordAudit(tx, ctx.actor, { action: 'update', entityType: ENTITY, entityId: id, before: viewBefore, after: { ...viewAfter, ...confirmed } });
      }
      return toVariant(after);
    }),
  );
}
