import type { z } from 'zod';
import {
  CATALOGUE_AUDIT_ENTITY_TYPES,
  PRODUCT_ATTRIBUTE_SCHEMAS,
  type ProductCategory,
  type ProductCategoryType,
  type ProductDetail,
  type productCreateRequestSchema,
  type productUpdateRequestSchema,
} from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { recordAudit } from '../../core/audit.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { refsOf } from './locations.repository.ts';
import { toLocationRef } from './locations.service.ts';
import { toProductSummary, toVariant } from './products.mappers.ts';
import {
  findCategoryByType,
  findProduct,
  insertProduct,
  listCategories,
  locationState,
  productSummaries,
  supplierState,
  updateProduct,
  type ProductRow,
  type ProductValues,
} from './products.repository.ts';
import { refreshSearchFields } from './search-text.repository.ts';
import { variantsOfProduct } from './variants.repository.ts';

type ProductCreate = z.output<typeof productCreateRequestSchema>;
type ProductUpdate = z.output<typeof productUpdateRequestSchema>;

const ENTITY = CATALOGUE_AUDIT_ENTITY_TYPES.product;

function auditView(row: ProductRow, category: ProductCategoryType): Record<string, unknown> {
  return {
    category,
    supplier_id: row.supplierId,
    location_id: row.locationId,
    name: row.name,
    description: row.description,
    attributes: row.attributes,
    active: row.active,
  };
}

export async function listProductCategories(db: Db, limit: number, offset: number): Promise<{ count: number; results: ProductCategory[] }> {
  const { count, rows } = await listCategories(db, limit, offset);
  return { count, results: rows.map((row) => ({ id: row.id, type_name: row.typeName, label: row.label, product_count: row.productCount })) };
}

export async function getProductDetail(db: Db, id: number): Promise<ProductDetail> {
  const [row] = await productSummaries(db, [id]);
  if (!row) throw notFound('Product not found.');
  const [breadcrumb, variants] = await inParallel(db, [() => refsOf(db, row.location.path), () => variantsOfProduct(db, id)]);
  return {
    ...toProductSummary(row),
    description: row.description,
    supplier: { id: row.supplier.id, display_name: row.supplier.displayName, type: row.supplier.type },
    breadcrumb: breadcrumb.map(toLocationRef),
    variants: variants.map(toVariant),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A product is sold by an active supplier at an active location. */
async function checkReferences(db: Db, refs: { supplierId?: number | undefined; locationId?: number | undefined }): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (refs.supplierId !== undefined) {
    const supplier = await supplierState(db, refs.supplierId);
    if (!supplier) fields.supplier_id = ['No such supplier'];
    else if (!supplier.active) fields.supplier_id = ['This supplier is deactivated'];
  }
  if (refs.locationId !== undefined) {
    const location = await locationState(db, refs.locationId);
    if (!location) fields.location_id = ['No such location'];
    else if (!location.active) fields.location_id = ['This location is deactivated'];
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/** Checks attributes with the category's schema; its messages come back keyed `attributes.<field>`. */
function checkedAttributes(category: ProductCategoryType, attributes: Record<string, unknown>): Record<string, unknown> {
  const parsed = PRODUCT_ATTRIBUTE_SCHEMAS[category].safeParse(attributes);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[['attributes', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  throw validationError(fields, `The attributes do not fit a product of category ${category}.`);
}

export async function createProduct(ctx: ServiceContext, input: ProductCreate): Promise<ProductDetail> {
  return ctx.db.transaction(async (tx) => {
    const category = await findCategoryByType(tx, input.category);
    if (!category) throw validationError({ category: ['No such category'] });
    await checkReferences(tx, { supplierId: input.supplier_id, locationId: input.location_id });
    const id = await insertProduct(tx, {
      categoryId: category.id,
      supplierId: input.supplier_id,
      locationId: input.location_id,
      name: input.name,
      description: input.description,
      attributes: input.attributes,
      active: input.active,
    });
    await refreshSearchFields(tx, { productId: id });
    const after = await findProduct(tx, id);
    if (!after) throw notFound('Product not found.');
    await recordAudit(tx, ctx.actor, { action: 'create', entityType: ENTITY, entityId: id, before: null, after: auditView(after, input.category) });
    return getProductDetail(tx, id);
  });
}

export async function updateProductById(ctx: ServiceContext, id: number, input: ProductUpdate): Promise<ProductDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await findProduct(tx, id, true);
    if (!before) throw notFound('Product not found.');
    await checkReferences(tx, {
      supplierId: input.supplier_id === before.supplierId ? undefined : input.supplier_id,
      locationId: input.location_id === before.locationId ? undefined : input.location_id,
    });
    const patch: Partial<ProductValues> = {
      supplierId: input.supplier_id,
      locationId: input.location_id,
      name: input.name,
      description: input.description,
      active: input.active,
      attributes: input.attributes && checkedAttributes(before.categoryType, { ...before.attributes, ...input.attributes }),
    };
    await updateProduct(tx, id, patch);
    await refreshSearchFields(tx, { productId: id });

    const after = await findProduct(tx, id);
    if (!after) throw notFound('Product not found.');
    const viewBefore = auditView(before, before.categoryType);
    const viewAfter = auditView(after, after.categoryType);
    if (JSON.stringify(viewBefore) !== JSON.stringify(viewAfter)) {
      await recordAudit(tx, ctx.actor, { action: 'update', entityType: ENTITY, entityId: id, before: viewBefore, after: viewAfter });
    }
    return getProductDetail(tx, id);
  });
}
