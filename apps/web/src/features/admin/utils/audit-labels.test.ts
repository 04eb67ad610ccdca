import { describe, expect, it } from 'vitest';
import { AUDITED_ENTITY_TYPES, AUDIT_ACTIONS } from '@ua/contracts';
import { auditEntry } from '../test/admin-fixtures';
import { actionLabel, actorLabel, entityLabel, entityTypeLabel } from './audit-labels';

describe('the audit log\u2019s names for people', () => {
  it('names a record by its name now, else by the name its entry recorded, else by its type and id', () => {
    expect(entityLabel(auditEntry({ entity_type: 'access_level', entity_id: '3', entity_name: 'Sales team' }))).toBe('Access level: Sales team');
    expect(entityLabel(auditEntry({ entity_type: 'access_level', entity_id: '3', entity_name: null }))).toBe('Access level #3');
    expect(entityLabel(auditEntry({ entity_type: 'access_level', entity_id: '3', before: { name: 'Interns', labels: [] } }))).toBe('Access level: Interns');
    expect(entityLabel(auditEntry({ entity_type: 'supplier', entity_id: '12', after: { display_name: 'Kerala Houseboats' } }))).toBe('Supplier: Kerala Houseboats');
    expect(entityLabel(auditEntry({ entity_type: 'agent', entity_id: '4', after: { agency_name: 'Sunrise Holidays' } }))).toBe('Agent: Sunrise Holidays');
    expect(entityLabel(auditEntry({ entity_type: 'notification_broadcast', entity_id: null }))).toBe('Notification');
  });

  it('words every action the contract knows, and one it does not yet', () => {
    expect(actionLabel('sign_in')).toBe('Signed in');
    expect(actionLabel('update')).toBe('Updated');
    expect(actionLabel('logout_everywhere')).toBe('Signed out everywhere');
    expect(actionLabel('merge_duplicates')).toBe('Merge duplicates');
    for (const action of AUDIT_ACTIONS) expect(actionLabel(action)).not.toMatch(/_/);
  });

  it('names each entity type in words', () => {
    expect(AUDITED_ENTITY_TYPES.map(entityTypeLabel)).toEqual([
      'Staff member',
      'Access level',
      'Notification',
      'Location',
      'Location tag',
      'Supplier',
      'Product',
      'Product variant',
      'Itinerary',
      'Final itinerary',
      'Customer link',
      'Message',
      'Booking',
      'Booking service',
      'Booking comment',
      'Traveller',
      'Payment plan',
      'Due payment',
      'Payment',
      'Payment link',
      'Agent',
      'Wallet entry',
      'Wallet top-up',
      'Background job',
    ]);
  });

  it('names the actor by name, else by the email acted under, else the system', () => {
    expect(actorLabel(auditEntry({ actor_id: 1, actor_name: 'Asha Rao', actor_email: 'admin@ua.test' }))).toBe('Asha Rao');
    expect(actorLabel(auditEntry({ actor_id: null, actor_name: null, actor_email: 'stranger@example.com' }))).toBe('stranger@example.com');
    expect(actorLabel(auditEntry({ actor_id: null, actor_name: null, actor_email: null }))).toBe('System');
  });
});
