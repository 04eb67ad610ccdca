import type { z } from 'zod';
import {
  AGENT_AUDIT_ENTITY_TYPES,
  GSTIN_PAN_MISMATCH,
  PRODUCT_CATEGORY_TYPES,
  gstinPanMismatch,
  type AgentContact,
  type AgentDetail,
  type AgentSummary,
  type CommissionOverride,
  type agentCreateRequestSchema,
  type agentStatusRequestSchema,
  type agentUpdateRequestSchema,
} from '@ua/contracts';
import type { Db } from '../../db/client.ts';
import { can, type ServiceContext } from '../../core/actor.ts';
import { formatMoney } from '../itineraries/index.ts';
import { recordAudit } from '../../core/audit.ts';
import { inParallel } from '../../db/in-parallel.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { violatedConstraint } from '../../lib/pg-errors.ts';
import { lookupStaff, staffNames } from '../admin/index.ts';
import {
  commissionOverridesOf,
  contactsOfAgents,
  findAgent,
  insertAgent,
  isAgencyNameTaken,
  listAgents,
  replaceCommissionOverrides,
  replaceContacts,
  updateAgent,
  type AgentListFilter,
  type AgentRow,
  type AgentValues,
} from './agents.repository.ts';

type AgentCreate = z.output<typeof agentCreateRequestSchema>;
type AgentUpdate = z.output<typeof agentUpdateRequestSchema>;
type AgentStatusChange = z.output<typeof agentStatusRequestSchema>;

const ENTITY = AGENT_AUDIT_ENTITY_TYPES.agent;
/** The index that keeps agency names unique ignoring case. */
const NAME_CONSTRAINT = 'agents_agency_name_lower_key';

function nameTaken(name: string): AppError {
  return new AppError('agent.name_taken', `An agent named "${name}" exists already.`, { agency_name: ['An agent with this name exists already'] });
}

/** A concurrent create or rename took the name since the check: the same answer as the check's. */
function nameRace(name: string) {
  return (error: unknown): never => {
    throw violatedConstraint(error) === NAME_CONSTRAINT ? nameTaken(name) : error;
  };
}

/** In the catalogue's category order, so equal sets store, audit and answer alike. */
function sortedOverrides(overrides: readonly CommissionOverride[]): CommissionOverride[] {
  return [...overrides].sort((a, b) => PRODUCT_CATEGORY_TYPES.indexOf(a.category) - PRODUCT_CATEGORY_TYPES.indexOf(b.category));
}

function toSummary(row: AgentRow, contacts: AgentContact[], managers: Map<number, string>, showWallet: boolean): AgentSummary {
  return {
    id: row.id,
    agency_name: row.agencyName,
    city: row.city,
    status: row.status,
    gstin: row.gstin,
    commission_bp: row.commissionBp,
    credit_limit_paise: row.creditLimitPaise,
    primary_contact: contacts[0] ?? null,
    account_manager: row.accountManagerId === null ? null : { id: row.accountManagerId, name: managers.get(row.accountManagerId) ?? '' },
    wallet: showWallet ? { balance_paise: row.walletBalancePaise, available_paise: row.walletBalancePaise + row.creditLimitPaise } : null,
  };
}

function auditView(row: AgentRow, contacts: AgentContact[], overrides: CommissionOverride[]): Record<string, unknown> {
  return {
    agency_name: row.agencyName,
    city: row.city,
    contacts,
    gstin: row.gstin,
    pan: row.pan,
    commission_bp: row.commissionBp,
    commission_overrides: sortedOverrides(overrides),
    credit_limit_paise: row.creditLimitPaise,
    low_balance_alert_paise: row.lowBalanceAlertPaise,
    status: row.status,
    status_reason: row.statusReason,
    notes: row.notes,
    account_manager_id: row.accountManagerId,
  };
}

async function requireAgent(db: Db, id: number, lock = false): Promise<AgentRow> {
  const row = await findAgent(db, id, lock);
  if (!row) throw notFound('Agent not found.');
  return row;
}

/** An agent's account manager looks after it: an active staff member. */
async function checkAccountManager(db: Db, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const { rows } = await lookupStaff(db, { ids: [id], active: true }, 1, 0);
  if (rows.length === 0) throw validationError({ account_manager_id: ['Choose an active staff member'] });
}

/** The GSTIN must hold the PAN, as both stand after the write. */
function checkGstinHoldsPan(gstin: string | null, pan: string | null): void {
  if (gstinPanMismatch(gstin, pan)) throw validationError({ gstin: [GSTIN_PAN_MISMATCH] });
}

async function snapshotOf(db: Db, id: number): Promise<{ row: AgentRow; contacts: AgentContact[]; overrides: CommissionOverride[] }> {
  const row = await requireAgent(db, id);
  const [contacts, overrides] = await inParallel(db, [() => contactsOfAgents(db, [id]), () => commissionOverridesOf(db, id)]);
  return { row, contacts: contacts.get(id) ?? [], overrides: sortedOverrides(overrides) };
}

/** `showWallet`: the caller holds `wallet.view`, so the balance is shown. */
export async function listAgentSummaries(db: Db, filter: AgentListFilter, limit: number, offset: number, showWallet: boolean): Promise<{ count: number; results: AgentSummary[] }> {
  const { count, rows } = await listAgents(db, filter, limit, offset);
  const ids = rows.map((row) => row.id);
  const [contacts, managers] = await inParallel(db, [() => contactsOfAgents(db, ids), () => staffNames(db, rows.map((row) => row.accountManagerId))]);
  return { count, results: rows.map((row) => toSummary(row, contacts.get(row.id) ?? [], managers, showWallet)) };
}

export async function getAgentDetail(db: Db, id: number, showWallet: boolean): Promise<AgentDetail> {
  const { row, contacts, overrides } = await snapshotOf(db, id);
  const managers = await staffNames(db, [row.accountManagerId]);
  return {
    ...toSummary(row, contacts, managers, showWallet),
    contacts,
    pan: row.pan,
    commission_overrides: overrides,
    status_reason: row.statusReason,
    low_balance_alert_paise: row.lowBalanceAlertPaise,
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createAgent(ctx: ServiceContext, input: AgentCreate): Promise<AgentDetail> {
  return ctx.db.transaction(async (tx) => {
    await checkAccountManager(tx, input.account_manager_id);
    if (await isAgencyNameTaken(tx, input.agency_name)) throw nameTaken(input.agency_name);
    const id = await insertAgent(tx, {
      agencyName: input.agency_name,
      city: input.city,
      gstin: input.gstin,
      pan: input.pan,
      commissionBp: input.commission_bp,
      creditLimitPaise: input.credit_limit_paise,
      notes: input.notes,
      accountManagerId: input.account_manager_id,
      lowBalanceAlertPaise: input.low_balance_alert_paise,
    }).catch(nameRace(input.agency_name));
    await replaceContacts(tx, id, input.contacts);
    await replaceCommissionOverrides(tx, id, input.commission_overrides);
    const after = await snapshotOf(tx, id);
    await recordAudit(tx, ctx.actor, { action: 'create', entityType: ENTITY, entityId: id, before: null, after: auditView(after.row, after.contacts, after.overrides) });
    return getAgentDetail(tx, id, can(ctx.actor, 'wallet.view'));
  });
}

export async function updateAgentById(ctx: ServiceContext, id: number, input: AgentUpdate): Promise<AgentDetail> {
  return ctx.db.transaction(async (tx) => {
    await requireAgent(tx, id, true);
    const before = await snapshotOf(tx, id);
    checkGstinHoldsPan(input.gstin === undefined ? before.row.gstin : input.gstin, input.pan === undefined ? before.row.pan : input.pan);
    await checkAccountManager(tx, input.account_manager_id);
    if (input.agency_name !== undefined && (await isAgencyNameTaken(tx, input.agency_name, id))) throw nameTaken(input.agency_name);

    const patch: Partial<AgentValues> = {
      agencyName: input.agency_name,
      city: input.city,
      gstin: input.gstin,
      pan: input.pan,
      commissionBp: input.commission_bp,
      creditLimitPaise: input.credit_limit_paise,
      notes: input.notes,
      accountManagerId: input.account_manager_id,
      lowBalanceAlertPaise: input.low_balance_alert_paise,
    };
    if (input.credit_limit_paise !== undefined && before.row.walletBalancePaise < -input.credit_limit_paise) {
      throw validationError({ credit_limit_paise: [`The wallet owes ${formatMoney(-before.row.walletBalancePaise, 'INR')}: the credit limit cannot be less until it is paid back`] });
    }
    await updateAgent(tx, id, patch).catch(nameRace(input.agency_name ?? before.row.agencyName));
    if (input.contacts) await replaceContacts(tx, id, input.contacts);
    if (input.commission_overrides) await replaceCommissionOverrides(tx, id, input.commission_overrides);

    const after = await snapshotOf(tx, id);
    const viewBefore = auditView(before.row, before.contacts, before.overrides);
    const viewAfter = auditView(after.row, after.contacts, after.overrides);
    if (JSON.stringify(viewBefore) !== JSON.stringify(viewAfter)) {
      await recordAudit(tx, ctx.actor, { action: 'update', entityType: ENTITY, entityId: id, before: viewBefore, after: viewAfter });
    }
    return getAgentDetail(tx, id, can(ctx.actor, 'wallet.view'));
  });
}

/** Any status to any other, with why; the same status again changes nothing and records nothing. */
export async function changeAgentStatus(ctx: ServiceContext, id: number, input: AgentStatusChange): Promise<AgentDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await requireAgent(tx, id, true);
    if (before.status === input.status) return getAgentDetail(tx, id, can(ctx.actor, 'wallet.view'));
    await updateAgent(tx, id, { status: input.status, statusReason: input.reason, statusChangedAt: new Date() });
    const after = await requireAgent(tx, id);
    await recordAudit(tx, ctx.actor, {
      action: 'change_status',
      entityType: ENTITY,
      entityId: id,
      before: { status: before.status, status_reason: before.statusReason },
      after: { status: after.status, status_reason: after.statusReason },
    });
    return getAgentDetail(tx, id, can(ctx.actor, 'wallet.view'));
  });
}
