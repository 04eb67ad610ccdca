import { describe, expect, it } from 'vitest';
import { supplierCard } from '../test/catalogue-fixtures';
import { supplierChanges, supplierFormValues } from './supplier-form-values';

describe('a supplier edit', () => {
  it('sends only what changed, with emptied contact fields as null', () => {
    const supplier = supplierCard();
    const values = supplierFormValues(supplier);
    values.rating = 4.5;
    values.contacts = [{ ...values.contacts[0]!, email: '' }];
    expect(supplierChanges(supplier, values)).toEqual({ rating: 4.5, contacts: [{ name: 'Anil Varghese', role: 'Sales manager', phone: '+919447034567', email: null, whatsapp: null }] });
  });

  it('keeps masked bank details unless they are replaced or removed', () => {
    const supplier = supplierCard();
    const values = supplierFormValues(supplier);
    expect(values.bankMode).toBe('keep');
    expect(values.bank.account_number).toBe('');
    expect(supplierChanges(supplier, values)).toEqual({});
    expect(supplierChanges(supplier, { ...values, bankMode: 'none' })).toEqual({ bank_details: null });
  });
});
