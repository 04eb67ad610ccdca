import { describe, expect, it } from 'vitest';
import { auditChanges, fieldLabel, formatAuditValue } from './audit-changes';

describe('auditChanges', () => {
  it('reads an update field by field: before and after, in words', () => {
    const changes = auditChanges({ active: true, first_name: 'Meera' }, { active: false, first_name: 'Meera K' });
    expect(changes.map(({ label, before, after }) => `${label}: ${before} → ${after}`)).toEqual(['Active: Yes → No', 'First name: Meera → Meera K']);
  });

  it('names the levels a person gained and lost, rather than dumping ids', () => {
    const [change] = auditChanges(
      { access_levels: [{ id: 1, name: 'Administrator' }] },
      { access_levels: [{ id: 2, name: 'Operations' }, { id: 3, name: 'Accounts' }] },
    );
    expect(change).toMatchObject({ before: 'Administrator', after: 'Operations, Accounts', added: ['Operations', 'Accounts'], removed: ['Administrator'] });
  });

  it('shows a creation with nothing before, and a deletion with nothing after', () => {
    expect(auditChanges(null, { name: 'Sales', labels: ['bookings.view'] })).toEqual([
      { field: 'name', label: 'Name', before: undefined, after: 'Sales', added: [], removed: [] },
      { field: 'labels', label: 'Labels', before: undefined, after: 'bookings.view', added: [], removed: [] },
    ]);
    expect(auditChanges({ name: 'Sales' }, null)[0]).toMatchObject({ before: 'Sales', after: undefined });
  });

  it('writes nested records, empty lists and empty strings readably', () => {
    expect(formatAuditValue({ user_ids: [3, 4], access_level_ids: [], all: false })).toBe('User ids: 3, 4; Access level ids: (none); All: No');
    expect(formatAuditValue('')).toBe('(empty)');
    expect(formatAuditValue(null)).toBe('(none)');
    expect(fieldLabel('hostedDomain')).toBe('Hosted domain');
  });
});
