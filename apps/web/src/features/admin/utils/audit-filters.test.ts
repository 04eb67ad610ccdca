import { describe, expect, it } from 'vitest';
import { patchListQuery, readListQuery } from '../../../lib/list-query';
import { auditLogQuery, auditUrlSchema } from './audit-filters';

const read = (search: string) => readListQuery(auditUrlSchema, new URLSearchParams(search));

describe('the audit log filters in the URL', () => {
  it('read what the contract reads, with whole days for from and to', () => {
    const search = 'actor=3&entity_type=user&entity_id=12&action=deactivate&from=2026-11-01&to=2026-11-22&page=2';
    const { query, errors } = read(search);
    expect(query).toEqual({ actor: 3, entity_type: 'user', entity_id: '12', action: 'deactivate', from: '2026-11-01', to: '2026-11-22', page: 2, page_size: 25 });
    expect(errors).toEqual({});
    expect(patchListQuery(auditUrlSchema, new URLSearchParams(search), { page: 2 }).toString()).toBe(search);
  });

  it('leave out days that are not calendar days, and say so', () => {
    const { query, errors } = read('from=yesterday&to=2026-13-45&action=sign_in');
    expect(query).toEqual({ action: 'sign_in', page: 1, page_size: 25 });
    expect(errors).toEqual({ from: 'Enter a day as dd/mm/yyyy', to: 'Enter a day as dd/mm/yyyy' });
  });

  it('hold to the contract: an end before the start is refused', () => {
    expect(read('from=2026-11-22&to=2026-11-01').errors).toEqual({ to: 'The end is before the start' });
    expect(read('from=2026-11-22&to=2026-11-22').errors).toEqual({});
  });

  it('ask the API for whole days, from the first moment of `from` to the last of `to`', () => {
    const query = auditLogQuery(read('from=2026-11-01&to=2026-11-22').query);
    expect(query.from).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).toISOString());
    expect(query.to).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).toISOString());
  });

  it('keep only the entity types and actions the contract knows: a stray one from an old link is dropped', () => {
    expect(read('entity_type=booking_thing&action=sign-in').query).toEqual({ page: 1, page_size: 25 });
    expect(read('entity_type=product_variant&action=attach_tag').query).toMatchObject({ entity_type: 'product_variant', action: 'attach_tag' });
  });
});
