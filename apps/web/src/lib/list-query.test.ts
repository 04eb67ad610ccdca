import { describe, expect, it } from 'vitest';
import { auditLogQuerySchema, jobListQuerySchema, staffListQuerySchema, supplierListQuerySchema } from '@ua/contracts';
import { clearedFilters, hasListFilters, listQueryDefaults, listQueryParams, patchListQuery, readListQuery } from './list-query';

const url = (search: string) => new URLSearchParams(search);

describe('a list page\u2019s URL, read by the contract\u2019s query schema', () => {
  it('reads filters, lists, order and page, the defaults filled in', () => {
    const { query, errors } = readListQuery(staffListQuerySchema, url('search=rao&active=false&access_level=2&access_level=5&ordering=-joined&page=3&page_size=50'));
    expect(query).toEqual({ search: 'rao', active: false, access_level: [2, 5], ordering: '-joined', page: 3, page_size: 50 });
    expect(errors).toEqual({});
    expect(readListQuery(supplierListQuerySchema, url('type[]=hotel&type[]=guide')).query).toMatchObject({ type: ['hotel', 'guide'], active: 'true', ordering: 'name', page: 1 });
  });

  it('leaves out what a hand-edited URL gets wrong, keeps the rest, and says what it refused', () => {
    const { query, errors } = readListQuery(staffListQuerySchema, url('ordering=salary&page=-2&access_level=x&active=maybe&search=asha'));
    expect(query).toEqual({ search: 'asha', ordering: 'name', page: 1, page_size: 25 });
    expect(Object.keys(errors).sort()).toEqual(['access_level', 'active', 'ordering', 'page']);
  });

  it('holds to the schema\u2019s rules across fields', () => {
    const { query, errors } = readListQuery(auditLogQuerySchema, url('entity_id=3&action=sign_in'));
    expect(query).toEqual({ action: 'sign_in', page: 1, page_size: 25 });
    expect(errors).toEqual({ entity_id: 'Choose an entity type with the entity id' });
  });

  it('writes a change over the URL, leaving out defaults and empty values, back to page 1', () => {
    const current = url('search=rao&page=3&page_size=50');
    expect(patchListQuery(staffListQuerySchema, current, { active: true, access_level: [2, 5] }).toString()).toBe('search=rao&active=true&access_level=2&access_level=5&page_size=50');
    expect(patchListQuery(staffListQuerySchema, current, { search: '', ordering: 'name' }).toString()).toBe('page_size=50');
    expect(patchListQuery(staffListQuerySchema, current, { page: 4 }).toString()).toBe('search=rao&page=4&page_size=50');
    expect(patchListQuery(jobListQuerySchema, url('name=x'), { state: undefined, name: 'system.purge' }).toString()).toBe('name=system.purge');
    // A new filter takes its place in the schema's order, whatever order the clicks came in.
    expect(patchListQuery(jobListQuerySchema, url('name=x&page=2'), { state: 'dead' }).toString()).toBe('state=dead&name=x');
  });

  it('tells filters from paging and order, and clears only the filters', () => {
    const defaults = listQueryDefaults(staffListQuerySchema);
    const { query } = readListQuery(staffListQuerySchema, url('search=rao&ordering=-joined&page=2'));
    expect(hasListFilters(query, defaults)).toBe(true);
    expect(hasListFilters(readListQuery(staffListQuerySchema, url('ordering=-joined&page=2')).query, defaults)).toBe(false);
    const cleared = patchListQuery(staffListQuerySchema, url('search=rao&ordering=-joined&page=2&name_typo=x'), clearedFilters(query, defaults, { name_typo: 'refused' }));
    expect(cleared.toString()).toBe('ordering=-joined');
  });

  it('gives the API the booleans as the strings its schema reads', () => {
    expect(listQueryParams({ page: 1, page_size: 25, active: false, access_level: [2] })).toEqual({ page: 1, page_size: 25, active: 'false', access_level: [2] });
  });
});
