import type { z } from 'zod';
import {
  CATALOGUE_AUDIT_ENTITY_TYPES,
  MASKED_ACCOUNT_PREFIX,
  type PermissionLabel,
  type SupplierBankDetails,
  type SupplierBankDetailsView,
  type SupplierDetail,
  type SupplierSummary,
  type supplierCreateRequestSchema,
  type supplierUpdateRequestSchema,
} from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { recordAudit } from '../../core/audit.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import type { ServiceContext } from '../../core/actor.ts';
import { missingLocationIds, type LocationRefRow } from './locations.repository.ts';
import { toLocationRef } from './locations.service.ts';
import { expandTerms, searchTerms, tsqueryOf } from './product-search.repository.ts';
import { recordNameWords, refreshSearchFields } from './search-text.repository.ts';
import {
  activeProductCounts,
  findSupplier,
  inactiveLocationIds,
  insertSupplier,
  listSuppliers,
  replaceServedLocations,
  servedLocations,
  updateSupplier,
  type SupplierListFilter,
  type SupplierRow,
  type SupplierValues,
} from './suppliers.repository.ts';

type SupplierCreate = z.output<typeof supplierCreateRequestSchema>;
type SupplierUpdate = z.output<typeof supplierUpdateRequestSchema>;

/** Whether the caller sees bank details whole: only holders of payments.view do. */
export type BankDetailsScope = 'full' | 'masked';

const ENTITY = CATALOGUE_AUDIT_ENTITY_TYPES.supplier;
/** Who sees bank details whole, and so who may change them and hears when they change. */
const PAYMENTS_VIEW: PermissionLabel = 'payments.view';

function maskAccountNumber(accountNumber: string): string {
  return `${MASKED_ACCOUNT_PREFIX}${accountNumber.slice(-4)}`;
}

function bankDetailsView(details: SupplierBankDetails | null, scope: BankDetailsScope): SupplierBankDetailsView | null {
  if (!details) return null;
  const masked = scope === 'masked';
  return { ...details, account_number: masked ? maskAccountNumber(details.account_number) : details.account_number, masked };
}

function toSummary(row: SupplierRow, served: LocationRefRow[], productCount: number): SupplierSummary {
  return {
    id: row.id,
    display_name: row.displayName,
    legal_name: row.legalName,
    type: row.type,
    rating: row.rating,
    payment_terms_days: row.paymentTermsDays,
    active: row.active,
    locations: served.map(toLocationRef),
    primary_contact: row.contacts[0] ?? null,
    product_count: productCount,
  };
}

/** The audit log is readable by audit.view holders, who need not hold payments.view: it keeps the number masked. */
function auditView(row: SupplierRow, locationIds: number[]): Record<string, unknown> {
  return {
    display_name: row.displayName,
    legal_name: row.legalName,
    type: row.type,
    contacts: row.contacts,
    location_ids: locationIds,
    payment_terms_days: row.paymentTermsDays,
    bank_details: bankDetailsView(row.bankDetails, 'masked'),
    rating: row.rating,
    notes: row.notes,
    active: row.active,
  };
}

/** Both as the contract normalises them (account number and IFSC upper-case, no spaces). */
function sameBankDetails(a: SupplierBankDetails | null, b: SupplierBankDetails | null): boolean {
  if (a === null || b === null) return a === b;
  return a.account_name === b.account_name && a.account_number === b.account_number && (a.ifsc ?? null) === (b.ifsc ?? null) && a.bank_name === b.bank_name;
}

/**
 * Changing bank details redirects what we pay. Whoever sees them masked would replace an account they
 * cannot read, so changing them (adding, replacing or removing) takes payments.view as well.
 */
function bankDetailsChangeRefusal(): AppError {
  return new AppError(
    'supplier.bank_details_need_payments_view',
    'Changing a supplier’s bank details needs the payments.view permission as well: ask someone in accounts.',
    { bank_details: ['Changing bank details needs the payments.view permission'] },
  );
}

/** What the payments team reads in their bell: never the account number, not even its last digits. */
function bankChangeMessage(supplier: SupplierRow, before: SupplierBankDetails | null, after: SupplierBankDetails | null, actor: ServiceContext['actor']): string {
  const what = before === null ? 'added' : after === null ? 'removed' : 'replaced';
  const who = actor.firstName ? `${actor.firstName} (${actor.email})` : actor.email;
  return `The bank details of ${supplier.displayName} were ${what} by ${who}. Confirm them with the supplier before the next payment.`;
}

async function requireSupplier(db: Db, id: number, lock = false): Promise<SupplierRow> {
  const row = await findSupplier(db, id, lock);
  if (!row) throw notFound('Supplier not found.');
  return row;
}

async function checkLocations(db: Db, ids: readonly number[]): Promise<void> {
  const missing = await missingLocationIds(db, ids);
  if (missing.length > 0) throw validationError({ location_ids: [`No location with id ${missing.join(', ')}`] });
  const inactive = await inactiveLocationIds(db, ids);
  if (inactive.length > 0) throw validationError({ location_ids: [`Location ${inactive.join(', ')} is deactivated`] });
}

/**
 * The words a supplier search stands for, as product search takes them (each term itself, the words
 * it begins, or failing those the listed words most like it): "kerla" is Kerala. Undefined when a
 * term stands for nothing; the name's own trigram match still applies then.
 */
async function supplierMatch(db: Db, q: string | undefined): Promise<string | undefined> {
  const terms = q === undefined ? [] : searchTerms(q);
  if (terms.length === 0) return undefined;
  const expanded = await expandTerms(db, terms);
  const groups = terms.map((term) => expanded.get(term) ?? []);
  return groups.some((words) => words.length === 0) ? undefined : tsqueryOf(groups);
}

export async function listSupplierSummaries(db: Db, filter: Omit<SupplierListFilter, 'match'>, limit: number, offset: number): Promise<{ count: number; results: SupplierSummary[] }> {
  const { count, rows } = await listSuppliers(db, { ...filter, match: await supplierMatch(db, filter.q) }, limit, offset);
  const ids = rows.map((row) => row.id);
  const [served, counts] = await inParallel(db, [() => servedLocations(db, ids), () => activeProductCounts(db, ids)]);
  return { count, results: rows.map((row) => toSummary(row, served.get(row.id) ?? [], counts.get(row.id) ?? 0)) };
}

export async function getSupplierDetail(db: Db, id: number, scope: BankDetailsScope): Promise<SupplierDetail> {
  const row = await requireSupplier(db, id);
  const [served, counts] = await inParallel(db, [() => servedLocations(db, [id]), () => activeProductCounts(db, [id])]);
  return {
    ...toSummary(row, served.get(id) ?? [], counts.get(id) ?? 0),
    contacts: row.contacts,
    bank_details: bankDetailsView(row.bankDetails, scope),
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createSupplier(ctx: ServiceContext, input: SupplierCreate, scope: BankDetailsScope): Promise<SupplierDetail> {
  return ctx.db.transaction(async (tx) => {
    await checkLocations(tx, input.location_ids);
    const id = await insertSupplier(tx, {
      displayName: input.display_name,
      legalName: input.legal_name,
      type: input.type,
      contacts: input.contacts,
      paymentTermsDays: input.payment_terms_days,
      bankDetails: input.bank_details,
      rating: input.rating,
      notes: input.notes,
    });
    await replaceServedLocations(tx, id, input.location_ids);
    await recordNameWords(tx, { supplierId: id });
    const after = await requireSupplier(tx, id);
    await recordAudit(tx, ctx.actor, { action: 'create', entityType: ENTITY, entityId: id, before: null, after: auditView(after, [...new Set(input.location_ids)]) });
    return getSupplierDetail(tx, id, scope);
  });
}

export async function updateSupplierById(ctx: ServiceContext, id: number, input: SupplierUpdate, scope: BankDetailsScope, action = 'update'): Promise<SupplierDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await requireSupplier(tx, id, true);
    const bankChanged = input.bank_details !== undefined && !sameBankDetails(before.bankDetails, input.bank_details);
    if (bankChanged && !ctx.actor.labels.has(PAYMENTS_VIEW)) throw bankDetailsChangeRefusal();
    const servedBefore = ((await servedLocations(tx, [id])).get(id) ?? []).map((location) => location.id);
    if (input.location_ids) await checkLocations(tx, input.location_ids);

    const patch: Partial<SupplierValues> = {
      displayName: input.display_name,
      legalName: input.legal_name,
      type: input.type,
      contacts: input.contacts,
      paymentTermsDays: input.payment_terms_days,
      bankDetails: input.bank_details,
      rating: input.rating,
      notes: input.notes,
      active: input.active,
    };
    await updateSupplier(tx, id, patch);
    if (input.location_ids) await replaceServedLocations(tx, id, input.location_ids);
    // Products are found by their supplier's name and kind.
    if ((input.display_name !== undefined && input.display_name !== before.displayName) || (input.type !== undefined && input.type !== before.type)) {
      await refreshSearchFields(tx, { supplierId: id });
    }
    if (input.display_name !== undefined || input.legal_name !== undefined || input.type !== undefined) await recordNameWords(tx, { supplierId: id });

    const after = await requireSupplier(tx, id);
    if (bankChanged) {
      // In this transaction: the payments team hears of the change exactly when it commits.
      const message = bankChangeMessage(after, before.bankDetails, after.bankDetails, ctx.actor);
      await notify(tx, { labels: [PAYMENTS_VIEW] }, { type: 'supplier', message, link: `/suppliers/${id}` });
    }
    const servedAfter = ((await servedLocations(tx, [id])).get(id) ?? []).map((location) => location.id);
    const viewBefore = auditView(before, servedBefore.sort((a, b) => a - b));
    const viewAfter = auditView(after, servedAfter.sort((a, b) => a - b));
    // Masked numbers ending alike would hide a change of account: say so in so many words.
    if (before.bankDetails?.account_number !== after.bankDetails?.account_number) {
      viewBefore.bank_account_changed = false;
      viewAfter.bank_account_changed = true;
    }
    if (JSON.stringify(viewBefore) !== JSON.stringify(viewAfter)) {
      await recordAudit(tx, ctx.actor, { action, entityType: ENTITY, entityId: id, before: viewBefore, after: viewAfter });
    }
    return getSupplierDetail(tx, id, scope);
  });
}

/** Never a delete: products and bookings keep pointing at the supplier. */
export async function deactivateSupplier(ctx: ServiceContext, id: number, scope: BankDetailsScope): Promise<SupplierDetail> {
  return updateSupplierById(ctx, id, { active: false }, scope, 'deactivate');
}
