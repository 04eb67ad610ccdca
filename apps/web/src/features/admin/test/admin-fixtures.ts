import type { AccessLevel, AuditEntry, Job, JobStateCounts, StaffMember } from '@ua/contracts';

let nextId = 100;

export function staffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `person${id}@ua.test`,
    first_name: `Person`,
    last_name: `${id}`,
    picture: null,
    active: true,
    joined: '2026-10-01T09:00:00.000Z',
    last_login: null,
    access_levels: [],
    ...overrides,
  };
}

export function accessLevel(overrides: Partial<AccessLevel> = {}): AccessLevel {
  return {
    id: overrides.id ?? nextId++,
    name: 'Level',
    labels: [],
    holder_count: 0,
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: overrides.id ?? nextId++,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    actor_id: 1,
    actor_email: 'admin@ua.test',
    actor_name: null,
    action: 'update',
    entity_type: 'user',
    entity_id: '3',
    entity_name: null,
    before: null,
    after: null,
    ip: '127.0.0.1',
    request_id: 'req-1',
    ...overrides,
  };
}

export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: overrides.id ?? nextId++,
    name: 'system.purge-succeeded-jobs',
    state: 'queued',
    payload: {},
    attempts: 0,
    max_attempts: 5,
    run_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    locked_until: null,
    last_error: null,
    idempotency_key: null,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    finished_at: null,
    ...overrides,
  };
}

/** A page of jobs with the count of each state, as GET /api/admin/jobs/ answers. */
export function jobsPageOf(results: Job[], counts: Partial<JobStateCounts> = {}) {
  return { ...pageOf(results), counts: { queued: 0, running: 0, succeeded: 0, dead: 0, ...counts } };
}

/** A DRF page of `results`. */
export function pageOf<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const OPERATIONS = accessLevel({ id: 2, name: 'Operations', labels: ['bookings.view', 'bookings.manage'], holder_count: 3 });
export const ADMINISTRATOR = accessLevel({ id: 1, name: 'Administrator', labels: ['staff.manage', 'audit.view'], holder_count: 1 });
