import { describe, expect, it } from 'vitest';
import { auditLogQuery, readAuditFilters, writeAuditFilters } from './audit-filters';

describe('the audit log filters in the URL', () => {
  it('read back what they wrote', () => {
    const params = new URLSearchParams('actor=3&entity_type=user&entity_id=12&action=deactivate&from=2026-11-01&to=2026-11-22&page=2');
    const filters = readAuditFilters(params);
    expect(filters).toEqual({ actor: 3, entityType: 'user', entityId: '12', action: 'deactivate', from: '2026-11-01', to: '2026-11-22', page: 2, pageSize: 25 });
    expect(writeAuditFilters(filters).toString()).toBe(params.toString());
  });

  it('drop dates that are not calendar days', () => {
    expect(readAuditFilters(new URLSearchParams('from=yesterday&to=2026-13-45'))).toMatchObject({ from: '', to: '' });
  });

  it('ask the API for whole days, from the first moment of `from` to the last of `to`', () => {
    const query = auditLogQuery(readAuditFilters(new URLSearchParams('from=2026-11-01&to=2026-11-22')));
    expect(query.from).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).toISOString());
    expect(query.to).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).toISOString());
  });

  it('keep only the entity types and actions the contract knows: a stray one from an old link is dropped', () => {
    expect(readAuditFilters(new URLSearchParams('entity_type=booking_thing&action=sign-in'))).toMatchObject({ entityType: '', action: '' });
    expect(readAuditFilters(new URLSearchParams('entity_type=product_variant&action=attach_tag'))).toMatchObject({ entityType: 'product_variant', action: 'attach_tag' });
  });
});
