import { describe, expect, it } from 'vitest';
import { readSupplierFilters, supplierListQuery, writeSupplierFilters } from './supplier-filters';

describe('supplier filters in the URL', () => {
  it('read back what they wrote, and become the API query with bracketed types', () => {
    const search = 'q=tea&type=hotel&type=guide&location=7&status=inactive&ordering=-rating&page=3';
    const filters = readSupplierFilters(new URLSearchParams(search));
    expect(writeSupplierFilters(filters).toString()).toBe(new URLSearchParams(search).toString());
    expect(supplierListQuery(filters)).toEqual({ page: 3, page_size: 25, ordering: '-rating', active: 'false', q: 'tea', type: ['hotel', 'guide'], location: 7 });
  });

  it('start from active suppliers by name', () => {
    const filters = readSupplierFilters(new URLSearchParams('type=airline&status=maybe'));
    expect(filters).toMatchObject({ types: [], status: 'active', ordering: 'name' });
    expect(writeSupplierFilters(filters).toString()).toBe('');
  });
});
