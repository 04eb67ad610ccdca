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
      { field: 'labels', label: 'Permissions', before: undefined, after: 'bookings.view', added: [], removed: [] },
    ]);
    expect(auditChanges({ name: 'Sales' }, null)[0]).toMatchObject({ before: 'Sales', after: undefined });
  });

  it('writes nested records, empty lists and empty strings readably', () => {
    expect(formatAuditValue({ user_ids: [3, 4], access_level_ids: [], all: false })).toBe('User ids: 3, 4; Access level ids: (none); All: No');
    expect(formatAuditValue('')).toBe('(empty)');
    expect(formatAuditValue(null)).toBe('(none)');
    expect(fieldLabel('hostedDomain')).toBe('Hosted domain');
  });

  it('reads money kept in paise as rupees, Indian grouped, in the entry\u2019s currency', () => {
    expect(fieldLabel('sell_price_paise')).toBe('Sell price');
    expect(fieldLabel('labels')).toBe('Permissions');
    const [sell, cost] = auditChanges({ sell_price_paise: 9_900_000, cost_price_paise: 5 }, { sell_price_paise: 12_345_600, cost_price_paise: 0 });
    expect(sell).toMatchObject({ label: 'Sell price', before: '₹99,000.00', after: '₹1,23,456.00' });
    expect(cost).toMatchObject({ label: 'Cost price', before: '₹0.05', after: '₹0.00' });
    expect(auditChanges(null, { sell_price_paise: 150_000, currency: 'USD' })[0]?.after).toBe(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(1500));
  });
});
