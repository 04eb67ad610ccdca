import { COMMISSION_BP_MAX, type AgentCreateRequest, type AgentDetail, type AgentUpdateRequest, type ProductCategoryType } from '@ua/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { parseRupees, rupeesText } from '../../../lib/money';
import { parsePercent, percentText } from './percent';

export type ContactValues = { name: string; phone: string; email: string; whatsapp: string };

/** A category's own rate. `commission_bp` holds the percentage as typed, named as the request names it so its errors land on it. */
export type OverrideValues = { category: ProductCategoryType | null; commission_bp: string };

/** Percentages and rupees are held as typed and turned into basis points and paise, digit by digit, only in the request. */
export type AgentFormValues = {
  agency_name: string;
  city: string;
  contacts: ContactValues[];
  gstin: string;
  pan: string;
  commission_percent: string;
  commission_overrides: OverrideValues[];
  credit_limit_rupees: string;
  /** May be below zero: told only once the agent is that far into its credit. */
  low_balance_alert_rupees: string;
  account_manager_id: number | undefined;
  notes: string;
};

/** Where the request's errors show: the boxes that hold its percent and rupee fields as typed. */
export const AGENT_FIELD_PATHS = {
  commission_bp: 'commission_percent',
  credit_limit_paise: 'credit_limit_rupees',
  low_balance_alert_paise: 'low_balance_alert_rupees',
} as const;

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', whatsapp: '' };
export const EMPTY_OVERRIDE: OverrideValues = { category: null, commission_bp: '' };

export function agentFormValues(agent: AgentDetail | undefined): AgentFormValues {
  return {
    agency_name: agent?.agency_name ?? '',
    city: agent?.city ?? '',
    contacts: agent?.contacts.map((contact) => ({ name: contact.name, phone: contact.phone ?? '', email: contact.email ?? '', whatsapp: contact.whatsapp ?? '' })) ?? [],
    gstin: agent?.gstin ?? '',
    pan: agent?.pan ?? '',
    commission_percent: percentText(agent?.commission_bp ?? 0),
    commission_overrides: agent?.commission_overrides.map((override) => ({ category: override.category, commission_bp: percentText(override.commission_bp) })) ?? [],
    credit_limit_rupees: rupeesText(agent?.credit_limit_paise ?? 0),
    low_balance_alert_rupees: rupeesText(agent?.low_balance_alert_paise ?? 0),
    account_manager_id: agent?.account_manager?.id,
    notes: agent?.notes ?? '',
  };
}

/** Whole paise from rupees as typed, a leading minus allowed (`-25000`); null when it is not an amount. */
export function parseSignedRupees(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const paise = parseRupees(negative ? trimmed.slice(1) : trimmed);
  if (paise === null) return null;
  return negative && paise !== 0 ? -paise : paise;
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The create request, before the contract's schema checks and normalises it; a box that holds no amount yet sends nothing (refine says why). */
export function agentCreateInput(values: AgentFormValues): Record<keyof AgentCreateRequest, unknown> {
  return {
    agency_name: values.agency_name,
    contacts: values.contacts.map((contact) => ({ name: contact.name, phone: orNull(contact.phone), email: orNull(contact.email), whatsapp: orNull(contact.whatsapp) })),
    city: values.city,
    gstin: orNull(values.gstin),
    pan: orNull(values.pan),
    commission_bp: parsePercent(values.commission_percent) ?? undefined,
    commission_overrides: values.commission_overrides.map((override) => ({ category: override.category ?? undefined, commission_bp: parsePercent(override.commission_bp) ?? undefined })),
    credit_limit_paise: parseRupees(values.credit_limit_rupees) ?? undefined,
    notes: values.notes,
    account_manager_id: values.account_manager_id ?? null,
    low_balance_alert_paise: parseSignedRupees(values.low_balance_alert_rupees) ?? undefined,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the edit changes, and only that: a PATCH leaves alone what someone else changed meanwhile. */
export function agentChanges(agent: AgentDetail, values: AgentFormValues): Partial<Record<keyof AgentUpdateRequest, unknown>> {
  const after = agentCreateInput(values);
  const was = agentCreateInput(agentFormValues(agent));
  const changes: Partial<Record<keyof AgentUpdateRequest, unknown>> = {};
  for (const key of Object.keys(after) as (keyof AgentUpdateRequest)[]) {
    if (!same(after[key], was[key])) changes[key] = after[key];
  }
  return changes;
}

const PERCENT_MESSAGE = 'Enter a percentage, like 8 or 8.25';
const PERCENT_MAX_MESSAGE = 'Enter at most 100%';

function percentError(text: string): string | undefined {
  const basisPoints = parsePercent(text);
  if (basisPoints === null) return PERCENT_MESSAGE;
  return basisPoints > COMMISSION_BP_MAX ? PERCENT_MAX_MESSAGE : undefined;
}

/**
 * What the schema cannot see of the boxes typed in percent and rupees: text that is no amount yet
 * (the request would simply leave it out, and a new agent would get the default). Keyed like the request.
 */
export function agentAmountErrors(values: AgentFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const commission = percentError(values.commission_percent);
  if (commission) errors.commission_bp = commission;
  values.commission_overrides.forEach((override, index) => {
    const error = percentError(override.commission_bp);
    if (error) errors[`commission_overrides.${index}.commission_bp`] = error;
  });
  if (parseRupees(values.credit_limit_rupees) === null) errors.credit_limit_paise = 'Enter the credit limit in rupees, like 50000 or 0 for none';
  if (parseSignedRupees(values.low_balance_alert_rupees) === null) errors.low_balance_alert_paise = 'Enter an amount in rupees, like 10000, or below zero such as -5000';
  return errors;
}
