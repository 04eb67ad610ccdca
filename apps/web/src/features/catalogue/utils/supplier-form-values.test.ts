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

  it('reads the rating from the text typed, trailing zeros and all, and an emptied one as none', () => {
    const supplier = supplierCard();
    expect(supplierChanges(supplier, { ...supplierFormValues(supplier), rating: '4.50' })).toEqual({ rating: 4.5 });
    expect(supplierChanges(supplier, { ...supplierFormValues(supplier), rating: '4.40' })).toEqual({});
    expect(supplierChanges(supplier, { ...supplierFormValues(supplier), rating: '' })).toEqual({ rating: null });
  });

  it('keeps masked bank details unless they are replaced or removed', () => {
    const supplier = supplierCard();
    const values = supplierFormValues(supplier);
    expect(values.bankMode).toBe('keep');
    expect(values.bank_details.account_number).toBe('');
    expect(supplierChanges(supplier, values)).toEqual({});
    expect(supplierChanges(supplier, { ...values, bankMode: 'none' })).toEqual({ bank_details: null });
  });
});
