import type { LocationRef, SupplierCreateRequest, SupplierDetail, SupplierType, SupplierUpdateRequest } from '@ua/contracts';
import { numberFrom, type NumberText } from '../../../lib/typed-number';

export type ContactValues = { name: string; role: string; phone: string; email: string; whatsapp: string };
export type BankValues = { account_name: string; account_number: string; ifsc: string; bank_name: string };
/** `keep`: leave the stored details alone (an edit that may not see them whole); `none`: no details; `edit`: the boxes below. */
export type BankMode = 'keep' | 'none' | 'edit';

export type SupplierFormValues = {
  display_name: string;
  legal_name: string;
  type: SupplierType | null;
  /** As typed (`4.5`, or `4.` on the way there); a number only in the request. */
  rating: NumberText;
  payment_terms_days: NumberText;
  notes: string;
  locations: LocationRef[];
  contacts: ContactValues[];
  bankMode: BankMode;
  /** Named as the request names them, so the schema's and the server's errors land on them. */
  bank_details: BankValues;
};

export const EMPTY_CONTACT: ContactValues = { name: '', role: '', phone: '', email: '', whatsapp: '' };
const EMPTY_BANK: BankValues = { account_name: '', account_number: '', ifsc: '', bank_name: '' };

export function supplierFormValues(supplier: SupplierDetail | undefined): SupplierFormValues {
  const bank = supplier?.bank_details;
  return {
    display_name: supplier?.display_name ?? '',
    legal_name: supplier?.legal_name ?? '',
    type: supplier?.type ?? null,
    rating: supplier?.rating ?? '',
    payment_terms_days: supplier?.payment_terms_days ?? 30,
    notes: supplier?.notes ?? '',
    locations: supplier?.locations ?? [],
    contacts: supplier?.contacts.map((contact) => ({ name: contact.name, role: contact.role, phone: contact.phone ?? '', email: contact.email ?? '', whatsapp: contact.whatsapp ?? '' })) ?? [],
    bankMode: bank ? 'keep' : 'none',
    // Masked details cannot be sent back: replacing them starts from empty boxes.
    bank_details: bank && !bank.masked ? { account_name: bank.account_name, account_number: bank.account_number, ifsc: bank.ifsc ?? '', bank_name: bank.bank_name } : EMPTY_BANK,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

function contactsOf(values: SupplierFormValues) {
  return values.contacts.map((contact) => ({ name: contact.name, role: contact.role, phone: orNull(contact.phone), email: orNull(contact.email), whatsapp: orNull(contact.whatsapp) }));
}

function bankOf(values: SupplierFormValues) {
  return values.bankMode === 'edit' ? { ...values.bank_details, ifsc: orNull(values.bank_details.ifsc) } : null;
}

/** The create request, before the contract's schema checks and normalises it. */
export function supplierCreateInput(values: SupplierFormValues): Record<keyof SupplierCreateRequest, unknown> {
  return {
    display_name: values.display_name,
    legal_name: values.legal_name,
    type: values.type ?? undefined,
    contacts: contactsOf(values),
    location_ids: values.locations.map((place) => place.id),
    payment_terms_days: numberFrom(values.payment_terms_days),
    bank_details: bankOf(values),
    rating: numberFrom(values.rating) ?? null,
    notes: values.notes,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the edit changes, and only that: a PATCH leaves alone what someone else changed meanwhile. */
export function supplierChanges(supplier: SupplierDetail, values: SupplierFormValues): Partial<Record<keyof SupplierUpdateRequest, unknown>> {
  const before = supplierFormValues(supplier);
  const after = supplierCreateInput(values);
  const was = supplierCreateInput(before);
  const changes: Partial<Record<keyof SupplierUpdateRequest, unknown>> = {};
  for (const key of ['display_name', 'legal_name', 'type', 'payment_terms_days', 'rating', 'notes', 'contacts'] as const) {
    if (!same(after[key], was[key])) changes[key] = after[key];
  }
  const ids = (list: unknown) => (Array.isArray(list) ? [...list].sort() : list);
  if (!same(ids(after.location_ids), ids(was.location_ids))) changes.location_ids = after.location_ids;
  if (values.bankMode === 'edit') changes.bank_details = after.bank_details;
  if (values.bankMode === 'none' && supplier.bank_details !== null) changes.bank_details = null;
  return changes;
}
