import { describe, expect, it } from 'vitest';
import { readStaffFilters, staffListQuery, writeStaffFilters } from './staff-filters';

describe('the staff table filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = { search: 'rao', active: 'inactive', accessLevelIds: [2, 5], ordering: '-joined', page: 3, pageSize: 50 } as const;
    const params = writeStaffFilters({ ...filters, accessLevelIds: [2, 5] });
    expect(params.toString()).toBe('search=rao&active=false&access_level=2&access_level=5&ordering=-joined&page=3&page_size=50');
    expect(readStaffFilters(params)).toEqual(filters);
  });

  it('leave the defaults out, and ignore what a hand-edited URL gets wrong', () => {
    const filters = readStaffFilters(new URLSearchParams('ordering=salary&page=-2&page_size=7&access_level=x&active=maybe'));
    expect(filters).toEqual({ search: '', active: 'all', accessLevelIds: [], ordering: 'name', page: 1, pageSize: 25 });
    expect(writeStaffFilters(filters).toString()).toBe('');
  });

  it('become the API query, levels as an array', () => {
    const filters = readStaffFilters(new URLSearchParams('search=asha&active=true&access_level=1'));
    expect(staffListQuery(filters)).toEqual({ page: 1, page_size: 25, ordering: 'name', search: 'asha', active: 'true', access_level: [1] });
  });
});
